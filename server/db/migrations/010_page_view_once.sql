-- A page view is stored once: its anonymousPageId names one view of one page. A view the app sent as the page
-- went away can arrive again from the next page (at-least-once delivery); the second copy is not stored.
DELETE FROM analytics
WHERE event = 'PAGE_VIEW' AND anonymous_page_id IS NOT NULL
  AND id NOT IN (SELECT MIN(id) FROM analytics WHERE event = 'PAGE_VIEW' AND anonymous_page_id IS NOT NULL GROUP BY anonymous_page_id);
CREATE UNIQUE INDEX analytics_page_view_once ON analytics(anonymous_page_id) WHERE event = 'PAGE_VIEW' AND anonymous_page_id IS NOT NULL;

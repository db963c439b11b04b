-- When the enterprise-contact code was first shown to a signed-in account (ms since 1970), so the demo can
-- count the contact as added only after a short wait instead of on the visitor's word (issue #27 item 10).
ALTER TABLE accounts ADD COLUMN cp_code_shown_at INTEGER;

-- The company's WeChat mini-program (its appid): 在小程序中打开 shows a code that opens it, not the web
-- address again (issue #27 item 9). NULL: the company has no mini-program and the page says so.
ALTER TABLE company ADD COLUMN mini_app_id TEXT;

-- Content that opens by its id but is left out of every list, search and answer (0): the seeded rich-text
-- safety test article is for the sanitiser's tests, not for visitors browsing (issue #27).
ALTER TABLE entity_data ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;

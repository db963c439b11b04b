-- Where a registration came from (issue #29 items 6-7): the utm_source of the visitor's Track header when they
-- submitted (`ai_assistant` for a sign-up that began on an assistant card, `promotion` for a promoter's link,
-- any other campaign's own value). NULL: no source was known (direct visits, rows before this migration).
ALTER TABLE attendees ADD COLUMN source TEXT;
ALTER TABLE form_submissions ADD COLUMN source TEXT;

-- The promoter funnel reads a promoter's registrations by time and check-ins by the day they happened.
CREATE INDEX attendees_promoter ON attendees(promoter_id, created_at);

-- History a visitor can write in a loop is kept bounded. An attendee's edits keep their first row (the answers
-- as registered, which the organiser's "changes" compare against) and the newest ones; `folded` counts the edits
-- deleted between them, so the number of times an attendee changed their registration stays right.
ALTER TABLE attendee_edits ADD COLUMN folded INTEGER NOT NULL DEFAULT 0;

-- The content cards the assistant showed an account (one row per account and content, the newest showing).
-- A registration is the assistant's only when the server showed that account the event's card before: a
-- tracking header alone (utm_source=ai_assistant) proves nothing. Rows older than 30 days are deleted.
CREATE TABLE assistant_card_impressions (
  account_id INTEGER NOT NULL,
  content_id INTEGER NOT NULL,
  shown_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, content_id)
) WITHOUT ROWID;
CREATE INDEX assistant_card_impressions_shown ON assistant_card_impressions(shown_at);

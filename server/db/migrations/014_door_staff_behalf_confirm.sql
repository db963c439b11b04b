-- A registration a promoter made on someone's behalf counts for that promoter (tasks, ranks, funnel) only once the
-- person confirmed it: the owner of its cellphone signed in or verified that phone by SMS. NULL: not confirmed
-- (or not made on someone's behalf, behalf_by NULL). Earlier on-behalf rows whose phone belongs to an account
-- (someone proved it by SMS) count as confirmed when they were made.
ALTER TABLE attendees ADD COLUMN behalf_confirmed_at TEXT;
UPDATE attendees SET behalf_confirmed_at = created_at
  WHERE behalf_by IS NOT NULL AND cellphone IN (SELECT cellphone FROM accounts WHERE cellphone IS NOT NULL);

-- Door staff of an event besides the company's own people: promoters the event names.
CREATE TABLE event_door_staff (
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  promoter_id INTEGER NOT NULL REFERENCES promoters(id),
  PRIMARY KEY (event_id, promoter_id)
);

-- Every door operation (check-in, sign-out), found or not: who did it, what, when and on whom.
CREATE TABLE door_log (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL,
  operator_account_id INTEGER NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('CHECKIN', 'SIGNOUT')),
  lookup TEXT NOT NULL CHECK (lookup IN ('PHONE', 'CODE', 'NAME')),
  attendee_id INTEGER,
  outcome TEXT NOT NULL CHECK (outcome IN ('DONE', 'NOT_FOUND', 'REFUSED')),
  created_at TEXT NOT NULL
);
CREATE INDEX door_log_event ON door_log(event_id, created_at);
CREATE INDEX door_log_operator ON door_log(operator_account_id, created_at);

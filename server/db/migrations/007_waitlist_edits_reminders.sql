-- Issue #29 items 1–3: a waitlist that promotes itself, registrations their attendees edit, and reminders.

-- One place in an event's waitlist. Its id orders the queue (the first WAITING entry is offered the next free
-- seat). An OFFERED entry holds one seat until offer_expires_at (ms since 1970); then it is EXPIRED and the
-- seat goes to the next. ACCEPTED: the holder registered; LEFT: they left the list or declined the offer.
-- One live (WAITING or OFFERED) entry per account and event, enforced by the index, so concurrent joins
-- cannot queue one person twice.
CREATE TABLE waitlist_entries (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  status TEXT NOT NULL CHECK (status IN ('WAITING', 'OFFERED', 'ACCEPTED', 'EXPIRED', 'LEFT')),
  created_at INTEGER NOT NULL,
  offered_at INTEGER,
  offer_expires_at INTEGER,
  closed_at INTEGER
);
CREATE UNIQUE INDEX waitlist_live ON waitlist_entries(event_id, account_id) WHERE status IN ('WAITING', 'OFFERED');
CREATE INDEX waitlist_queue ON waitlist_entries(event_id, status, id);
CREATE INDEX waitlist_offers ON waitlist_entries(status, offer_expires_at);

-- Each change an attendee made to their own registration: the answers before and after. The promoter's audit
-- screen compares the first `before` with the current answers (已修改). Gone with the attendee (cancellation).
CREATE TABLE attendee_edits (
  id INTEGER PRIMARY KEY,
  attendee_id INTEGER NOT NULL REFERENCES attendees(id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  before_values TEXT NOT NULL,
  after_values TEXT NOT NULL,
  edited_at TEXT NOT NULL
);
CREATE INDEX attendee_edits_attendee ON attendee_edits(attendee_id, id);

-- Reminders already sent: one row per subscription and kind (T24H, T1H). The primary key makes sending
-- exactly once hold across restarts and between processes (INSERT OR IGNORE decides who sends).
CREATE TABLE reminders_sent (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  kind TEXT NOT NULL CHECK (kind IN ('T24H', 'T1H')),
  notice_id INTEGER REFERENCES notices(id),
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, event_id, kind)
);

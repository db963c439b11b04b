-- Issue #29 item 1 on mini-programs: a waitlist offer also goes out as a subscribe message to the visitor who
-- accepted the template in the tap that joined the line.

-- The consent given when joining (WeChat's one-time subscription: one message per acceptance). The offer that
-- uses it stamps consent_used_at in the same transaction, so it is used once; a later entry needs a new one.
ALTER TABLE waitlist_entries ADD COLUMN consent_platform TEXT CHECK (consent_platform IN ('weapp', 'tt'));
ALTER TABLE waitlist_entries ADD COLUMN consent_template TEXT;
ALTER TABLE waitlist_entries ADD COLUMN consent_at INTEGER;
ALTER TABLE waitlist_entries ADD COLUMN consent_used_at INTEGER;

-- Messages to send through a platform (written in the transaction that decided to send them, drained by the
-- scheduler's rounds through the configured sender). data is JSON: the neutral fields the template shows.
-- PENDING → SENDING (claimed by one drain) → SENT, FAILED or SKIPPED_NO_CREDENTIALS (the local server).
-- waitlist_entry_id is unique: one offer, at most one message.
CREATE TABLE message_outbox (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  platform TEXT NOT NULL CHECK (platform IN ('weapp', 'tt')),
  template_id TEXT NOT NULL,
  page TEXT NOT NULL,
  data TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED_NO_CREDENTIALS')),
  waitlist_entry_id INTEGER UNIQUE REFERENCES waitlist_entries(id),
  created_at INTEGER NOT NULL,
  attempted_at INTEGER,
  error TEXT
);
CREATE INDEX message_outbox_status ON message_outbox(status, id);

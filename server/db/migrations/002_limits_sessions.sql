-- Issue #26: rate limits, SMS guesses and session lifetimes live in the database, so a restart keeps them and
-- several server processes on one data folder share them.

-- One row per counted hit of a sliding-window limiter (server/lib/rate-limit.ts). A limiter never stores more
-- than its limit per subject inside its window, and rows are deleted once they expire.
CREATE TABLE rate_hits (
  name TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX rate_hits_subject ON rate_hits(name, subject, at);
CREATE INDEX rate_hits_expiry ON rate_hits(expires_at);

-- Wrong guesses against one code (from any address): past the limit the code is voided.
ALTER TABLE sms_codes ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sms_codes_cellphone ON sms_codes(cellphone, expires_at);
CREATE INDEX sms_codes_expiry ON sms_codes(expires_at);

-- Sliding session lifetime: last use in ms (touched at most hourly). Existing sessions start from their creation.
ALTER TABLE sessions ADD COLUMN seen_at INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET seen_at = COALESCE(CAST(strftime('%s', created_at) AS INTEGER) * 1000, 0);
CREATE INDEX sessions_account ON sessions(account_id);
CREATE INDEX sessions_seen ON sessions(seen_at);

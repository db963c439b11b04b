-- Extension leadRadar: a promoter's acceptances of the hot-lead subscribe message on a mini-program. The platforms'
-- subscriptions are one-time: each acceptance allows one message, so a hot-lead notice uses the oldest unused one
-- (and marks it used in its own transaction). Without one, the in-app notice is the only channel.
CREATE TABLE lead_notice_consents (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  platform TEXT NOT NULL CHECK (platform IN ('weapp', 'tt')),
  template_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX lead_notice_consents_unused ON lead_notice_consents(account_id, used_at, id);

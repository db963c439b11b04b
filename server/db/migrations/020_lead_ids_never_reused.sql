-- A lead's id is in the links of its hot-lead notices and subscribe messages (pages/promo/leads/index?id=…). Once a
-- lead is forgotten (我的数据 清除, the retention window), a new lead must never be given its id, or an old link would
-- open someone else's sheet: AUTOINCREMENT never gives an id twice. The table is rebuilt with the same columns.
CREATE TABLE leads_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts(id),
  promoter_id INTEGER REFERENCES promoters(id),
  channel TEXT NOT NULL CHECK (channel IN ('link', 'share', 'card', 'assistant', 'direct')),
  first_seen_at TEXT NOT NULL,
  last_action_at TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  contact_company TEXT NOT NULL DEFAULT '',
  contact_cellphone TEXT,
  events REAL NOT NULL DEFAULT 0,
  products REAL NOT NULL DEFAULT 0,
  courses REAL NOT NULL DEFAULT 0,
  content REAL NOT NULL DEFAULT 0,
  reasons TEXT NOT NULL DEFAULT '[]',
  scored_at INTEGER NOT NULL,
  notified_at INTEGER
);
INSERT INTO leads_new SELECT id, account_id, promoter_id, channel, first_seen_at, last_action_at, contact_name, contact_company,
  contact_cellphone, events, products, courses, content, reasons, scored_at, notified_at FROM leads;
DROP TABLE leads;
ALTER TABLE leads_new RENAME TO leads;
CREATE INDEX leads_promoter ON leads(promoter_id);
CREATE INDEX leads_last_action ON leads(last_action_at);
CREATE INDEX leads_scored ON leads(scored_at);

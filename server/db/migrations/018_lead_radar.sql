-- Extension leadRadar: who is warm, and why. A lead is an account the radar follows (not the company's own people
-- nor its promoters). Its timeline is read from the records the server already keeps (analytics, registrations,
-- form submissions, downloads, questions to the assistant, course progress, favourites, lottery, points); these
-- tables keep only what scoring adds: the score, where the lead came from, the card views, who cleared their data.

-- One row per lead. promoter_id: the promoter whose link, share, poster or card brought them, as the server recorded
-- it (promotion_views, attendees, form_submissions, lead_card_views); NULL: company staff follow them up (direct,
-- assistant). Once a promoter is set it stays. The score is kept by category as of scored_at (ms, the rules' clock):
-- read later, each category decays by its own half-life, so a list sorts by the score of the moment without
-- rescoring anyone. reasons: the scored actions that weighed most then (JSON, at most 10). notified_at (ms): the last
-- hot-lead notice, so at most one a day. first_seen_at / last_action_at: the lead's records' own times (ISO).
-- contact_*: what the person's latest form gave (name, company), and the phone only when that form's agreement
-- consented to being contacted (else NULL: the radar masks the account's phone).
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX leads_promoter ON leads(promoter_id);
CREATE INDEX leads_last_action ON leads(last_action_at);
CREATE INDEX leads_scored ON leads(scored_at);

-- A signed-in visitor opened a colleague's business card (one row per card and Beijing day): the card's owner,
-- when a promoter, brought them.
CREATE TABLE lead_card_views (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  company_user_id INTEGER NOT NULL REFERENCES company_users(id),
  day TEXT NOT NULL,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (account_id, company_user_id, day)
) WITHOUT ROWID;
CREATE INDEX lead_card_views_viewed ON lead_card_views(viewed_at);

-- 我的数据 › 清除: records of the account from before cleared_at are no longer read (its tickets, orders and points
-- stay where they are; its analytics and card views are deleted).
CREATE TABLE lead_clears (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  cleared_at TEXT NOT NULL
);

-- How far the scoring pass has read the records (their own times, ISO): the next pass rescores the accounts with
-- a record written since, less a small overlap.
CREATE TABLE lead_radar_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  scanned_to TEXT
);
INSERT INTO lead_radar_state (id, scanned_to) VALUES (1, NULL);

-- A lead's records by account, and the accounts with new records by time, read through indexes.
CREATE INDEX lead_radar_analytics_account ON analytics(account_id, received_at) WHERE account_id IS NOT NULL;
CREATE INDEX lead_radar_attendees_account ON attendees(account_id);
CREATE INDEX lead_radar_attendees_created ON attendees(created_at);
CREATE INDEX lead_radar_attendees_checkin ON attendees(checkin_time) WHERE checkin_time IS NOT NULL;
CREATE INDEX lead_radar_submissions_account ON form_submissions(account_id, created_at);
CREATE INDEX lead_radar_submissions_created ON form_submissions(created_at);
CREATE INDEX lead_radar_resources_obtained ON resources(obtained_at);
CREATE INDEX lead_radar_ai_messages_account ON ai_messages(account_id, created_at);
CREATE INDEX lead_radar_ai_messages_created ON ai_messages(created_at);
CREATE INDEX lead_radar_course_records_updated ON course_records(updated_at);
CREATE INDEX lead_radar_stars_created ON stars(created_at);
CREATE INDEX lead_radar_course_collections_created ON course_collections(created_at);
CREATE INDEX lead_radar_lottery_account ON lottery_records(account_id, created_at);
CREATE INDEX lead_radar_lottery_created ON lottery_records(created_at);
CREATE INDEX lead_radar_points_account ON point_history(account_id, created_at);
CREATE INDEX lead_radar_points_created ON point_history(created_at);
CREATE INDEX lead_radar_promotion_views_account ON promotion_views(account_id, created_at) WHERE account_id IS NOT NULL;
CREATE INDEX lead_radar_promotion_views_created ON promotion_views(created_at);

-- The whole schema of the demo company. JSON columns hold nested editor data (modules, form fields).

CREATE TABLE company (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  domain TEXT NOT NULL,
  mini_app_website_id INTEGER,
  theme_color TEXT NOT NULL,
  gradient_color TEXT NOT NULL,
  square_logo TEXT NOT NULL,
  product_name TEXT NOT NULL,
  service_phone TEXT NOT NULL
);

CREATE TABLE websites (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  theme_code TEXT NOT NULL,
  theme_config TEXT NOT NULL,
  share_title TEXT NOT NULL,
  share_image TEXT NOT NULL,
  modules TEXT NOT NULL,
  menu TEXT NOT NULL
);

CREATE TABLE custom_pages (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  modules TEXT NOT NULL
);

-- CONTENT modules: which rows /moduleData/{id} answers.
CREATE TABLE site_modules (
  id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  filter TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE labels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE custom_entities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  fields TEXT NOT NULL
);

CREATE TABLE entity_data (
  id INTEGER PRIMARY KEY,
  entity_type TEXT NOT NULL,
  content_type INTEGER NOT NULL,
  content_key TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  cover TEXT NOT NULL DEFAULT '',
  category_id INTEGER REFERENCES categories(id),
  label_ids TEXT NOT NULL DEFAULT '[]',
  publish_time TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0,
  recommend INTEGER NOT NULL DEFAULT 0,
  price INTEGER,
  content TEXT NOT NULL DEFAULT '',
  redirect_type TEXT NOT NULL DEFAULT 'NONE',
  redirect_url TEXT,
  register_form_id INTEGER,
  require_cp_contact INTEGER NOT NULL DEFAULT 0,
  require_subscribe INTEGER NOT NULL DEFAULT 0,
  related_entity_id INTEGER,
  video_url TEXT,
  video_poster TEXT,
  duration INTEGER,
  start_time TEXT,
  end_time TEXT,
  address TEXT,
  city TEXT,
  checkin_open INTEGER NOT NULL DEFAULT 0,
  bagevent_url TEXT,
  capacity INTEGER,
  needs_audit INTEGER NOT NULL DEFAULT 0,
  metadata TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX entity_data_type ON entity_data(entity_type, publish_time);

CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  entity_data_id INTEGER NOT NULL REFERENCES entity_data(id),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  size INTEGER,
  ext TEXT NOT NULL
);

CREATE TABLE speakers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  company TEXT NOT NULL,
  avatar TEXT NOT NULL,
  intro TEXT NOT NULL
);

CREATE TABLE entity_speakers (
  entity_data_id INTEGER NOT NULL REFERENCES entity_data(id),
  speaker_id INTEGER NOT NULL REFERENCES speakers(id),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (entity_data_id, speaker_id)
);

CREATE TABLE schedule_items (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  day TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  title TEXT NOT NULL,
  track TEXT NOT NULL,
  location TEXT NOT NULL,
  speaker_ids TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE course_items (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES entity_data(id),
  sort INTEGER NOT NULL,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  duration INTEGER NOT NULL DEFAULT 0,
  video_url TEXT,
  poster TEXT,
  content TEXT,
  free INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  account_key TEXT NOT NULL UNIQUE,
  api_key TEXT NOT NULL UNIQUE,
  cellphone TEXT UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  nick_name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  gender INTEGER NOT NULL DEFAULT 0,
  subscribe INTEGER NOT NULL DEFAULT 0,
  cp_contact_added INTEGER NOT NULL DEFAULT 0,
  new_visitor INTEGER NOT NULL DEFAULT 1,
  ocuid INTEGER,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  company TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'ACTIVE',
  track_params TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  created_at TEXT NOT NULL
);

CREATE TABLE company_users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  avatar TEXT NOT NULL,
  cellphone TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  uc_token TEXT NOT NULL UNIQUE
);

CREATE TABLE promoters (
  id INTEGER PRIMARY KEY,
  cellphone TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  scid TEXT NOT NULL UNIQUE
);

CREATE TABLE business_cards (
  id INTEGER PRIMARY KEY,
  company_user_id INTEGER NOT NULL UNIQUE REFERENCES company_users(id),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  company TEXT NOT NULL,
  avatar TEXT NOT NULL,
  cellphone TEXT NOT NULL,
  email TEXT NOT NULL,
  we_chat TEXT NOT NULL,
  address TEXT NOT NULL,
  intro TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE card_browses (
  id INTEGER PRIMARY KEY,
  business_card_id INTEGER NOT NULL REFERENCES business_cards(id),
  visitor_name TEXT NOT NULL,
  visitor_avatar TEXT NOT NULL,
  time TEXT NOT NULL,
  times INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  cellphone TEXT NOT NULL,
  code TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE bind_codes (
  code TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  cellphone TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE phone_verify_codes (
  code TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  created_at TEXT NOT NULL
);

CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  fields TEXT NOT NULL,
  sms_verify INTEGER NOT NULL DEFAULT 0,
  content_entity_id INTEGER REFERENCES entity_data(id),
  submit_text TEXT NOT NULL,
  success_text TEXT NOT NULL
);

CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  form_id INTEGER NOT NULL REFERENCES forms(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  form_values TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  promoter_id INTEGER,
  ticket_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE attendees (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  name TEXT NOT NULL,
  cellphone TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL DEFAULT '',
  audit_status TEXT NOT NULL,
  checkin_status TEXT NOT NULL DEFAULT 'NOT_CHECKED_IN',
  checkin_time TEXT,
  signout_time TEXT,
  created_at TEXT NOT NULL,
  form_values TEXT NOT NULL DEFAULT '{}',
  behalf_by INTEGER,
  promoter_id INTEGER REFERENCES promoters(id)
);
CREATE INDEX attendees_event ON attendees(event_id);

CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  attendee_id INTEGER NOT NULL UNIQUE REFERENCES attendees(id),
  code TEXT NOT NULL UNIQUE
);

CREATE TABLE event_subscriptions (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  event_id INTEGER NOT NULL REFERENCES entity_data(id),
  template_ids TEXT NOT NULL,
  PRIMARY KEY (account_id, event_id)
);

CREATE TABLE stars (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  entity_data_id INTEGER NOT NULL REFERENCES entity_data(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, entity_data_id)
);

CREATE TABLE course_collections (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  course_id INTEGER NOT NULL REFERENCES entity_data(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, course_id)
);

CREATE TABLE course_records (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  course_item_id INTEGER NOT NULL REFERENCES course_items(id),
  progress_time INTEGER NOT NULL DEFAULT 0,
  percent INTEGER NOT NULL DEFAULT 0,
  watched INTEGER NOT NULL DEFAULT 0,
  learned INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (account_id, course_item_id)
);

CREATE TABLE resources (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  file_id INTEGER NOT NULL REFERENCES files(id),
  obtained_at TEXT NOT NULL,
  UNIQUE (account_id, file_id)
);

CREATE TABLE interactions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  event_id INTEGER
);
CREATE TABLE interaction_points (
  id INTEGER PRIMARY KEY,
  interaction_id INTEGER NOT NULL REFERENCES interactions(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  reward INTEGER NOT NULL
);
CREATE TABLE interaction_verifications (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  point_id INTEGER NOT NULL REFERENCES interaction_points(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, point_id)
);

CREATE TABLE lotteries (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  rules TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  visitor_chances INTEGER NOT NULL,
  member_chances INTEGER NOT NULL
);
CREATE TABLE prizes (
  id INTEGER PRIMARY KEY,
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  kind TEXT NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  probability REAL NOT NULL,
  points INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE lottery_records (
  id INTEGER PRIMARY KEY,
  lottery_id INTEGER NOT NULL REFERENCES lotteries(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  prize_id INTEGER REFERENCES prizes(id),
  win INTEGER NOT NULL,
  credential_id TEXT UNIQUE,
  claim_name TEXT,
  claim_cellphone TEXT,
  claim_address TEXT,
  info_completed INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  content_entity_data_id INTEGER REFERENCES entity_data(id),
  order_type TEXT NOT NULL,
  amount INTEGER NOT NULL,
  pay_status TEXT NOT NULL,
  pay_type TEXT NOT NULL DEFAULT 'WX_PAY',
  created_at TEXT NOT NULL,
  paid_at TEXT
);

CREATE TABLE gifts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  description TEXT NOT NULL,
  points INTEGER NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  kind TEXT NOT NULL
);
CREATE TABLE gift_redemptions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  gift_id INTEGER NOT NULL REFERENCES gifts(id),
  points INTEGER NOT NULL,
  status TEXT NOT NULL,
  name TEXT,
  cellphone TEXT,
  address TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE point_history (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  change INTEGER NOT NULL,
  reason TEXT NOT NULL,
  balance INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  account_id INTEGER,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE notice_reads (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  notice_id INTEGER NOT NULL REFERENCES notices(id),
  PRIMARY KEY (account_id, notice_id)
);

CREATE TABLE popups (
  id INTEGER PRIMARY KEY,
  placement TEXT NOT NULL,
  image TEXT NOT NULL,
  title TEXT NOT NULL,
  nav TEXT,
  rule TEXT NOT NULL
);

CREATE TABLE short_links (
  keyword TEXT PRIMARY KEY,
  content_id INTEGER,
  target TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT
);

CREATE TABLE asset_dirs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER REFERENCES asset_dirs(id)
);
CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  cover TEXT NOT NULL,
  size INTEGER NOT NULL,
  dir_id INTEGER REFERENCES asset_dirs(id)
);

CREATE TABLE poster_templates (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  name TEXT NOT NULL,
  preview TEXT NOT NULL,
  background TEXT NOT NULL,
  color TEXT NOT NULL
);

CREATE TABLE promotion_campaigns (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  event_id INTEGER REFERENCES entity_data(id),
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);
CREATE TABLE promotion_tasks (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES promotion_campaigns(id),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  metric TEXT NOT NULL,
  target INTEGER NOT NULL,
  reward INTEGER NOT NULL
);
CREATE TABLE promotion_views (
  id INTEGER PRIMARY KEY,
  promoter_id INTEGER NOT NULL REFERENCES promoters(id),
  visitor_key TEXT NOT NULL,
  account_id INTEGER,
  page TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX promotion_views_promoter ON promotion_views(promoter_id, created_at);

CREATE TABLE analytics (
  id INTEGER PRIMARY KEY,
  site_id TEXT,
  anonymous_page_id TEXT,
  type TEXT,
  event TEXT NOT NULL,
  properties TEXT NOT NULL,
  page_properties TEXT NOT NULL,
  account_id INTEGER,
  track TEXT,
  received_at TEXT NOT NULL
);

CREATE TABLE ai_assistant (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL,
  welcome TEXT NOT NULL,
  suggestions TEXT NOT NULL
);
CREATE TABLE ai_messages (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  role TEXT NOT NULL,
  content TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  account_id INTEGER REFERENCES accounts(id),
  created_at TEXT NOT NULL
);

CREATE TABLE enterprises (
  name TEXT PRIMARY KEY,
  credit_code TEXT NOT NULL,
  legal_person TEXT NOT NULL
);

CREATE TABLE addresses (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  parent_code TEXT
);

CREATE TABLE metadata_defs (
  key TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  type TEXT NOT NULL
);

CREATE TABLE track_params (
  param_name TEXT PRIMARY KEY,
  param_value TEXT NOT NULL
);

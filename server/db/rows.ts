import type { AiMessage, Asset, Attendee, AuditStatus, CourseItem, Gift, GiftRedemption, Order, Prize } from '../../types/contract'

/**
 * One interface per table of migrations/001_init.sql: what `SELECT * FROM <table>` returns.
 * INTEGER/REAL columns are numbers (booleans are 0/1), TEXT columns strings (JSON columns hold JSON text);
 * a column without NOT NULL (and not the primary key) may be null.
 */

/** `company` */
export interface CompanyRow {
  id: number
  name: string
  domain: string
  mini_app_website_id: number | null
  theme_color: string
  gradient_color: string
  square_logo: string
  product_name: string
  service_phone: string
  /** The company's WeChat mini-program appid, or null (migration 006). */
  mini_app_id: string | null
}

/** `websites` */
export interface WebsiteRow {
  id: number
  name: string
  logo: string
  theme_code: string
  theme_config: string
  share_title: string
  share_image: string
  modules: string
  menu: string
}

/** `custom_pages` */
export interface CustomPageRow {
  id: number
  title: string
  modules: string
}

/** `site_modules` */
export interface SiteModuleRow {
  id: number
  entity_type: string
  size: number
  filter: string
}

/** `labels` */
export interface LabelRow {
  id: number
  name: string
}

/** `categories` */
export interface CategoryRow {
  id: number
  name: string
  entity_type: string
  sort: number
}

/** `custom_entities` */
export interface CustomEntityRow {
  id: number
  name: string
  fields: string
}

/** `entity_data` */
export interface EntityRow {
  id: number
  entity_type: string
  content_type: number
  content_key: string
  title: string
  summary: string
  cover: string
  category_id: number | null
  label_ids: string
  publish_time: string
  view_count: number
  recommend: number
  price: number | null
  content: string
  redirect_type: string
  redirect_url: string | null
  register_form_id: number | null
  require_cp_contact: number
  require_subscribe: number
  related_entity_id: number | null
  video_url: string | null
  video_poster: string | null
  duration: number | null
  start_time: string | null
  end_time: string | null
  address: string | null
  city: string | null
  checkin_open: number
  bagevent_url: string | null
  capacity: number | null
  needs_audit: number
  metadata: string
  /** 0: opens by id, left out of lists, search and the assistant (migration 006). */
  listed: number
}

/** `files` */
export interface FileRow {
  id: number
  entity_data_id: number
  name: string
  url: string
  size: number | null
  ext: string
}

/** `speakers` */
export interface SpeakerRow {
  id: number
  name: string
  title: string
  company: string
  avatar: string
  intro: string
}

/** `entity_speakers` */
export interface EntitySpeakerRow {
  entity_data_id: number
  speaker_id: number
  sort: number
}

/** `schedule_items` */
export interface ScheduleItemRow {
  id: number
  event_id: number
  day: string
  start_time: string
  end_time: string
  title: string
  track: string
  location: string
  speaker_ids: string
}

/** `course_items` */
export interface CourseItemRow {
  id: number
  course_id: number
  sort: number
  title: string
  type: CourseItem['type']
  duration: number
  video_url: string | null
  poster: string | null
  content: string | null
  free: number
}

/** `accounts` */
export interface AccountRow {
  id: number
  account_key: string
  api_key: string
  cellphone: string | null
  name: string
  nick_name: string
  email: string
  avatar: string
  gender: number
  subscribe: number
  cp_contact_added: number
  /** When the enterprise-contact code was first shown to this account (ms), migration 006. */
  cp_code_shown_at: number | null
  new_visitor: number
  ocuid: number | null
  points: number
  company: string
  title: string
  status: string
  track_params: string | null
  created_at: string
}

/** `sessions` */
export interface SessionRow {
  id: string
  account_id: number
  created_at: string
  /** Last use (ms since the epoch), touched at most hourly: the sliding lifetime counts from here. */
  seen_at: number
}

/** `company_users` */
export interface CompanyUserRow {
  id: number
  name: string
  title: string
  department: string
  avatar: string
  cellphone: string
  email: string
  uc_token: string
}

/** `promoters` */
export interface PromoterRow {
  id: number
  cellphone: string
  name: string
  scid: string
}

/** `business_cards` */
export interface BusinessCardRow {
  id: number
  company_user_id: number
  name: string
  title: string
  department: string
  company: string
  avatar: string
  cellphone: string
  email: string
  we_chat: string
  address: string
  intro: string
  view_count: number
  like_count: number
}

/** `card_browses` */
export interface CardBrowseRow {
  id: number
  business_card_id: number
  visitor_name: string
  visitor_avatar: string
  time: string
  times: number
}

/** `sms_codes` */
export interface SmsCodeRow {
  id: number
  cellphone: string
  code: string
  expires_at: number
  used: number
  /** Wrong guesses against this code, from any address. */
  failures: number
}

/** `bind_codes` */
export interface BindCodeRow {
  code: string
  account_id: number
  cellphone: string
  expires_at: number
  used: number
}

/** `phone_verify_codes` */
export interface PhoneVerifyCodeRow {
  code: string
  account_id: number
  created_at: string
}

/** `forms` */
export interface FormRow {
  id: number
  title: string
  description: string
  fields: string
  sms_verify: number
  content_entity_id: number | null
  submit_text: string
  success_text: string
}

/** `form_submissions` */
export interface FormSubmissionRow {
  id: number
  form_id: number
  account_id: number
  form_values: string
  idempotency_key: string | null
  promoter_id: number | null
  ticket_id: number | null
  created_at: string
  /** The Track header's utm_source at submission (`ai_assistant`, `promotion`…; migration 009). */
  source: string | null
}

/** `attendees` */
export interface AttendeeRow {
  id: number
  event_id: number
  account_id: number
  name: string
  cellphone: string
  company: string
  title: string
  audit_status: AuditStatus
  checkin_status: Attendee['checkinStatus']
  checkin_time: string | null
  signout_time: string | null
  created_at: string
  form_values: string
  behalf_by: number | null
  promoter_id: number | null
  /** Where the registration came from: the Track header's utm_source when it was made (migration 009). */
  source: string | null
  /** Migration 014: when the owner of the phone confirmed a registration made on their behalf (null: not confirmed). */
  behalf_confirmed_at: string | null
}

/** `tickets` */
export interface TicketRow {
  id: number
  attendee_id: number
  code: string
}

/** `event_subscriptions` */
export interface EventSubscriptionRow {
  account_id: number
  event_id: number
  template_ids: string
  /** The mini-program whose reminder template was accepted (migration 013); null: none, notices only. */
  consent_platform: 'weapp' | 'tt' | null
  consent_template: string | null
  consent_at: number | null
  /** When a reminder's subscribe message used the consent (one acceptance, one message). */
  consent_used_at: number | null
}

/** `stars` */
export interface StarRow {
  account_id: number
  entity_data_id: number
  created_at: string
}

/** `course_collections` */
export interface CourseCollectionRow {
  account_id: number
  course_id: number
  created_at: string
}

/** `course_records` */
export interface CourseRecordRow {
  account_id: number
  course_item_id: number
  progress_time: number
  percent: number
  watched: number
  learned: number
  updated_at: string
}

/** `resources` */
export interface ResourceRow {
  id: number
  account_id: number
  file_id: number
  obtained_at: string
}

/** `interactions` */
export interface InteractionRow {
  id: number
  title: string
  description: string
  event_id: number | null
}

/** `interaction_points` */
export interface InteractionPointRow {
  id: number
  interaction_id: number
  name: string
  description: string
  reward: number
}

/** `interaction_verifications` */
export interface InteractionVerificationRow {
  account_id: number
  point_id: number
  created_at: string
}

/** `lotteries` */
export interface LotteryRow {
  id: number
  title: string
  description: string
  rules: string
  start_time: string
  end_time: string
  visitor_chances: number
  member_chances: number
}

/** `prizes` */
export interface PrizeRow {
  id: number
  lottery_id: number
  name: string
  image: string
  kind: Prize['kind']
  stock: number
  probability: number
  points: number
}

/** `lottery_records` */
export interface LotteryRecordRow {
  id: number
  lottery_id: number
  account_id: number
  prize_id: number | null
  win: number
  credential_id: string | null
  claim_name: string | null
  claim_cellphone: string | null
  claim_address: string | null
  info_completed: number
  verified: number
  created_at: string
}

/** `orders` */
export interface OrderRow {
  id: number
  order_no: string
  account_id: number
  title: string
  cover: string
  content_entity_data_id: number | null
  order_type: Order['orderType']
  amount: number
  pay_status: Order['payStatus']
  pay_type: Order['payType']
  created_at: string
  paid_at: string | null
}

/** `gifts` */
export interface GiftRow {
  id: number
  name: string
  image: string
  description: string
  points: number
  stock: number
  kind: Gift['kind']
}

/** `gift_redemptions` */
export interface GiftRedemptionRow {
  id: number
  account_id: number
  gift_id: number
  points: number
  status: GiftRedemption['status']
  name: string | null
  cellphone: string | null
  address: string | null
  created_at: string
}

/** `point_history` */
export interface PointHistoryRow {
  id: number
  account_id: number
  change: number
  reason: string
  balance: number
  created_at: string
}

/** `notices` */
export interface NoticeRow {
  id: number
  account_id: number | null
  title: string
  content: string
  created_at: string
}

/** `notice_reads` */
export interface NoticeReadRow {
  account_id: number
  notice_id: number
}

/** `popups` */
export interface PopupRow {
  id: number
  placement: string
  image: string
  title: string
  nav: string | null
  rule: string
}

/** `short_links` */
export interface ShortLinkRow {
  keyword: string
  content_id: number | null
  target: string
  title: string
  content: string | null
}

/** `asset_dirs` */
export interface AssetDirRow {
  id: number
  name: string
  parent_id: number | null
}

/** `assets` */
export interface AssetRow {
  id: number
  name: string
  kind: Asset['kind']
  url: string
  cover: string
  size: number
  dir_id: number | null
}

/** `poster_templates` */
export interface PosterTemplateRow {
  id: number
  scope: string
  name: string
  /** '' = the thumbnail is drawn from the template itself (server/services/posters.ts). */
  preview: string
  background: string
  color: string
  /** Header gradient "#a,#b" (migration 003). */
  accent: string
}

/** `posters`: the recipe of every poster handed out, under the hash that names its file (migration 003). */
export interface PosterRow {
  hash: string
  /** JSON of a PosterRecipe (server/lib/poster.ts). */
  recipe: string
  created_at: string
}

/** `server_secrets`: keys made once per database (migration 003). */
export interface ServerSecretRow {
  name: string
  secret: string
}

/** `promotion_campaigns` */
export interface PromotionCampaignRow {
  id: number
  title: string
  cover: string
  event_id: number | null
  start_time: string
  end_time: string
}

/** `promotion_tasks` */
export interface PromotionTaskRow {
  id: number
  campaign_id: number
  title: string
  description: string
  metric: string
  target: number
  reward: number
}

/** `promotion_views` */
export interface PromotionViewRow {
  id: number
  promoter_id: number
  visitor_key: string
  account_id: number | null
  page: string
  created_at: string
  /** Hashed client address of the view (NULL for rows before migration 004). */
  client_key: string | null
}

/** `analytics` */
export interface AnalyticsRow {
  id: number
  site_id: string | null
  anonymous_page_id: string | null
  type: string | null
  event: string
  properties: string
  page_properties: string
  account_id: number | null
  track: string | null
  received_at: string
  /** Stored text bytes of the row (the size cap counts them). */
  bytes: number
}

/** `analytics_size`: one row, the running total of `analytics` (kept by triggers). */
export interface AnalyticsSizeRow {
  id: 1
  rows: number
  bytes: number
}

/** `ai_assistant` */
export interface AssistantRow {
  id: number
  name: string
  avatar: string
  welcome: string
  suggestions: string
}

/** `ai_messages` */
export interface AiMessageRow {
  id: number
  account_id: number
  role: AiMessage['role']
  content: string
  links: string
  created_at: string
}

/** `uploads` */
export interface UploadRow {
  id: number
  name: string
  original_name: string
  mime: string
  size: number
  account_id: number | null
  created_at: string
}

/** `enterprises` */
export interface EnterpriseRow {
  name: string
  credit_code: string
  legal_person: string
}

/** `addresses` */
export interface AddressRow {
  code: string
  name: string
  parent_code: string | null
}

/** `metadata_defs` */
export interface MetadataDefRow {
  key: string
  label: string
  type: string
}

/** `track_params` */
export interface TrackParamRow {
  param_name: string
  param_value: string
}

/** `rate_hits`: one counted hit of a sliding-window limiter (server/lib/rate-limit.ts). */
export interface RateHitRow {
  /** The limiter's name (`sms-ip`, `visitors`, …). */
  name: string
  /** Who is counted: a client address, a cellphone, or both. */
  subject: string
  at: number
  expires_at: number
}

/** `upload_reservations` (migration 005): space held by an upload in progress. */
export interface UploadReservationRow {
  id: number
  account_id: number
  bytes: number
  expires_at: string
}

/** `waitlist_entries` (migration 007): one place in an event's waitlist; times in ms since 1970. */
export interface WaitlistEntryRow {
  id: number
  event_id: number
  account_id: number
  status: 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'EXPIRED' | 'LEFT'
  created_at: number
  offered_at: number | null
  offer_expires_at: number | null
  closed_at: number | null
  /** Migration 011: the subscribe-message consent given when joining (platform, template, when) and when an offer used it. */
  consent_platform: 'weapp' | 'tt' | null
  consent_template: string | null
  consent_at: number | null
  consent_used_at: number | null
}

/** `message_outbox` (migration 011): one platform message to send (a waitlist offer's subscribe message); data is JSON. */
export interface MessageOutboxRow {
  id: number
  account_id: number
  platform: 'weapp' | 'tt'
  template_id: string
  page: string
  data: string
  status: 'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SKIPPED_NO_CREDENTIALS'
  waitlist_entry_id: number | null
  created_at: number
  attempted_at: number | null
  error: string | null
}

/** `attendee_edits` (migration 007): one change an attendee made to their registration (answers as JSON). */
export interface AttendeeEditRow {
  id: number
  attendee_id: number
  account_id: number
  before_values: string
  after_values: string
  edited_at: string
  /** Edits deleted after this one and folded into its count (migration 015: first and newest rows are kept). */
  folded: number
}

/** `assistant_card_impressions` (migration 015): the assistant showed this account this content's card. */
export interface AssistantCardImpressionRow {
  account_id: number
  content_id: number
  /** ms since 1970 */
  shown_at: number
}

/** `reminders_sent` (migration 007): a reminder notice sent for a subscription (once per kind). */
export interface ReminderSentRow {
  account_id: number
  event_id: number
  kind: 'T24H' | 'T1H'
  notice_id: number | null
  sent_at: number
}

/** `public_version` (migration 012): one row, moved by triggers when what anonymous content reads show changes. */
export interface PublicVersionRow {
  id: 1
  n: number
}

/** `event_door_staff` (migration 014): a promoter the event names as door staff (company staff always are). */
export interface EventDoorStaffRow {
  event_id: number
  promoter_id: number
}

/** `door_log` (migration 014): one door operation, found or not: who, what, when, on whom. */
export interface DoorLogRow {
  id: number
  event_id: number
  operator_account_id: number
  action: 'CHECKIN' | 'SIGNOUT'
  lookup: 'PHONE' | 'CODE' | 'NAME'
  attendee_id: number | null
  outcome: 'DONE' | 'NOT_FOUND' | 'REFUSED'
  created_at: string
}

/** `ticket_transfers` (migration 016): a holder's transfer of a ticket to a named receiver, open until claimed. */
export interface TicketTransferRow {
  id: number
  ticket_id: number
  event_id: number
  attendee_id: number
  from_account_id: number
  from_name: string
  from_cellphone: string
  to_name: string
  to_cellphone: string
  to_account_id: number | null
  token: string
  status: 'PENDING' | 'DONE' | 'WITHDRAWN' | 'EXPIRED'
  /** The ticket's code before the claim (DONE): the door refuses it as transferred. */
  old_code: string | null
  created_at: number
  expires_at: number
  closed_at: number | null
}

/** `group_registrations` (migration 017): who registered a group for an event, and the answers given once for all. */
export interface GroupRegistrationRow {
  id: number
  event_id: number
  form_id: number
  leader_account_id: number
  /** JSON: the shared fields' answers. */
  shared_values: string
  promoter_id: number | null
  idempotency_key: string | null
  created_at: number
}

/** `group_registration_members` (migration 017): one person who held one of a group's seats. */
export interface GroupMemberRow {
  id: number
  group_id: number
  /** Null once the attendee was deleted (a cancellation). */
  attendee_id: number | null
  ticket_id: number | null
  name: string
  cellphone: string
  status: 'ACTIVE' | 'CANCELLED' | 'REPLACED'
  replaced_by: number | null
  created_at: number
  closed_at: number | null
}

/** `leads` (migration 018): an account the lead radar follows, its source and its score by category as of `scored_at`. */
export interface LeadRow {
  id: number
  account_id: number
  /** The promoter who brought them; null: company staff follow them up. */
  promoter_id: number | null
  channel: 'link' | 'share' | 'card' | 'assistant' | 'direct'
  first_seen_at: string
  last_action_at: string
  /** The latest form's name and company ('' when none). */
  contact_name: string
  contact_company: string
  /** The phone a form gave with consent to be contacted; null: none (the radar masks the account's phone). */
  contact_cellphone: string | null
  events: number
  products: number
  courses: number
  content: number
  /** JSON: the scored actions that weighed most at `scored_at` (StoredReason[]). */
  reasons: string
  /** ms, the rules' clock */
  scored_at: number
  /** ms: the last hot-lead notice */
  notified_at: number | null
}

/** `lead_card_views` (migration 018): a signed-in visitor opened a colleague's card that Beijing day. */
export interface LeadCardViewRow {
  account_id: number
  company_user_id: number
  day: string
  viewed_at: string
}

/** `lead_clears` (migration 018): the account cleared its data (我的数据) then; older records are not read. */
export interface LeadClearRow {
  account_id: number
  cleared_at: string
}

/** `lead_radar_state` (migration 018): how far the scoring pass has read the records (ISO), null before the first. */
export interface LeadRadarStateRow {
  id: number
  scanned_to: string | null
}

/** `lead_notice_consents` (migration 019): a promoter accepted the hot-lead subscribe message once; one message each. */
export interface LeadNoticeConsentRow {
  id: number
  account_id: number
  platform: 'weapp' | 'tt'
  template_id: string
  created_at: number
  used_at: number | null
}

/**
 * The API contract shared by the app (src/) and the local API server (server/).
 *
 * Every JSON answer is an {@link Envelope}. Paths are written next to the types they carry
 * (`METHOD /path`) so that a grep for a path finds both its caller and its handler.
 * Money is in fen (1/100 yuan); times are ISO-8601 strings unless named `...Ms`.
 */

/** The wrapper around every JSON answer: code 200 ok, 209 "a value", anything else an error. */
export interface Envelope<T> {
  code: number
  data: T
  message: string
}

/** Spring-style page: `number` is zero-based; the app asks for page=number+2 next (pages are one-based in requests). */
export interface Page<T> {
  content: T[]
  last: boolean
  number: number
  size: number
  totalElements: number
  totalPages: number
}

// ---------------------------------------------------------------- content

/** contentType codes of spec §3. */
export const ContentType = {
  CUSTOM: 0,
  ARTICLE: 1,
  VIDEO: 2,
  COURSE: 3,
  EVENT: 5,
  FILEDOWNLOAD: 6,
  CUSTOMER_CASE: 10,
  PRODUCT_INTRODUCTION: 11
} as const
export type ContentTypeCode = (typeof ContentType)[keyof typeof ContentType]

/** Built-in entity type names; a custom entity type is named by its numeric id instead. */
export type EntityTypeName = 'ARTICLE' | 'VIDEO' | 'COURSE' | 'EVENT' | 'FILEDOWNLOAD' | 'CUSTOMER_CASE' | 'PRODUCT_INTRODUCTION' | 'BAGEVENT'

export interface Category {
  id: number
  name: string
  entityType: EntityTypeName | number
  sort: number
}

export type EventStatus = 'UPCOMING' | 'ONGOING' | 'ENDED'

/** Who may see a content item (spec §5 access gates). */
export interface AccessGate {
  /** Visitor must have added the enterprise-messenger contact ("需要添加企业微信"). */
  requireCpContact: boolean
  /** Visitor must follow the official account ("需要关注公众号"). */
  requireSubscribe: boolean
}

/** A list row: enough for a card in any content list. */
export interface EntityDataSummary {
  id: number
  entityDataId: number
  /** Built-in name or the numeric id of a custom entity type. */
  entityType: EntityTypeName | number
  contentType: ContentTypeCode
  title: string
  summary: string
  cover: string
  categoryId: number | null
  categoryName: string | null
  labels: string[]
  publishTime: string
  viewCount: number
  starCount: number
  recommend: boolean
  /** Price in fen; 0 or null = free. */
  price: number | null
  // event rows
  startTime?: string
  endTime?: string
  address?: string
  eventStatus?: EventStatus
  // video / course rows
  duration?: number
  lessonCount?: number
  // material rows
  fileCount?: number
  totalSize?: number
}

export interface FileItem {
  id: number
  name: string
  url: string
  /** Bytes. */
  size: number
  ext: string
}

export interface Speaker {
  id: number
  name: string
  title: string
  company: string
  avatar: string
  intro: string
}

export interface ScheduleItem {
  id: number
  /** YYYY-MM-DD */
  day: string
  startTime: string
  endTime: string
  title: string
  track: string
  location: string
  speakerIds: number[]
}

export interface EventInfo {
  startTime: string
  endTime: string
  address: string
  city: string
  status: EventStatus
  checkinOpen: boolean
  /** Set for events of the external event platform (BAGEVENT). */
  bageventUrl: string | null
  capacity: number
  signedUpCount: number
  schedule: ScheduleItem[]
}

export interface MetadataField {
  key: string
  label: string
  value: string
}

/** GET /api/open/v1/entityData/entityDataDetail/{id} */
export interface EntityDataDetail extends EntityDataSummary {
  /** Rich text HTML from the editor: must be sanitised before rendering. */
  content: string
  redirectType: 'URL' | 'NONE'
  redirectUrl: string | null
  registerWebsiteFormId: number | null
  /** Derived: the current account already submitted registerWebsiteFormId. */
  submitted: boolean
  gate: AccessGate
  /** Paid content the current account has bought (or free content). */
  owned: boolean
  starred: boolean
  files: FileItem[]
  video: { url: string; poster: string; duration: number } | null
  event: EventInfo | null
  speakers: Speaker[]
  metadata: MetadataField[]
}

export interface CourseItem {
  id: number
  courseId: number
  title: string
  type: 'VIDEO' | 'ARTICLE'
  /** Seconds. */
  duration: number
  videoUrl: string | null
  poster: string | null
  /** Rich text for article lessons. */
  content: string | null
  free: boolean
  learned: boolean
  progressTime: number
  percent: number
}

export type LearnStatus = 'NOT_STARTED' | 'LEARNING' | 'COMPLETED'

/** GET /api/open/v1/entityData/getCourseDetail/{id} */
export interface CourseDetail extends EntityDataDetail {
  lessons: CourseItem[]
  collected: boolean
  learnStatus: LearnStatus
  /** 0..100 */
  progress: number
}

/** POST /api/ca-open/v1/course/record */
export interface CourseRecordBody {
  courseItemId: number
  /** Seconds watched in this report. */
  time: number
  /** Position reached, seconds. */
  progressTime: number
  /** 0..100 */
  percent: number
  /** 1 when the lesson is finished. */
  learnCompletedEvent?: 0 | 1
}

/** GET /api/open/v1/entityData/entityDataList */
export interface EntityDataListQuery {
  page?: number
  size?: number
  entityType?: EntityTypeName | number
  /** Comma-separated entity types. */
  entityTypes?: string
  contentKeys?: string
  searchValue?: string
  recommend?: boolean
  filterType?: string
  labelId?: number
  /** Comma-separated ids. */
  ids?: string
  crossLabelIds?: string
  contentEntityId?: number
  labelIds?: string
  categoryId?: number
}

/** A custom entity type: GET /api/open/v1/content/customEntity/list */
export interface CustomEntity {
  id: number
  name: string
  fields: { key: string; label: string }[]
}

export interface SearchableEntity {
  entityType: EntityTypeName | number
  name: string
}

// ---------------------------------------------------------------- site, theme, navigation

/** Navigation item types 0-9 of spec §2. */
export type NavType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9

export interface NavItem {
  id: number
  title: string
  icon: string
  type: NavType
  outUrl?: string | null
  aimTo?: string | null
  link?: string | null
  templateId?: number | null
  extra?: string | null
  tip?: string | null
  websiteFormId?: number | null
  assetId?: number | null
  appId?: string | null
  path?: string | null
  /** type 5: content type name or numeric custom entity id, plus id */
  contentType?: string | number | null
  contentId?: number | null
  /** type 6 */
  interactionId?: number | null
  /** type 7: entity list, or one record when entityDataId is set */
  entityId?: number | null
  entityDataId?: number | null
  /** type 8 (video channel; unsupported on the web) */
  feedId?: string | null
  /** type 9: phone number when link is callNumber */
  phoneNumber?: string | null
}

type ModuleKind = 'BANNER' | 'NAV' | 'CONTENT' | 'RICH_TEXT' | 'IMAGE' | 'TITLE' | 'CARD'

interface ModuleBase {
  id: number
  kind: ModuleKind
  title: string
  subtitle: string
  /** Where "more" goes. */
  more: NavItem | null
}
export interface BannerModule extends ModuleBase {
  kind: 'BANNER'
  slides: { image: string; title: string; nav: NavItem | null }[]
}
export interface NavModule extends ModuleBase {
  kind: 'NAV'
  columns: number
  items: NavItem[]
}
/** Content rows come from GET /api/open/website/module/moduleData/{id}. */
export interface ContentModule extends ModuleBase {
  kind: 'CONTENT'
  entityType: EntityTypeName | number
  layout: 'list' | 'grid' | 'scroll'
  size: number
}
export interface RichTextModule extends ModuleBase {
  kind: 'RICH_TEXT'
  html: string
}
export interface ImageModule extends ModuleBase {
  kind: 'IMAGE'
  image: string
  nav: NavItem | null
}
export interface TitleModule extends ModuleBase {
  kind: 'TITLE'
}
export interface CardModule extends ModuleBase {
  kind: 'CARD'
  companyUserId: number
}
export type SiteModule = BannerModule | NavModule | ContentModule | RichTextModule | ImageModule | TitleModule | CardModule

/** GET /api/open/v1/website/{id}/info */
export interface WebsiteInfo {
  id: number
  name: string
  logo: string
  /** style_a | style_b | style_passion (or legacy "passion"). */
  themeCode: string
  /** JSON string merged over the theme defaults. */
  themeConfig: string
  shareTitle: string
  shareImage: string
  /** The home page's modules. */
  modules: SiteModule[]
}

/** GET /api/open/v1/website/miniapp/template/{id}: a custom page. */
export interface CustomPage {
  id: number
  title: string
  modules: SiteModule[]
}

/** GET /api/open/v1/company/companyInfo */
/**
 * Features the local server offers beyond the specification's API (docs/endpoints.md "Extensions"). The app asks
 * `GET /api/open/v1/extensions` once; a server without it (404, or any failure) offers none, and each feature's
 * screens and buttons stay hidden.
 */
export type ExtensionName =
  | 'waitlist'
  | 'registrationEdit'
  | 'reminders'
  | 'offlineTicket'
  | 'conditionalFields'
  | 'funnel'
  | 'assistantCards'
  | 'ticketTransfer'
  | 'leadRadar'
  | 'groupRegistration'

/** GET /api/open/v1/extensions */
export interface Extensions {
  features: ExtensionName[]
}

export interface CompanyInfo {
  id: number
  name: string
  domain: string
  miniAppWebsiteId: number | null
  themeColor: string
  gradientColor: [string, string]
  squareLogo: string
  /** Used in the "<product>-Track" header name. */
  productName: string
  servicePhone: string
  /** The company's WeChat mini-program appid (ours); null when it has none. */
  miniAppId?: string | null
}

export interface ModuleThemeSettings {
  boxShadow: boolean
  verticalMargin: number
  horizontalMargin: number
  borderRadius: number
  titleHeight: number
  titleBackground: string
  titleDecoration: 'none' | 'bar' | 'dot'
  titlePosition: 'left' | 'center'
  titleText: string
  subtitleText: string
  contentPaddings: number
  contentBackground: string
  moreAtBottom: boolean
}

export interface ThemeConfig {
  themeColor: string
  backgroundType: 'color' | 'image'
  backgroundColor: string
  backgroundSrc: string
  moduleTheme: 'theme2' | 'theme4'
  moduleThemeSettings: ModuleThemeSettings
}

/** GET /api/open/v1/popup/fetchPopupPush?platform=MINI_PROGRAM */
export interface PopupPush {
  id: number
  image: string
  title: string
  nav: NavItem | null
  /** ONCE: once ever; DAILY: once a day; EVERY: each visit. */
  rule: 'ONCE' | 'DAILY' | 'EVERY'
}

// ---------------------------------------------------------------- accounts

export type Role = 'VISITOR' | 'MEMBER' | 'PROMOTER' | 'UC_USER'

export interface WxUser {
  weixinUserId: number
  nickname: string
  sex: number
  language: string
  city: string
  province: string
  country: string
  headImgUrl: string
  subscribe: boolean
  unionId: string
  openId: string
  miniAppOpenId: string
}

export interface Account {
  accountId: number
  /** The session token, sent as the Authorization-Ca header. */
  accountKey: string
  /** Key for the upload endpoint. */
  apiKey: string
  companyId: number
  companyUserId: number | null
  cellphone: string | null
  name: string
  nickName: string
  email: string
  avatar: string
  gender: 0 | 1 | 2
  subscribe: boolean
  cpContactAdded: boolean
  newVisitor: boolean
  accountInfoCompleted: boolean
  selfBusinessCardId: number | null
  wxUser: WxUser | null
  wxUserId: number | null
  /** The account's ocuid (owner company user id that brought the visitor). */
  ocuid: number | null
  roles: Role[]
  points: number
  company: string
  title: string
  status: 'ACTIVE' | 'DISABLED'
}

/** POST /api/ca-open/v1/companyAccount/wxh5/login */
export interface LoginResult {
  account: Account
  ownerCompanyUserId: number | null
  /** Token for the UC (colleague) area; null for accounts that are not company users. */
  ucToken: string | null
  companyUser: CompanyUser | null
}

export interface CompanyUser {
  companyUserId: number
  name: string
  title: string
  department: string
  avatar: string
  cellphone: string
  email: string
  businessCardId: number | null
}

/** POST /api/ca-open/v1/companyAccount/updateInfos */
export interface UpdateInfosBody {
  name?: string
  nickName?: string
  avatar?: string
  email?: string
  gender?: 0 | 1 | 2
  company?: string
  title?: string
}

/** GET /api/ca-open/v1/companyAccount/trackParams */
export interface TrackParam {
  paramName: string
  paramValue: string
}

/** GET /api/open/auth/code?account&type=0 sends an SMS code (printed in the server log). */
export interface SmsCodeResult {
  sent: boolean
  /** Seconds before another code may be asked for. */
  retryAfter: number
}

// ---------------------------------------------------------------- forms

export type FormFieldType =
  'TEXT' | 'TEXTAREA' | 'PHONE' | 'EMAIL' | 'NUMBER' | 'RADIO' | 'CHECKBOX' | 'DATE' | 'REGION' | 'COMPANY' | 'IMAGE' | 'FILE' | 'AGREEMENT'

export interface FormField {
  key: string
  label: string
  type: FormFieldType
  required: boolean
  placeholder: string
  options: string[]
  /** For NUMBER */
  min?: number | null
  max?: number | null
  /** For TEXT/TEXTAREA */
  maxLength?: number | null
  /** AGREEMENT text (rich text) */
  agreement?: string | null
  /** For DATE (ours): only today or a later day (Beijing date) is taken, e.g. a demo's wished date. */
  fromToday?: boolean
  /**
   * Extension `conditionalFields` (ours; absent from a server without it): the field is shown, required and sent
   * only when the answer of the earlier field `key` matches (src/utils/form-conditions.ts).
   */
  showWhen?: FormFieldCondition
}

/** Show a field when the earlier field `key` was answered with `equals` (or one of them; a CHECKBOX: ticked one). */
export interface FormFieldCondition {
  key: string
  equals: string | string[]
}

/** GET /api/open/v1/account/getFormById?id */
export interface WebsiteForm {
  id: number
  title: string
  description: string
  fields: FormField[]
  /** Phone field must be verified by SMS code. */
  smsVerify: boolean
  /** Event registration: a phone other than the account's verified cellphone must be verified by SMS code. */
  verifyNewPhone?: boolean
  /** The event or course this form registers for, if any. */
  contentEntityId: number | null
  /** That content's type (EVENT, COURSE…), so the success page speaks of the right thing. */
  contentEntityType?: EntityTypeName | number | null
  submitted: boolean
  submitText: string
  successText: string
}

export type FormValue = string | number | string[] | boolean | null

/** POST /api/open/v1/account/submitSurvey?websiteFormId */
export interface SubmitSurveyBody {
  values: Record<string, FormValue>
  /** SMS code when the form asks for verification. */
  smsCode?: string
  /** Client-generated key: a retried submit with the same key is not stored twice. */
  idempotencyKey?: string
}

export interface SubmitSurveyResult {
  submissionId: number
  ticket: Ticket | null
  /**
   * (ours) The visitor's sign-in when this submission changed it: the SMS-proven phone was bound to their
   * account (no phone before, no other account has it), or they were signed in to the account that owns it.
   * The app applies it (the Authorization-Ca key may be another account's now). Absent or null: unchanged.
   */
  login?: LoginResult | null
}

/**
 * (ours) The `data` of a submitSurvey refusal: the field it is about (a field key, or `__smsCode` for the SMS
 * code), and `reason` when the app answers it with a screen of its own: SUBMITTED (this account sent the form
 * before), PHONE_REGISTERED (the phone is registered already, by its own account: sign in with it to see the ticket).
 */
export interface FormRefusal {
  field?: string
  reason?: 'SUBMITTED' | 'PHONE_REGISTERED'
}

/** POST /api/open/v1/account/form/behalfSubmit */
export interface BehalfSubmitBody {
  websiteFormId: number
  submitFormType: 'REGISTER_EVENT'
  contentEntityId: number
  values: Record<string, FormValue>
}

// ---------------------------------------------------------------- events

export type AuditStatus = 'PENDING' | 'APPROVED' | 'REJECTED'
export type CheckinStatus = 'NOT_CHECKED_IN' | 'CHECKED_IN' | 'SIGNED_OUT'

export interface Attendee {
  attendeeId: number
  eventId: number
  accountId: number
  name: string
  cellphone: string
  company: string
  title: string
  auditStatus: AuditStatus
  checkinStatus: CheckinStatus
  checkinTime: string | null
  signoutTime: string | null
  createdAt: string
  values: Record<string, FormValue>
  /** Registered by a promoter on someone's behalf. */
  behalfBy: number | null
  /** Registered on someone's behalf and confirmed by them (they signed in or verified that phone); false while 代报名·待确认, true otherwise. */
  behalfConfirmed?: boolean
  /** The attendee's own changes to their answers (ours: only with the registrationEdit extension; null when none). */
  edits?: AttendeeEdits | null
  /** Given to this attendee by the ticket's earlier holder (ours: only with the ticketTransfer extension; null when not). */
  transfer?: AttendeeTransfer | null
  /** Registered in a group (ours: only with the groupRegistration extension; null when not): the audit list's 团体. */
  group?: AttendeeGroup | null
}

/** The group registration an attendee holds a seat of, and the leader who registered them. */
export interface AttendeeGroup {
  groupId: number
  leaderName: string
  /** Masked, as every phone of the audit list. */
  leaderCellphone: string
}

/** Who held a transferred ticket before its attendee, and when it passed (the audit list's 已转让). */
export interface AttendeeTransfer {
  fromName: string
  /** Masked, as every phone of the audit list. */
  fromCellphone: string
  transferredAt: string
}

export interface Ticket {
  ticketId: number
  code: string
  eventId: number
  eventTitle: string
  eventCover: string
  startTime: string
  endTime: string
  address: string
  attendeeName: string
  cellphone: string
  auditStatus: AuditStatus
  checkinStatus: CheckinStatus
  checkinTime: string | null
  /**
   * The ticket code's QR image, an address the server signed (it draws no unsigned codes); null until the
   * registration is approved: a ticket waiting for audit, or rejected, carries no entry code.
   */
  qrCode: string | null
  /**
   * The registration's answers as the form labels them, in its order: hidden and empty answers left out, uploads
   * by their file name, phones masked (ours; absent from copies kept on a device before it was added).
   */
  answers?: TicketAnswer[]
}

/** One registered answer on a ticket: the form field's label and the answer as text. */
export interface TicketAnswer {
  label: string
  value: string
}

/**
 * What a door operation answers (check-in, sign-out): whom and what it was for and their status now. No ticket
 * code, no QR code, the phone masked (138****0000): the door needs nothing more.
 */
export interface DoorResult {
  eventId: number
  eventTitle: string
  startTime: string
  endTime: string
  attendeeName: string
  /** Masked: 138****0000. */
  cellphone: string
  auditStatus: AuditStatus
  checkinStatus: CheckinStatus
  checkinTime: string | null
  signoutTime: string | null
}

/** POST /api/ca/v1/event/attendee/batchAudit */
export interface BatchAuditBody {
  eventId: number
  attendeeIds: number[]
  auditType: 'APPROVE' | 'REJECT'
}

/** An event's waitlist as one visitor sees it (ours; extension `waitlist`, docs/endpoints.md "Extensions"). */
export interface WaitlistState {
  eventId: number
  /** Seats of the event; 0 = no cap (never full, no waitlist). */
  capacity: number
  /** Registrations that were not rejected. */
  taken: number
  /** Seats held for people on the waitlist by offers still running. */
  held: number
  /** No seat left for a new registration (taken + held ≥ capacity): the event takes a waitlist. */
  full: boolean
  /** People waiting in line. */
  waiting: number
  /** The visitor's own place; null when not signed in or never on the list. */
  mine: WaitlistEntry | null
  /**
   * The subscribe-message templates of each mini-program; the app asks the visitor for `waitlistOffer`
   * (WX_TMPL_WAITLIST_OFFER, TT_TMPL_WAITLIST_OFFER; null: none configured, nothing asked) in the tap that joins.
   */
  subscribeTemplates: Record<SubscribePlatform, SubscribeTemplates>
}

/** The mini-programs that have subscribe messages (the web has none: the in-app notice is its channel). */
export type SubscribePlatform = 'weapp' | 'tt'

/** Subscribe-message templates of one platform (ours); null when the server has none configured. */
export interface SubscribeTemplates {
  /** The message that a waitlist offer was made, with its deadline. */
  waitlistOffer: string | null
  /** The message that an event the visitor asked reminders for starts soon (WX_TMPL_EVENT_REMINDER, TT_TMPL_EVENT_REMINDER). */
  eventReminder: string | null
  /** The message to a promoter that a lead turned hot (WX_TMPL_HOT_LEAD, TT_TMPL_HOT_LEAD; extension leadRadar). */
  hotLead: string | null
}

/** POST /api/ca/v1/event/{id}/waitlist/join (ours): the templates the visitor accepted in the joining tap, if any. */
export interface WaitlistJoinBody {
  platform?: SubscribePlatform
  /** Template ids the platform's dialog answered 'accept' for; others are ignored. */
  subscribed?: string[]
}

/** One visitor's place in a waitlist. */
export interface WaitlistEntry {
  /** WAITING in line; OFFERED a seat (register before offerExpiresAt); ACCEPTED (registered); EXPIRED (the offer ran out); LEFT. */
  status: 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'EXPIRED' | 'LEFT'
  /** 1 = next in line; null unless WAITING. */
  position: number | null
  /** When the offered seat is given to the next person (OFFERED, EXPIRED). */
  offerExpiresAt: string | null
  joinedAt: string
}

/** A registration as its attendee edits it (ours; extension `registrationEdit`). */
export interface Registration {
  ticketId: number
  attendeeId: number
  eventId: number
  /** The event's sign-up form the answers belong to. */
  formId: number
  values: Record<string, FormValue>
  auditStatus: AuditStatus
  /** The attendee may change the answers now; else `reason` says why not. */
  editable: boolean
  reason: string | null
  /** Saving a change sends an approved registration back to the organiser's audit (待审核). */
  reaudit: boolean
}

/** POST /api/ca/v1/event/ticket/{ticketId}/registration (ours) */
export interface RegistrationEditBody {
  values: Record<string, FormValue>
  /** The SMS code sent to a new phone that is not the account's verified one. */
  smsCode?: string
}

/** A transfer the holder started and the receiver has not claimed yet (ours; extension `ticketTransfer`). */
export interface TicketTransferOffer {
  /** The claim link's secret: the receiver opens `Routes.ticketClaim` with it. */
  token: string
  toName: string
  /** Masked: the holder typed it, the link shows only its ends. */
  toCellphone: string
  createdAt: string
  /** Unclaimed by then, the offer lapses and the ticket stays the holder's. */
  expiresAt: string
}

/** GET /api/ca/v1/event/ticket/{ticketId}/transfer (ours): may the holder transfer it now, and the open offer. */
export interface TicketTransferState {
  ticketId: number
  transferable: boolean
  /** Why not, when not transferable. */
  reason: string | null
  /** Claiming sends an approved registration of an audited event to the organiser's audit (待审核). */
  reaudit: boolean
  pending: TicketTransferOffer | null
}

/** POST /api/ca/v1/event/ticket/{ticketId}/transfer (ours) */
export interface TicketTransferBody {
  name: string
  cellphone: string
}

/** GET /api/ca/v1/event/ticketTransfer/{token} (ours): what the receiver is offered. */
export interface TicketTransferClaim {
  eventId: number
  eventTitle: string
  startTime: string
  endTime: string
  address: string
  fromName: string
  toName: string
  /** Masked; the receiver types the whole number to get the SMS code. */
  toCellphone: string
  expiresAt: string
  /** PENDING: claimable; DONE: claimed; WITHDRAWN / EXPIRED: void. */
  status: 'PENDING' | 'DONE' | 'WITHDRAWN' | 'EXPIRED'
  /** Claiming now would be refused for this reason (the event started, the holder checked in…). */
  reason: string | null
}

/** POST /api/ca/v1/event/ticketTransfer/{token}/claim (ours) */
export interface TicketTransferClaimBody {
  cellphone: string
  smsCode: string
}

/**
 * One member of a group registration as its leader sees it (ours; extension `groupRegistration`): the person now
 * holding the group's seat, their phone masked.
 */
export interface GroupMember {
  memberId: number
  /** The member's ticket while they hold one; null once cancelled or replaced. */
  ticketId: number | null
  name: string
  /** Masked (138****0000), as every list shows a phone. */
  cellphone: string
  /** ACTIVE: holds a ticket; CANCELLED: given back (by the leader or the member themselves); REPLACED: another person took the seat. */
  status: 'ACTIVE' | 'CANCELLED' | 'REPLACED'
  auditStatus: AuditStatus | null
  checkinStatus: CheckinStatus | null
  /** The leader's own registration (their verified phone). */
  leader: boolean
  /** The leader may cancel this member now (not checked in, the event not over). */
  cancellable: boolean
  /** The leader may give this seat to someone else now (before the event starts, not checked in, not rejected). */
  replaceable: boolean
  /** Why not, when the member is active but cannot be replaced. */
  reason: string | null
}

/** GET /api/ca/v1/event/group/{groupId} (ours): a group registration as its leader manages it. */
export interface GroupRegistration {
  groupId: number
  eventId: number
  eventTitle: string
  startTime: string
  endTime: string
  address: string
  formId: number
  /** The answers filled once for everyone (the company, the agreement). */
  shared: Record<string, FormValue>
  createdAt: string
  /** Members holding a ticket now. */
  active: number
  /** Every member, in the order registered; a replacement comes after the person it replaced. */
  members: GroupMember[]
  /** Replacements the group may still make (it keeps at most GROUP_MAX_MEMBER_ROWS member rows). */
  replacementsLeft: number
  /** People the leader may add now (up to the group's most, within its rows; 0 once the event ended). */
  addable: number
}

/** GET /api/ca/v1/event/{id}/group (ours): may the account register a group for the event now, and its group. */
export interface GroupRegistrationState {
  eventId: number
  eventTitle: string
  /** The event's registration form (its fields per person and shared: src/shared/group-registration.ts). */
  formId: number | null
  minMembers: number
  maxMembers: number
  /** Seats a group may take now (capacity less registrations and seats held for the waitlist); null: no cap. */
  seatsLeft: number | null
  /** A new group may be registered now; else `reason`. */
  open: boolean
  reason: string | null
  /** The leader needs a verified phone first (the app offers 验证手机号). */
  needsPhone: boolean
  /** The account's group for the event, when it registered one. */
  group: GroupRegistration | null
}

/** POST /api/ca/v1/event/{id}/group (ours) */
export interface GroupRegistrationBody {
  /** Answers of the shared fields, given once. */
  shared: Record<string, FormValue>
  /** Each person's own answers (the per-person fields), 2 to 10 of them. */
  members: { values: Record<string, FormValue> }[]
  /** The same key again answers the group it registered (a retry after a lost answer), never a second group. */
  idempotencyKey?: string
}

/** POST /api/ca/v1/event/group/{groupId}/member/{memberId}/replace (ours): the new person's own answers. */
export interface GroupReplaceBody {
  values: Record<string, FormValue>
}

/** POST /api/ca/v1/event/group/{groupId}/members (ours): more people for the group, each with their own answers. */
export interface GroupAddMembersBody {
  members: { values: Record<string, FormValue> }[]
}

/** A group refusal about one member's answer (`member`: its index in the body) or a shared one (`field` alone). */
export interface GroupRefusal {
  member?: number
  field?: string
}

/** One answer an attendee changed: the registered value and the current one. */
export interface FieldChange {
  key: string
  label: string
  before: FormValue
  after: FormValue
}

/** What an attendee changed in their registration since they registered (ours; extension `registrationEdit`). */
export interface AttendeeEdits {
  /** When they last saved a change. */
  editedAt: string
  /** How many times they saved. */
  times: number
  /** Answers that differ from the ones they registered with. */
  changes: FieldChange[]
}

/** GET /api/ca/v1/event/{id}/reminders (ours; extension `reminders`): the visitor's reminders for an event. */
export interface ReminderPlan {
  eventId: number
  /** The visitor asked for reminders (subscribeNotice). */
  subscribed: boolean
  /** When each reminder is due (24 hours and 1 hour before the start) and whether it was sent. */
  reminders: { kind: 'T24H' | 'T1H'; at: string; sent: boolean }[]
  /**
   * The subscribe-message templates of each mini-program; the app asks the visitor for `eventReminder` in the
   * 订阅活动提醒 tap and sends the accepted ids with subscribeNotice (null: none configured, nothing asked).
   */
  subscribeTemplates: Record<SubscribePlatform, SubscribeTemplates>
}

/** GET /api/ca/v1/personalCenter/attendanceRecord */
export interface AttendanceRecord {
  attendeeId: number
  eventId: number
  title: string
  cover: string
  startTime: string
  address: string
  auditStatus: AuditStatus
  checkinStatus: CheckinStatus
}

export interface CheckinStatistic {
  eventId: number
  title: string
  registered: number
  approved: number
  checkedIn: number
  signedOut: number
  /** Check-ins per hour bucket. */
  byHour: { hour: string; count: number }[]
}

// ---------------------------------------------------------------- interaction

/** GET /api/ca-open/v1/onSiteInteractive/info?id */
export interface Interaction {
  id: number
  title: string
  description: string
  eventId: number | null
  points: InteractionPoint[]
}
export interface InteractionPoint {
  pointId: number
  name: string
  description: string
  reward: number
  verified: boolean
}
/** The code door staff show at a point (digits, and `scanText` as a QR code); it changes every few minutes. */
export interface InteractionPointCode {
  pointId: number
  name: string
  code: string
  /** What the point's QR code holds: `pointId=…&code=…`. */
  scanText: string
  /** The QR code image of scanText. */
  qrCode: string
  validUntil: string
}

// ---------------------------------------------------------------- lottery

export interface Prize {
  id: number
  name: string
  image: string
  /** THING: physical prize (claim form); POINTS; COUPON; NONE: "thanks for taking part" */
  kind: 'THING' | 'POINTS' | 'COUPON' | 'NONE'
  stock: number
}

/** GET /api/ca-open/v1/lottery/{id} */
export interface Lottery {
  id: number
  title: string
  description: string
  rules: string
  startTime: string
  endTime: string
  prizes: Prize[]
}

/** GET /api/ca-open/v1/lottery/{id}/chance */
export interface LotteryChance {
  canUse: boolean
  remaining: number
}

/** POST /api/ca-open/v1/lottery/{id} */
export interface DrawResult {
  recordId: number
  win: boolean
  prize: Prize | null
  /** Physical prizes need the claim form (completeInfo). */
  needInfo: boolean
  credentialId: string | null
}

export interface LotteryWinner {
  name: string
  prizeName: string
  time: string
}

export interface LotteryRecord {
  recordId: number
  lotteryId: number
  lotteryTitle: string
  prize: Prize | null
  win: boolean
  credentialId: string | null
  infoCompleted: boolean
  verified: boolean
  time: string
}

/** POST /api/ca-open/v1/lottery/completeInfo */
export interface LotteryCompleteBody {
  credentialId: string
  name: string
  /** The account's verified phone, or another one with `smsCode` (the code sent to it). */
  cellphone: string
  /** Required for a prize that ships (THING); refused for any other. */
  address: string
  smsCode?: string
}

// ---------------------------------------------------------------- orders, gifts

export type PayStatus = 'WAIT_PAY' | 'COMPLETE_PAY' | 'CANCELLED' | 'REFUNDED'

export interface Order {
  orderId: number
  orderNo: string
  title: string
  cover: string
  contentEntityDataId: number | null
  orderType: 'CONTENT' | 'EVENT' | 'COURSE'
  /** fen */
  amount: number
  payStatus: PayStatus
  payType: 'WX_PAY'
  createdAt: string
  paidAt: string | null
}

/** POST /api/ca/v1/order/pay/generateOrder */
export interface GenerateOrderBody {
  contentEntityDataId: number
  orderType: Order['orderType']
  payType?: 'WX_PAY'
}

export interface Gift {
  id: number
  name: string
  image: string
  description: string
  points: number
  stock: number
  kind: 'THING' | 'VIRTUAL'
}

export interface GiftRedemption {
  id: number
  giftId: number
  giftName: string
  giftImage: string
  points: number
  status: 'PENDING' | 'SHIPPED' | 'DONE'
  address: string | null
  createdAt: string
}

/** POST /api/ca/v1/community/gift/confirmGift/{id} answers what a redemption would cost. */
export interface GiftConfirm {
  gift: Gift
  balance: number
  enough: boolean
}

/** POST /api/ca/v1/community/gift/redeemGift */
export interface RedeemGiftBody {
  giftId: number
  name?: string
  cellphone?: string
  address?: string
}

export interface PointRecord {
  id: number
  /** Positive earns, negative spends. */
  change: number
  reason: string
  balance: number
  createdAt: string
}

// ---------------------------------------------------------------- notices, favourites, resources

export interface Notice {
  id: number
  title: string
  /** Rich text: sanitise before rendering. */
  content: string
  read: boolean
  createdAt: string
}

export interface FavouriteItem extends EntityDataSummary {
  starredAt: string
}

export interface ResourceItem {
  id: number
  entityDataId: number
  title: string
  file: FileItem
  obtainedAt: string
}

export interface OwnedCourse {
  courseId: number
  title: string
  cover: string
  learnStatus: LearnStatus
  progress: number
  lessonCount: number
  learnedCount: number
}

// ---------------------------------------------------------------- cards, assets, posters

export interface BusinessCard {
  businessCardId: number
  companyUserId: number
  name: string
  title: string
  department: string
  company: string
  avatar: string
  cellphone: string
  email: string
  weChat: string
  address: string
  intro: string
  companyLogo: string
  viewCount: number
  likeCount: number
}

/** The contact card the visitor can save (vCard). */
export interface ContactCard {
  firstName: string
  lastName: string
  phone: string
  email: string
  weChat: string
  title: string
  organization: string
}

export interface BrowsedRecord {
  id: number
  visitorName: string
  visitorAvatar: string
  time: string
  times: number
}

export interface AssetDirectory {
  id: number
  name: string
  parentId: number | null
  children: AssetDirectory[]
  assets: Asset[]
}

export interface Asset {
  id: number
  name: string
  kind: 'IMAGE' | 'VIDEO' | 'FILE'
  url: string
  cover: string
  size: number
  dirId: number | null
}

export interface PosterTemplate {
  id: number
  name: string
  preview: string
}

/** POST /api/ca-open/v1/share/genPoster, GET /share/maPosterImg/{id}/{tpl} */
export interface PosterResult {
  /** PNG on this server, named by the hash of the poster's content (the same poster keeps its address). */
  url: string
  width: number
  height: number
}

// ---------------------------------------------------------------- promotion

export interface PromotionUrl {
  url: string
  shortUrl: string
  qrCode: string
  scid: string
}

export interface PromotionViewData {
  /** 浏览量: every view of a page through the links counts once. */
  pv: number
  /** 访客数: distinct visitors; one person visiting many times counts once (as the funnel's visits). */
  uv: number
  /** 报名人数: registrations through the links (on-behalf ones once the person confirmed them), as the funnel's. */
  applicants: number
  /** Views per Beijing day (as the funnel's trend), oldest first; `uv` of a day counts that day's visitors. */
  daily: { date: string; pv: number; uv: number }[]
}

export interface PromotionViewDetail {
  id: number
  visitorName: string
  avatar: string
  page: string
  time: string
  /** Title of the content the visit landed on (null for pages without one). */
  pageTitle?: string | null
  /** Last four digits of a signed-in visitor's phone (null for anonymous visitors). */
  visitorPhoneTail?: string | null
}

export interface PromotionCampaign {
  id: number
  title: string
  cover: string
  eventId: number | null
  startTime: string
  endTime: string
  applicants: number
}

export interface RankItem {
  rank: number
  accountId: number
  name: string
  avatar: string
  count: number
  isMe: boolean
  /** Extension `funnel`: what `count` counts (check-ins when the campaign's tasks count them). */
  metric?: PromotionMetric
}

/** What a promotion task (and a rank) counts. CHECKINS: people who came to the door, which views cannot fake. */
export type PromotionMetric = 'VIEWS' | 'VISITORS' | 'APPLICANTS' | 'CHECKINS'

export interface PromotionTask {
  id: number
  title: string
  description: string
  target: number
  done: number
  reward: number
  status: 'DOING' | 'DONE'
  /** Extension `funnel`: what the task counts. */
  metric?: PromotionMetric
}

/** The four stages of the promoter funnel (extension `funnel`). */
export interface FunnelStages {
  /** Distinct visitors counted through the promoter's links (one visitor once, however many pages). */
  visits: number
  /** Registrations through the links. */
  registrations: number
  /** Of those, approved (or needing no approval). */
  approved: number
  /** Of those, checked in at the door. */
  checkedIn: number
}

/** One promotion link (one event's link of one promoter): its funnel, all time. */
export interface FunnelLink extends FunnelStages {
  eventId: number
  title: string
  /** The promoter whose link it is (shown in the company-wide view). */
  promoterName: string
}

/** One day (Beijing) of the trend: each stage counted on the day it happened. */
export interface FunnelDay {
  date: string
  visits: number
  registrations: number
  checkedIn: number
}

/** Registrations by where they came from (utm_source): 智能助手, 推广链接, 代报名, 代报名·待确认 (not confirmed by the person yet), 直接访问, or a campaign's own name. */
export interface FunnelSource {
  source: string
  label: string
  registrations: number
  approved: number
  checkedIn: number
}

/** GET /api/ca-open/v1/promote/funnel (ours, extension `funnel`) */
export interface PromotionFunnel {
  /** mine: the promoter's own links; all: every promoter's (company staff only). */
  scope: 'mine' | 'all'
  /** The account may ask for scope=all (company staff). */
  canSeeAll: boolean
  /** All time, over every link of the scope; registrations made on someone's behalf only once the person confirmed them. */
  totals: FunnelStages
  /** Registrations the scope's promoters made on someone's behalf that the person has not confirmed yet (代报名·待确认; counted nowhere else). */
  unconfirmedBehalf: number
  /** Per link, most registrations first (at most 20). */
  links: FunnelLink[]
  /** The trend's days (7–90), oldest first, zero-filled. */
  days: number
  daily: FunnelDay[]
  /**
   * The trend's numbers for its whole period: visitors counted once however many days they came (so not the sum of
   * the days' visitors), registrations and check-ins (the sums of the days).
   */
  period: Omit<FunnelDay, 'date'>
  /** All time: the scope's registrations by source (scope=all: every registration, with or without a promoter). */
  sources: FunnelSource[]
  /** Scope all: taps on the assistant's cards in the trend's days, by action (analytics `ai_card_action`). */
  assistantActions: Record<AiCardAction, number> | null
}

// ---------------------------------------------------------------- lead radar (ours, extension `leadRadar`)

/** The interests a lead's score is kept in (src/shared/lead-score.ts LEAD_SCORING says what each action adds). */
export type LeadCategory = 'events' | 'products' | 'courses' | 'content'

/** What a lead did: a page or content viewed, a material downloaded, a form, a registration, a check-in, a question… */
export type LeadActionKind = 'view' | 'download' | 'form' | 'register' | 'checkin' | 'ask' | 'learn' | 'favorite' | 'lottery' | 'points' | 'card'

/** How the lead reached the company, as the server recorded it (never what a client claims). */
export type LeadChannel = 'link' | 'share' | 'card' | 'assistant' | 'direct'

/** One of the actions that weigh most in a lead's score now. */
export interface LeadReason {
  kind: LeadActionKind
  /** 浏览「…」, 下载「…」, 报名「…」… */
  title: string
  category: LeadCategory
  at: string
  /** What it adds now, after the category's decay (one decimal). */
  points: number
}

/** A row of 线索雷达. */
export interface LeadSummary {
  leadId: number
  name: string
  avatar: string
  /** Masked (138****0000) unless the person gave it in a form, agreeing to be contacted; null when none is known. */
  cellphone: string | null
  /** The phone above is the one the person gave with consent to be contacted (shown whole). */
  contactConsent: boolean
  company: string
  channel: LeadChannel
  /** 推广链接, 分享/海报, 名片, 智能助手, 直接访问. */
  channelLabel: string
  /** The promoter who brought them; null: a direct visitor (company staff follow them up). */
  promoterName: string | null
  /** The score now (rounded): the categories' sum after decay. */
  score: number
  scores: Record<LeadCategory, number>
  /** The category that weighs most, null at score 0. */
  topCategory: LeadCategory | null
  /** The (at most) three actions that weigh most now. */
  why: LeadReason[]
  /** At or above LEAD_SCORING.hotThreshold. */
  hot: boolean
  firstSeenAt: string
  lastActionAt: string
  /** First seen in the last 7 days. */
  isNew: boolean
}

/** GET /api/ca-open/v1/promote/leads (ours, `leadRadar`): the warmest leads of the scope, hottest first. */
export interface LeadList {
  /** mine: who came through the promoter; all: every lead (company staff only). */
  scope: 'mine' | 'all'
  canSeeAll: boolean
  /** The account may download the list as CSV (company staff). */
  canExport: boolean
  hotThreshold: number
  /** Behaviour older than this many days is forgotten (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number
  /** Leads matching the filters (the list shows at most 100 of them). */
  total: number
  leads: LeadSummary[]
  /**
   * The hot-lead subscribe message on the mini-programs: the template each platform asks for (null: none configured,
   * nothing asked) and how many messages the viewer's acceptances still allow (each allows one).
   */
  hotLeadMessages: { templates: Record<SubscribePlatform, string | null>; left: number }
}

/** POST /api/ca-open/v1/promote/leads/subscribe (ours): the templates accepted in a 热线索提醒 tap on a mini-program. */
export interface LeadSubscribeBody {
  platform: SubscribePlatform
  subscribed: string[]
}

/** One entry of a lead's timeline, newest first. */
export interface LeadTimelineItem {
  kind: LeadActionKind
  title: string
  /** The content or page it concerns, or what was asked; '' when nothing more. */
  detail: string
  category: LeadCategory | null
  at: string
  /** Active seconds on the page (views), else null. */
  seconds: number | null
  /** What the rules gave it when it happened (after the daily caps, before decay); 0: shown, not scored. */
  points: number
}

/** The lead's score at the end of a Beijing day. */
export interface LeadScorePoint {
  date: string
  score: number
}

/** GET /api/ca-open/v1/promote/leads/{leadId} (ours, `leadRadar`): the lead's sheet. */
export interface LeadSheet extends LeadSummary {
  /** Newest first, at most 100. */
  timeline: LeadTimelineItem[]
  /** The last 14 Beijing days, oldest first. */
  history: LeadScorePoint[]
}

/** How many of each kind of record about the visitor the radar reads. */
export interface MyDataCount {
  kind: LeadActionKind
  label: string
  count: number
}

/** GET /api/ca/v1/personalCenter/myData (ours, `leadRadar`): what is kept about the signed-in visitor. */
export interface MyData {
  retentionDays: number
  counts: MyDataCount[]
  /** Newest first, at most 100: what the company's staff (or the promoter who brought them) can see. */
  timeline: LeadTimelineItem[]
  /** The interest score kept about them, null when none. */
  score: number | null
  scores: Record<LeadCategory, number> | null
  /** Who follows them up: 渠道伙伴 李娜, 公司员工; null when no one. */
  followedBy: string | null
  /** When they last cleared their data, null if never. */
  clearedAt: string | null
}

// ---------------------------------------------------------------- AI

export interface AiAssistant {
  id: number
  name: string
  avatar: string
  welcome: string
  suggestions: string[]
}

export interface AiMessage {
  id: number
  role: 'user' | 'assistant'
  /** Markdown for assistant messages; render safely. */
  content: string
  createdAt: string
  /** Content the answer refers to. */
  links: { entityType: EntityTypeName | number; id: number; title: string }[]
  /** Extension `assistantCards`: the content the answer was built from as cards with one-tap actions. */
  cards?: AiCard[]
}

/** A one-tap action of an assistant card: 报名 (events), 下载 (materials, through their gate), 收藏. */
export type AiCardAction = 'signup' | 'download' | 'favorite'

/** Content the assistant answered from, as a card (extension `assistantCards`). */
export interface AiCard {
  type: EntityTypeName | number
  id: number
  title: string
  cover: string
  /** Events: when, on the Beijing clock ("12月7日（周一）09:00-17:00（北京时间）"). */
  time?: string
  actions: AiCardAction[]
  /** signup: the event's sign-up form; null: the event's own page signs up. */
  formId?: number | null
  /** download: the material's file the tap downloads. */
  fileId?: number | null
  /** favorite: whether the asking account keeps it among its favourites (when the answer was read). */
  starred?: boolean
}

// ---------------------------------------------------------------- misc

export interface AddressNode {
  code: string
  name: string
  children?: AddressNode[]
}

export interface EnterpriseInfo {
  name: string
  creditCode: string
  legalPerson: string
}

export interface ShortLinkInfo {
  keyword: string
  /** Where the short link goes: a path inside the app or an http(s) URL. */
  target: string
  title: string
  content: string | null
}

export interface QrCodeInfo {
  /** Image URL (GET /api/open/qrCode/gen?content=...). */
  qrCode: string
  title: string
  tip: string
}

export interface UploadResult {
  url: string
  name: string
  size: number
}

export interface WxSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

// ---------------------------------------------------------------- analytics

/** POST /api/open/v1/analytics (spec §3) */
export interface AnalyticsPayload {
  siteId: number | string
  anonymousPageId: string
  type: 'event' | 'systemEvent'
  event: string
  properties: Record<string, unknown>
  pageProperties: {
    title: string
    url: string
    path: string
    hash: string
    search: string
    width: number
    height: number
    referrer: string
  }
}

/** POST /api/ca/v1/event/ticket/{ticketId}/cancel, GET …/cancelled: a ticket its owner gave back (the seat is free again). */
export interface CancelledTicket extends Ticket {
  cancelledAt: string
}

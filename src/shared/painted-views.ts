import type {
  AiAssistant,
  Asset,
  BusinessCard,
  Category,
  CompanyInfo,
  CourseDetail,
  EntityDataDetail,
  EntityDataSummary,
  EntityTypeName,
  ExtensionName,
  FormValue,
  Lottery,
  LotteryWinner,
  QrCodeInfo,
  SiteModule,
  Speaker,
  WebsiteForm,
  WebsiteInfo
} from '../../types/contract'
import type { ContentListKind } from './content-lists'
import type { SearchGroup } from './search'

/** The site a painted view is drawn for: its company and website decide the theme. */
export interface PaintedSite {
  companyInfo: CompanyInfo
  website: WebsiteInfo | null
  /** The server's extensions: the view draws what they add, as the app does with the same list. */
  extensions?: readonly ExtensionName[]
}

/** The data a painted module list is drawn from, all public (read by the painter as an anonymous visitor). */
export interface PaintedModuleData {
  /** CONTENT module rows by module id (missing: the module is drawn as the app's skeleton). */
  rows: Record<number, EntityDataSummary[]>
  /** Business cards by company user id, their public fields (null: no such card; its module is left out). */
  cards: Record<number, Pick<BusinessCard, 'name' | 'title' | 'company' | 'avatar' | 'cellphone'> | null>
}

/** A content list's first screen as the painter read it (an anonymous visitor, the 全部 status tab). */
export interface PaintedList {
  kind: ContentListKind
  /** The type's categories as the API answers them. */
  categories: Category[]
  /** The category shown (null: 全部), already checked against the categories. */
  categoryId: number | null
  /** The search shown ('' for none), normalised as the app does. */
  searchValue: string
  /** The first page of items, and whether more follow. */
  items: EntityDataSummary[]
  last: boolean
}

/** A painted form: the form as an anonymous visitor gets it and, after a post without script, what was sent and its messages. */
export interface PaintedFormState {
  form: WebsiteForm
  /** The values shown (missing fields start empty). */
  values: Record<string, FormValue>
  /** Messages by field key (the SMS code's under `__smsCode`). */
  errors: Record<string, string>
  smsCode: string
  /** The form's own error (提交失败…), or null. */
  submitError: string | null
  /** A note above the fields (the SMS code was sent), or null. */
  notice: string | null
  /** The phone is registered already by its own account: the form offers to sign in with it. */
  phoneTaken?: boolean
}

/** The painted success page of a form without a ticket. */
export interface PaintedSuccess {
  submissionId: number | null
  eventId: number | null
  courseId: number | null
  /** A request's form (no event, no course): its success text, what comes next. */
  successText?: string | null
}

/**
 * What the server bundle of the app's views (src/ssr/views.tsx, built by scripts/build-ssr.cjs) offers the painter
 * (server/ssr/painter.ts): the painted first view of a route, drawn by the app's own components with react-dom/server.
 */
export interface PaintedViews {
  /** Rich text goes through this before it is rendered (the server's DOMPurify on jsdom, with the app's rules). */
  setSanitizer(sanitize: (html: string) => string): void
  /** The content types whose detail page the bundle draws. */
  detailTypes: readonly EntityTypeName[]
  /** A detail page as an anonymous visitor sees it; null for a type the bundle does not draw. */
  renderDetail(site: PaintedSite, type: EntityTypeName, detail: EntityDataDetail): string | null
  /** Home's 首页 tab (the 名片 tab is never painted: it is chosen by the session), its first screen of modules. */
  renderHome(site: PaintedSite, home: { hasMenu: boolean; modules: SiteModule[]; data: PaintedModuleData }): string
  /** A custom or scene page, its first screen of modules. */
  renderCustomPage(site: PaintedSite, page: { title: string; modules: SiteModule[]; data: PaintedModuleData }): string
  /** A content list page (ContentListView) as an anonymous visitor sees it, in Taro's pull-to-refresh frame. */
  renderList(site: PaintedSite, list: PaintedList): string
  /** The AI chat page (ChatView) as a visitor with no session sees it: the welcome, suggestions, an empty input. */
  renderChat(site: PaintedSite, assistant: AiAssistant): string
  /** The form page (FormView) inside a real HTML form that posts to the page's own address. */
  renderForm(site: PaintedSite, state: PaintedFormState): string
  /** The app's own messages for these values on 提交 (by field key, the SMS code's under `__smsCode`). */
  checkForm(state: Pick<PaintedFormState, 'form' | 'values' | 'smsCode'>): Record<string, string>
  /** The key of the form's phone field (where an SMS code goes), or null. */
  phoneKey(form: WebsiteForm): string | null
  /** The form success page of a form without a ticket, and its title. */
  renderFormSuccess(site: PaintedSite, success: PaintedSuccess): { html: string; title: string }
  /** The lottery page (LotteryView) as a visitor with no session sees it: prizes, the draw button, winners, rules. */
  renderLottery(site: PaintedSite, lottery: Lottery, winners: LotteryWinner[]): string
  /** The subscribe gate (GatePromptView) with its code: title, tip, QR, the "done" button waiting for the app. */
  renderSubscribe(site: PaintedSite, code: QrCodeInfo): string
  /** Home's search (SearchView): the box with the words, the hits per type ('' : the prompt to type some). */
  renderSearch(site: PaintedSite, search: { searchValue: string; groups: SearchGroup[] }): string
  /** The speakers page (SpeakerListView): every speaker, each a button waiting for the app (its intro). */
  renderSpeakers(site: PaintedSite, speakers: Speaker[]): string
  /** An event's agenda page (ScheduleView): the first day's sessions, the day tabs and track chips waiting for the app; its title. */
  renderSchedule(site: PaintedSite, event: EntityDataDetail): { html: string; title: string }
  /** A directory's album (AlbumView): its grid of assets, each a button waiting for the app; none: the app's empty state. */
  renderAlbum(site: PaintedSite, assets: Asset[]): string
  /**
   * A lesson page (LessonView) of a course as an anonymous visitor sees it, with the page's own body (the video
   * lesson's player, the article lesson's text), and its title; null when the course has no such lesson.
   */
  renderLesson(site: PaintedSite, page: PaintedLessonPage, course: CourseDetail, lessonId: number): { html: string; title: string } | null
}

/** The two lesson pages: course/item (a video lesson's player) and course/item/article (an article lesson's text). */
export type PaintedLessonPage = 'video' | 'article'

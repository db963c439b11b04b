/**
 * The painted first view, drawn by the app's own components (issue #28 §1, docs/first-paint.md "How"): the entry of
 * the server bundle (scripts/build-ssr.cjs). The painter (server/ssr/painter.ts) reads the data as an anonymous
 * visitor and calls these with it; each renders the same pure view the app's page draws once its data is in, with
 * react-dom/server. What differs before the app takes over is the bundle's, not the views': Taro's components are
 * their web HTML ones with the painted view's loading hints and busy controls (./taro-components.tsx).
 */
import { enableStaticRendering } from 'mobx-react-lite'
import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type {
  AiAssistant,
  Asset,
  CourseDetail,
  EntityDataDetail,
  EntityDataSummary,
  EntityTypeName,
  ExtensionName,
  Lottery,
  LotteryWinner,
  QrCodeInfo,
  SiteModule,
  Speaker
} from '../../types/contract'
import { DetailView, StarButton, type DetailContext, type DetailPageSpec } from '@/features/content/components'
import { ContentListView } from '@/features/content/components/content-list-screen'
import { ChatView, InputBarView, ThreadView } from '@/features/ai/components/chat-screen'
import type { ChatState } from '@/features/ai/use-chat'
import type { PagedListState } from '@/hooks/use-paged-list'
import { CONTENT_LISTS, sortCategories } from '@/shared/content-lists'
import { isLocked } from '@/shared/access'
import { Skeleton } from '@/components/states'
import { HomeView } from '@/features/site/components/home-screen'
import { CustomPageView } from '@/features/site/components/custom-page-screen'
import { CardModuleView } from '@/features/site/components/card-module'
import { ContentModuleView, shownRows } from '@/features/site/components/content-module'
import { drawnModules, ModuleListView, type ModuleSlots } from '@/features/site/components/module-list'
import { RichTextModule } from '@/features/site/components/rich-text-module'
import { firstScreen } from '@/features/site/first-screen'
import type { PaintedList, PaintedModuleData, PaintedSite, PaintedViews } from '@/shared/painted-views'
import type { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { ThemeStore } from '@/stores/theme-store'
import { ARTICLE_PAGE } from '@/pages/article/index'
import { COURSE_PAGE } from '@/pages/course/index'
import { MATERIAL_PAGE } from '@/pages/material/index'
import { VIDEO_PAGE } from '@/pages/video/index'
import { CASE_PAGE } from '@/pages/case/index'
import { eventPage } from '@/pages/event/index'
import { PRODUCT_PAGE } from '@/pages/product/index'
import { Page } from '@/components/page'
import { FormView } from '@/features/forms/components/form-view'
import type { FormFill } from '@/features/forms/use-form-fill'
import { initialValues, phoneField, validateForm } from '@/features/forms/validation'
import { SignupSuccess, signupSuccessTitle } from '@/features/events/components/signup-success'
import type { PaintedFormState, PaintedLessonPage, PaintedSuccess } from '@/shared/painted-views'
import { LotteryView } from '@/features/lottery/components/lottery-screen'
import { WinnersMarqueeView } from '@/features/lottery/components/winners-marquee'
import { buildSlots } from '@/features/lottery/grid'
import { GateCodeView, GatePromptView } from '@/features/content/components/gate/gate-prompt'
import { SUBSCRIBE_GATE } from '@/pages/subscribe/index'
import { SearchGroupView, SearchView } from '@/features/site/components/search-screen'
import { moreUrl } from '@/features/site/search'
import type { SearchGroup } from '@/shared/search'
import { SpeakerListView } from '@/features/content/components/speaker-list-screen'
import { ScheduleBody, scheduleTitle } from '@/pages/schedule/index'
import { AlbumView } from '@/features/content/components/assets/asset-screens'
import { LessonView, type LessonPageSpec } from '@/features/course/components/lesson-screen'
import { ARTICLE_LESSON } from '@/features/course/components/article-lesson-screen'
import { VIDEO_LESSON } from '@/pages/course/item/index'
import type { LessonProgress } from '@/features/course/use-lesson-progress'
import { setSanitizer } from './sanitize'
import { ImageOrder, ImageOrderProvider, PaintedFormProvider } from './taro-components'

// Observer components render once, without subscribing (nothing on the server re-renders).
enableStaticRendering(true)

const DETAIL_PAGES: Partial<Record<EntityTypeName, DetailPageSpec>> = {
  ARTICLE: ARTICLE_PAGE,
  CUSTOMER_CASE: CASE_PAGE,
  EVENT: eventPage(null),
  VIDEO: VIDEO_PAGE,
  FILEDOWNLOAD: MATERIAL_PAGE,
  COURSE: COURSE_PAGE as unknown as DetailPageSpec,
  PRODUCT_INTRODUCTION: PRODUCT_PAGE
}

const nothing = async () => undefined
const ignore = () => undefined

/**
 * The stores a painted view reads: the site's theme (as the app applies it from the company and website), an
 * anonymous session and analytics that record nothing.
 */
function paintedStores(site: PaintedSite): RootStore {
  const theme = new ThemeStore()
  theme.applyCompany(site.companyInfo)
  if (site.website) theme.applyWebsite(site.website)
  const analytics = { page: () => undefined, track: () => undefined, flush: nothing, startDuration: () => () => undefined }
  // The server's extensions, as the app reads them from the same boot data (group sign-up on an event…).
  // The website (its navigation names the lead form a product's 申请试用 opens); no menu: it is the app's to load.
  const offered = site.extensions ?? []
  const extensions = {
    extensions: offered,
    hasExtension: (name: ExtensionName) => offered.includes(name),
    loadExtensions: nothing,
    website: site.website,
    menu: []
  }
  return { theme, session: { account: null }, analytics, site: extensions } as unknown as RootStore
}

/** One painted page: the site's stores and a fresh image order (by default the first image is the LCP candidate). */
function render(stores: RootStore, view: React.ReactElement, images = new ImageOrder()): string {
  return renderToStaticMarkup(
    <StoreProvider store={stores}>
      <ImageOrderProvider value={images}>{view}</ImageOrderProvider>
    </StoreProvider>
  )
}

function renderDetail(site: PaintedSite, type: EntityTypeName, detail: EntityDataDetail): string | null {
  const page = Object.prototype.hasOwnProperty.call(DETAIL_PAGES, type) ? DETAIL_PAGES[type] : undefined
  if (!page) return null
  // An anonymous visitor: not starred, nothing bought; the actions wait for the app.
  const ctx: DetailContext<EntityDataDetail> = { reload: nothing, update: () => undefined, locked: isLocked(detail), buy: nothing, buying: false }
  return render(
    paintedStores(site),
    <DetailView
      title={page.title}
      route={page.route}
      action={page.action}
      star={page.star}
      extraButtons={page.extraButtons}
      detail={detail}
      ctx={ctx}
      starButton={<StarButton starred={false} onToggle={nothing} />}
    >
      {page.body}
    </DetailView>
  )
}

/**
 * A module list's images: the first banner slide or image module is the LCP candidate (index-page.ts preloads it), not
 * the logo or a nav icon before it; the others are lazy, held back while the app's scripts load (index-page.ts
 * HELD_IMAGES_TAG).
 */
const moduleImages = () => new ImageOrder(className => /\b(banner-module__img|image-module__img)\b/.test(className))

/**
 * The module list as an anonymous visitor's first screen: the modules starting within about 1.5 screens and one
 * block for the rest (features/site/first-screen.ts); data modules drawn from what the painter read, a card
 * never headed 我的名片 and left out when it cannot be shown.
 */
function paintedModules(modules: SiteModule[], data: PaintedModuleData): React.ReactElement {
  const slots: ModuleSlots = {
    content: module => {
      const rows = data.rows[module.id]
      return rows ? <ContentModuleView module={module} rows={rows} /> : <Skeleton rows={2} avatar />
    },
    richText: module => <RichTextModule module={module} />,
    card: (module, more, onOpenCard) => {
      const card = data.cards[module.companyUserId]
      return card ? <CardModuleView module={module} more={more} onOpenCard={onOpenCard} card={card} own={false} /> : null
    }
  }
  // drawnModules again inside the view changes nothing: no TITLE is left to merge
  const sections = drawnModules(modules)
  const { count, laterPx } = firstScreen(sections, module => shownRows(module, data.rows[module.id]).length)
  return <ModuleListView modules={sections} slots={slots} onOpenCard={ignore} firstScreen={laterPx > 0 ? { count, height: `${laterPx}px` } : null} />
}

function renderHome(site: PaintedSite, home: { hasMenu: boolean; modules: SiteModule[]; data: PaintedModuleData }): string {
  const stores = paintedStores(site)
  const { theme } = stores
  return render(
    stores,
    <HomeView
      tab='home'
      onTab={ignore}
      name={theme.homeTitle(site.website?.name)}
      logo={theme.logo}
      background={theme.backgroundImage}
      hasMenu={home.hasMenu}
      onMenu={ignore}
      modules={paintedModules(home.modules, home.data)}
      empty={home.modules.length === 0}
    />,
    moduleImages()
  )
}

function renderCustomPage(site: PaintedSite, page: { title: string; modules: SiteModule[]; data: PaintedModuleData }): string {
  return render(paintedStores(site), <CustomPageView title={page.title}>{paintedModules(page.modules, page.data)}</CustomPageView>, moduleImages())
}

/**
 * Taro's web frame of a page with pull-down refresh (every content list's config enables it): the app's page sits in
 * these two elements, so the painted one does too (the same layout, nothing moves at the takeover).
 */
function PullToRefreshFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className='rmc-pull-to-refresh-content-wrapper'>
      <div className='rmc-pull-to-refresh-content rmc-pull-to-refresh-down rmc-pull-to-refresh-transition'>{children}</div>
    </div>
  )
}

function renderList(site: PaintedSite, list: PaintedList): string {
  const config = CONTENT_LISTS[list.kind]
  // The first page as the app's paged list holds it when it shows the shipped page: nothing loading, more on request.
  const state: PagedListState<EntityDataSummary> = {
    items: list.items,
    loading: false,
    loadingMore: false,
    error: null,
    moreError: null,
    last: list.last,
    refresh: nothing,
    loadMore: nothing,
    setItems: ignore
  }
  return render(
    paintedStores(site),
    <PullToRefreshFrame>
      <ContentListView
        config={config}
        categories={sortCategories(list.categories)}
        categoryId={list.categoryId}
        categoriesLoading={false}
        ready
        status=''
        typed={list.searchValue}
        search={list.searchValue}
        list={state}
        onCategory={ignore}
        onStatus={ignore}
        onType={ignore}
        onSearch={ignore}
      />
    </PullToRefreshFrame>
  )
}

/** A chat with no session: no messages, no history, nothing being sent. */
const NO_CHAT: ChatState = {
  items: [],
  sending: false,
  history: { loading: false, error: null, hasMore: false, loaded: false },
  send: async () => false,
  stop: ignore,
  retry: nothing,
  loadEarlier: nothing
}

function renderChat(site: PaintedSite, assistant: AiAssistant): string {
  return render(
    paintedStores(site),
    <ChatView
      title={assistant.name || 'AI 助手'}
      thread={<ThreadView assistant={assistant} chat={NO_CHAT} unseen={false} onEarlier={ignore} onNewest={ignore} />}
      input={<InputBarView text='' sending={false} onText={ignore} onSend={ignore} onStop={ignore} />}
    />
  )
}

/** A fill as the app's FormView draws it, from what the painted form holds (nothing is sending, nothing counts down). */
function paintedFill(state: PaintedFormState): FormFill {
  return {
    scope: '',
    values: { ...initialValues(state.form), ...state.values },
    errors: state.errors,
    smsCode: state.smsCode,
    submitting: false,
    submitError: state.submitError,
    alreadySubmitted: false,
    phoneTaken: !!state.phoneTaken,
    restored: false,
    resumed: null,
    smsCountdown: 0,
    sendingSms: false,
    notice: state.notice,
    setValue: ignore,
    blur: ignore,
    setSmsCode: ignore,
    sendSms: nothing,
    submit: nothing
  }
}

/**
 * The form page as its container draws a loaded form (FormScreen → FormView) for a visitor with no account, inside a
 * real HTML form posting to the page's own address (server/routes/web/painted-form.ts): the controls are named by
 * their field (src/shared/form-names.ts) and take input before the app arrives. After a post without script the same
 * view shows what was sent, the messages beside the fields and the form's error.
 */
function renderForm(site: PaintedSite, state: PaintedFormState): string {
  // Uploads need the app (choosing a file, the upload itself): their buttons wait for it.
  const uploads = { formId: state.form.id, signedIn: false, apiKey: async () => '', resume: () => null }
  return render(
    paintedStores(site),
    <Page title={state.form.title || '报名表单'}>
      <PaintedFormProvider value>
        <form method='post' acceptCharset='utf-8' className='fp-form' data-painted-form={state.form.id}>
          <FormView form={state.form} fill={paintedFill(state)} uploads={uploads} />
        </form>
      </PaintedFormProvider>
    </Page>
  )
}

/** A form's messages as the app shows them on 提交 (the app's own rules), for the painted form's post. */
function checkForm(state: Pick<PaintedFormState, 'form' | 'values' | 'smsCode'>): Record<string, string> {
  return validateForm(state.form, { ...initialValues(state.form), ...state.values }, state.smsCode)
}

/** The phone field's key of a form (the SMS code is sent to what it holds), or null. */
const phoneKey = (form: PaintedFormState['form']) => phoneField(form)?.key ?? null

/** The success page after a form without a ticket (a ticket is personal: the app draws it). */
function renderFormSuccess(site: PaintedSite, success: PaintedSuccess): { html: string; title: string } {
  const target = { eventId: success.eventId, ticketId: null, courseId: success.courseId }
  const title = signupSuccessTitle(target)
  const html = render(
    paintedStores(site),
    <Page title={title}>
      <SignupSuccess {...target} submissionId={success.submissionId} successText={success.successText} />
    </Page>
  )
  return { html, title }
}

/**
 * The lottery page as its container draws a loaded lottery (LotteryPage → LotteryScreen → LotteryView) for a visitor
 * with no session: the board idle, the chances line asking to sign in, the winners the painter read. The draw button
 * waits for the app (its tap needs an account and the draw).
 */
function renderLottery(site: PaintedSite, lottery: Lottery, winners: LotteryWinner[]): string {
  return render(
    paintedStores(site),
    <Page title={lottery.title || '抽奖'}>
      <LotteryView
        lottery={lottery}
        slots={buildSlots(lottery.prizes)}
        active={null}
        busy={false}
        spinning={false}
        exhausted={false}
        chanceText='登录后即可参与抽奖'
        chanceBusy={false}
        noChance={false}
        signedIn={false}
        winners={<WinnersMarqueeView winners={winners} error={null} />}
        onDraw={ignore}
        onSkip={ignore}
        onRecords={ignore}
      />
    </Page>
  )
}

/**
 * The subscribe gate as its container draws a loaded code (SubscribePage → GatePrompt → GatePromptView): the code's
 * title, tip and QR; 我已关注 (it re-checks the account) and 先去首页看看 wait for the app.
 */
function renderSubscribe(site: PaintedSite, code: QrCodeInfo): string {
  const { pageTitle, doneText, fallbackTitle, fallbackTip } = SUBSCRIBE_GATE
  return render(
    paintedStores(site),
    <GatePromptView pageTitle={pageTitle} doneText={doneText} checking={false} onDone={ignore} onHome={ignore}>
      <GateCodeView code={code} fallbackTitle={fallbackTitle} fallbackTip={fallbackTip} />
    </GatePromptView>
  )
}

/**
 * Home's search as its container draws the results (IndexPage → SearchScreen → SearchView): the box holding the
 * words, each type's first hits as links, 查看更多 a link to its list searching the same words (a tap that expands a
 * group in place waits for the app).
 */
function renderSearch(site: PaintedSite, search: { searchValue: string; groups: SearchGroup[] }): string {
  const query = search.searchValue
  const group = (g: SearchGroup) => {
    const more = moreUrl(g.entityType, query)
    return <SearchGroupView group={g} items={g.items} moreHref={more} canExpand={!more && g.total > g.items.length} expanding={false} onMore={ignore} />
  }
  return render(
    paintedStores(site),
    <SearchView
      typed={query}
      query={query}
      groups={search.groups}
      loading={false}
      error={null}
      onType={ignore}
      onSubmit={ignore}
      onRetry={ignore}
      group={group}
    />
  )
}

/** The speakers page as its container draws the loaded list (SpeakerListScreen → SpeakerListView); an intro needs the app. */
function renderSpeakers(site: PaintedSite, speakers: Speaker[]): string {
  return render(
    paintedStores(site),
    <Page title='嘉宾'>
      <SpeakerListView speakers={speakers} onOpen={ignore} />
    </Page>
  )
}

/**
 * An event's agenda as its page draws the loaded event (SchedulePage → ScheduleView): the first day's sessions with
 * their speakers; the day tabs and track chips switch in place, so they wait for the app.
 */
function renderSchedule(site: PaintedSite, event: EntityDataDetail): { html: string; title: string } {
  const title = scheduleTitle(event)
  return {
    html: render(
      paintedStores(site),
      <Page title={title}>
        <ScheduleBody event={event} />
      </Page>,
      // The largest thing on the first screen is text: no speaker's small avatar is preloaded as the LCP candidate.
      new ImageOrder(() => false)
    ),
    title
  }
}

/** A directory's album as its page draws the loaded assets (AlbumPage → AlbumView); a tile's preview or page needs the app. */
function renderAlbum(site: PaintedSite, assets: Asset[]): string {
  return render(
    paintedStores(site),
    <Page title='相册'>
      <AlbumView state={{ data: assets, error: null, loading: false, reload: nothing }} />
    </Page>
  )
}

const LESSON_PAGES: Record<PaintedLessonPage, LessonPageSpec> = { video: VIDEO_LESSON, article: ARTICLE_LESSON }

/** A lesson as an anonymous visitor's progress: nothing learned here, nothing being recorded. */
const stillProgress = (completed: boolean): LessonProgress => ({
  completed,
  completing: false,
  onTimeUpdate: ignore,
  onPause: ignore,
  onEnded: ignore,
  markCompleted: nothing
})

/**
 * A lesson page as its container draws the loaded course for a visitor with no account (LessonScreen → LessonView
 * with the page's body): the player or the text (a locked lesson: its buy button), the course as a link, open lessons
 * as links; completion, previous/next and buying wait for the app.
 */
function renderLesson(site: PaintedSite, kind: PaintedLessonPage, course: CourseDetail, lessonId: number): { html: string; title: string } | null {
  const spec = LESSON_PAGES[kind]
  const lesson = (course.lessons || []).find(l => l.id === lessonId)
  if (!spec || !lesson) return null
  const html = render(
    paintedStores(site),
    <LessonView
      course={course}
      lesson={lesson}
      title={spec.title}
      progress={stillProgress(!!lesson.learned)}
      buying={false}
      onBuy={ignore}
      onOpen={ignore}
      onCourse={ignore}
    >
      {spec.body}
    </LessonView>
  )
  return { html, title: lesson.title || spec.title }
}

const views: PaintedViews = {
  setSanitizer,
  detailTypes: Object.keys(DETAIL_PAGES) as EntityTypeName[],
  renderDetail,
  renderHome,
  renderCustomPage,
  renderList,
  renderChat,
  renderForm,
  checkForm,
  phoneKey,
  renderFormSuccess,
  renderLottery,
  renderSubscribe,
  renderSearch,
  renderSpeakers,
  renderSchedule,
  renderAlbum,
  renderLesson
}
export default views

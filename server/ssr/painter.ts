/**
 * Paints the first screen of the landing pages into the HTML (docs/first-paint.md): home and its search, custom/scene
 * pages, the content lists, the content and event details, the AI chat page, the form pages, the lottery, the
 * subscribe gate, the speakers, an event's agenda, an album and the lesson pages.
 * Data comes from the same services and queries the API uses, always as an anonymous visitor: nothing personal
 * (favourite, sign-up, owned) can reach the painted HTML, whatever cookie the request carries. The answers it painted
 * from go into the boot data under the app's own query keys (src/shared/query-keys.ts), so the app's first render
 * asks for none of them.
 */
import type { CompanyInfo, ExtensionName, SiteModule, WebsiteForm, WebsiteInfo } from '../../types/contract'
import { homeTitle } from '../../src/shared/home-title'
import { CONTENT_LISTS, LIST_KIND_OF_ROUTE, resolveCategory, sortCategories } from '../../src/shared/content-lists'
import { detailTarget, TYPE_OF_DETAIL_ROUTE } from '../../src/shared/content-routes'
import { parseId } from '../../src/shared/ids'
import { assistantKey, customPageKey, moduleDataKey, websiteFormKey, type BootQuery } from '../../src/shared/query-keys'
import { lotteryIdParam, lotteryKey, lotteryWinnersKey, WINNERS_SIZE } from '../../src/shared/lottery'
import { subscribeCodeKey, subscribeTrackType } from '../../src/shared/gate-codes'
import { albumKey, albumQuery } from '../../src/shared/assets'
import { scheduleKey } from '../../src/shared/schedule'
import { normaliseSearch, SEARCH_GROUP_SIZE, searchableTypesKey, searchGroups, searchResultsKey } from '../../src/shared/search'
import {
  categoriesKey,
  contentDetailKey,
  contentListKey,
  detailCountsView,
  LIST_PAGE_SIZE,
  speakersKey,
  type DetailAnswer
} from '../../src/shared/content-keys'
import type { PaintedFormState, PaintedLessonPage, PaintedModuleData, PaintedSite } from '../../src/shared/painted-views'
import { BASE_PATH, Routes } from '../../src/shared/routes'
import { assistantInfo } from '../services/assistant-chat'
import {
  categoriesOf,
  courseDetailOf,
  customPageOut,
  detailOf,
  moduleRowsOf,
  searchableEntitiesOf,
  searchableTypes,
  summaryOf,
  toSpeaker
} from '../services/content'
import type { Db } from '../db'
import { cardsRepo } from '../repositories/cards'
import { contentRepo } from '../repositories/content'
import { pageKeysRepo } from '../repositories/page-keys'
import { listQuery } from '../repositories/content-filter'
import { formsRepo } from '../repositories/forms'
import { formOut } from '../services/forms'
import { lotteryRepo } from '../repositories/lottery'
import { lotteryOut, winnersOf } from '../services/lottery'
import { subscribeCodeOf } from '../services/gate-codes'
import { assetOut } from '../services/assets'
import type { EntityRow } from '../db/rows'
import { paintedViews } from './views'

export interface BootSite {
  companyInfo: CompanyInfo
  website: { id: number; info: WebsiteInfo; menu: unknown[] } | null
  /** The extensions this server offers (GET /api/open/v1/extensions; none when it answers 404): the painted view
   * draws what they add, as the app does, and the app reads them from here instead of asking. */
  extensions: ExtensionName[]
}

export interface Painted {
  /** The route's page markup (goes inside the painted container). */
  html: string
  /** Document title, as the app sets it. */
  title: string
  /** The answers painted from, under the app's query keys: shipped in the boot data so the app asks for none of them. */
  queries?: BootQuery[]
  /** The URL to send the visitor to instead (an id of another content type), with no page painted. */
  redirect?: string
}

/** The list and detail routes the painter paints, from the app's own tables (src/shared). */
const LIST_ROUTES = LIST_KIND_OF_ROUTE
/** Detail routes by the content type each paints (BAGEVENT opens an external page, never painted). */
const DETAIL_ROUTES = TYPE_OF_DETAIL_ROUTE

/** The AI chat page (src/shared/routes.ts Routes.ai without its slash). */
const CHAT_ROUTE = Routes.ai.slice(1)
/** The form page and its success page. */
const FORM_ROUTE = Routes.form.slice(1)
const FORM_SUCCESS_ROUTE = Routes.formSuccess.slice(1)
/** The lottery page. */
const LOTTERY_ROUTE = Routes.lottery.slice(1)
/** The subscribe gate (关注公众号). */
const SUBSCRIBE_ROUTE = Routes.subscribe.slice(1)
/** Every speaker (嘉宾). */
const SPEAKERS_ROUTE = Routes.speakerList.slice(1)
/** The page size the app reads the speakers and an album's assets with (ALL_SIZE in src/constants.ts: the API's largest page). */
const ALL_SPEAKERS = 1000
const ALL_ASSETS = 1000
/** An event's agenda (日程). */
const SCHEDULE_ROUTE = Routes.schedule.slice(1)
/** An album (相册). */
const ALBUM_ROUTE = Routes.album.slice(1)
/** The lesson pages: a video lesson's player, an article lesson's text. */
const LESSON_ROUTES: Record<string, PaintedLessonPage> = { [Routes.courseItem.slice(1)]: 'video', [Routes.courseArticle.slice(1)]: 'article' }
/**
 * The canonical album of a directory that does not exist: the app shows its empty album (相册里还没有图片), so that is
 * painted, under one key for every such id (never a real id: parseId refuses it).
 */
const NO_DIR = 'none'

/**
 * The directory of an album the painter paints (the app's albumQuery, src/shared/assets.ts), or null: no album
 * (the app's error), an album of chosen assets (?ids: a key per list, left to the app) or one with its own ?title.
 */
function albumDir(query: URLSearchParams): number | null {
  if (query.has('title')) return null
  const album = albumQuery({ dirId: query.get('dirId'), id: query.get('id'), ids: query.get('ids'), assetIds: query.get('assetIds') })
  return album && 'dirId' in album ? album.dirId : null
}

/** What a paint depends on besides the URL: the server's form extensions. */
interface PaintOptions {
  /** Conditional form fields are on (extension conditionalFields), as the API's forms give them. */
  conditionalFields?: boolean
}

/** The site the views are drawn for (its theme). */
const site = (boot: BootSite): PaintedSite => ({ companyInfo: boot.companyInfo, website: boot.website?.info ?? null, extensions: boot.extensions })

/** The app route of an app URL (BASE_PATH/… without query), as paint() reads it. */
const UNDER_BASE = new RegExp(`^${BASE_PATH}/?`)

function routeOf(url: string): { route: string; query: URLSearchParams } {
  const [pathPart, queryPart = ''] = url.split('#')[0].split('?')
  const route = pathPart.replace(UNDER_BASE, '').replace(/\/+$/, '') || 'pages/index/index'
  return { route: route === 'index.html' ? 'pages/index/index' : route, query: new URLSearchParams(queryPart) }
}

/**
 * The canonical URL of a landing page: its route and only the query values paint() reads, normalised as it
 * reads them (ids that name nothing, utm_*, share ids and unknown parameters are dropped). Painting it gives
 * the same page as painting the original URL, so it is the page cache's key: short by construction (a known
 * route, ids of at most 15 digits, a search of at most 50 characters), never truncated. null: not a landing page.
 */
export function canonicalPage(db: Db, boot: BootSite | null, url: string): string | null {
  const { route, query } = routeOf(url)
  const keys = pageKeysRepo(db)
  const page = (params: Record<string, string | number | null | undefined>) => {
    const kept = Object.entries(params).filter(([, v]) => v !== null && v !== undefined && v !== '')
    return `${BASE_PATH}/${route}` + (kept.length ? `?${new URLSearchParams(kept.map(([k, v]) => [k, String(v)])).toString()}` : '')
  }
  if (route === 'pages/index/index') {
    // Home's search (?searchValue, even empty) is a page of its own, one per search as the app normalises it.
    if (query.has('searchValue')) return `${BASE_PATH}/${route}?${new URLSearchParams({ searchValue: normaliseSearch(query.get('searchValue')) })}`
    if (query.get('tab') === 'card') return page({ tab: 'card' })
    // Any website but the default one paints nothing (the app loads it): one key for all of them.
    const websiteId = query.get('websiteId')
    return page({ websiteId: websiteId && websiteId !== String(boot?.website?.id) ? 'other' : null })
  }
  if (route === 'pages/custom/index' || route === 'pages/scene/scene') {
    const id = parseId(query.get('pageId')) ?? (route === 'pages/scene/scene' ? (parseId(query.get('id')) ?? parseId(query.get('scene'))) : null)
    return page({ pageId: id && keys.customPageExists(id) ? id : null })
  }
  const listKind = Object.hasOwn(LIST_ROUTES, route) ? LIST_ROUTES[route] : undefined
  if (listKind) {
    const config = CONTENT_LISTS[listKind]
    const categoryId = parseId(query.get('categoryId'))
    const searchValue = config.searchable ? normaliseSearch(query.get('searchValue')) : ''
    return page({ categoryId: categoryId && keys.categoryOf(categoryId, config.entityType) ? categoryId : null, searchValue })
  }
  if (Object.hasOwn(DETAIL_ROUTES, route)) {
    const id = parseId(query.get('id'))
    return page({ id: id && keys.entityExists(id) ? id : null })
  }
  if (route === CHAT_ROUTE) return page({})
  // A registration being changed (ticketId) or a group's (group) is the visitor's own: left to the app, as is a
  // success page with a ticket.
  if (route === FORM_ROUTE) {
    const id = query.has('ticketId') || query.has('group') ? null : parseId(query.get('id'))
    return page({ id: id && formsRepo(db).form(id) ? id : null })
  }
  if (route === FORM_SUCCESS_ROUTE) {
    if (query.has('ticketId')) return page({})
    const submissionId = parseId(query.get('submissionId'))
    const eventId = parseId(query.get('eventId'))
    const courseId = parseId(query.get('courseId'))
    const formId = parseId(query.get('formId'))
    return page({
      submissionId: submissionId && formsRepo(db).submission(submissionId) ? submissionId : null,
      eventId: eventId && keys.entityExists(eventId) ? eventId : null,
      courseId: courseId && keys.entityExists(courseId) ? courseId : null,
      formId: formId && formsRepo(db).form(formId) ? formId : null
    })
  }
  if (route === LOTTERY_ROUTE) {
    // The claim form (?claim) is the winner's own: left to the app. No id is the default lottery, as in the app; an id
    // that names nothing keeps a key of its own that paints nothing (the app shows its error), never the default one.
    if (query.has('claim')) return page({ claim: 'own' })
    const id = lotteryIdParam(query.get('id'))
    return page({ id: id && lotteryRepo(db).lottery(id) ? id : 'none' })
  }
  if (route === SPEAKERS_ROUTE) return page({})
  if (route === SCHEDULE_ROUTE) {
    const id = parseId(query.get('id'))
    return page({ id: id && keys.entityExists(id) ? id : null })
  }
  if (route === ALBUM_ROUTE) {
    // Every album the painter leaves to the app shares the key of no album (it paints nothing either).
    const dirId = albumDir(query)
    return page({ dirId: dirId === null ? null : keys.assetDirExists(dirId) ? dirId : NO_DIR })
  }
  if (Object.hasOwn(LESSON_ROUTES, route)) {
    const id = parseId(query.get('id'))
    const itemId = parseId(query.get('itemId'))
    const course = id && keys.entityExists(id) ? id : null
    return page({ id: course, itemId: course && itemId && keys.lessonOf(itemId, course) ? itemId : null })
  }
  if (route === SUBSCRIBE_ROUTE) {
    const id = parseId(query.get('id'))
    return page({ id: id && keys.entityExists(id) ? id : null, trackType: subscribeTrackType(query.get('trackType')) })
  }
  return null
}

/**
 * A form as the app shows it to a visitor without a verified phone: an event's registration (verifyNewPhone) asks for
 * the SMS code then, as an SMS-verified form does.
 */
export function anonymousForm(form: WebsiteForm): WebsiteForm {
  return form.verifyNewPhone && !form.smsVerify && paintedViews().phoneKey(form) ? { ...form, smsVerify: true } : form
}

/** A form as an anonymous visitor first gets it: nothing filled in, no messages. */
export function blankForm(form: WebsiteForm): PaintedFormState {
  return { form, values: {}, errors: {}, smsCode: '', submitError: null, notice: null }
}

/** The form page drawn from a form's state (the blank form, or what a post without script sent and its messages). */
export function paintForm(boot: BootSite, state: PaintedFormState): Painted {
  return { html: paintedViews().renderForm(site(boot), state), title: state.form.title || '报名表单' }
}

/** Home's or a custom page's CONTENT module rows, under the key ContentModule asks with. */
const moduleQueries = (data: PaintedModuleData): BootQuery[] => Object.entries(data.rows).map(([id, rows]) => ({ key: moduleDataKey(Number(id)), data: rows }))

/** What the painter needs from the database, all public. */
function moduleData(db: Db, modules: SiteModule[]): PaintedModuleData {
  const data: PaintedModuleData = { rows: {}, cards: {} }
  const content = contentRepo(db)
  for (const m of modules) {
    if (!m || typeof m !== 'object') continue
    if (m.kind === 'CONTENT') {
      const row = content.siteModule(m.id)
      if (!row) continue
      data.rows[m.id] = moduleRowsOf(db, row)
    } else if (m.kind === 'CARD' && m.companyUserId > 0) {
      const card = cardsRepo(db).cardOf(m.companyUserId)
      data.cards[m.companyUserId] = card ? { name: card.name, title: card.title, company: card.company, avatar: card.avatar, cellphone: card.cellphone } : null
    }
  }
  return data
}

/** A content item's detail as the API's detail request answers an anonymous visitor (a course with its lessons). */
const detailAnswer = (db: Db, row: EntityRow) => (row.entity_type === 'COURSE' ? courseDetailOf(db, row, null) : detailOf(db, row, null))

/**
 * Home's search (home opened with ?searchValue by its search box): the hits of every searchable type (the app's
 * SearchScreen), one entityDataList page per type as the app asks for them.
 */
function paintSearch(db: Db, boot: BootSite, query: URLSearchParams): Painted {
  const searchValue = normaliseSearch(query.get('searchValue'))
  const types = searchableEntitiesOf(db)
  const typeNames = searchableTypes(db)
  const first = (entityType: string | number) => {
    const filter = listQuery({ entityType: String(entityType), searchValue }, typeNames)
    return contentRepo(db).entityPage(filter, { page: 1, size: SEARCH_GROUP_SIZE }, r => summaryOf(db, r))
  }
  const groups = searchGroups(types, searchValue ? types.map(t => first(t.entityType)) : [])
  return {
    html: paintedViews().renderSearch(site(boot), { searchValue, groups }),
    title: '搜索',
    queries: [{ key: searchableTypesKey, data: types }, ...(searchValue ? [{ key: searchResultsKey(types, searchValue), data: groups }] : [])]
  }
}

/**
 * The painted page of an app URL (BASE_PATH/pages/…?…), or null when the route is not a landing page or its
 * data does not exist (the app then shows its own state, as before).
 */
export function paint(db: Db, boot: BootSite | null, url: string, options: PaintOptions = {}): Painted | null {
  if (!boot || !boot.companyInfo) return null
  const { route, query } = routeOf(url)

  if (route === FORM_ROUTE) {
    // Changing a registration (ticketId) shows the visitor's own answers, a group (group) the leader's: the app's.
    const id = query.has('ticketId') || query.has('group') ? null : parseId(query.get('id'))
    const row = id ? formsRepo(db).form(id) : undefined
    if (!row) return null
    // Anonymous on purpose: never "already submitted" or the requester's own values. The form ships as the API answers
    // a visitor without an account (src/features/forms/use-website-form.ts).
    const form = formOut(db, row, null, options.conditionalFields !== false)
    return { ...paintForm(boot, blankForm(anonymousForm(form))), queries: [{ key: websiteFormKey(row.id, false), data: { ...form, submitted: false } }] }
  }

  if (route === FORM_SUCCESS_ROUTE) {
    // A ticket is the visitor's own (its code, its QR): the app draws it.
    if (query.has('ticketId')) return null
    const formId = parseId(query.get('formId'))
    const success = {
      submissionId: parseId(query.get('submissionId')),
      eventId: parseId(query.get('eventId')),
      courseId: parseId(query.get('courseId')),
      // A request's form says what comes next (its success text).
      successText: (formId && formsRepo(db).form(formId)?.success_text) || null
    }
    return paintedViews().renderFormSuccess(site(boot), success)
  }

  if (route === LOTTERY_ROUTE) {
    // The claim form is the winner's own (its credential): the app's.
    if (query.has('claim')) return null
    const id = lotteryIdParam(query.get('id'))
    if (!id || !lotteryRepo(db).lottery(id)) return null
    // Public and the same for everyone: no chances, no draws, no account (the app asks for those after the takeover).
    const lottery = lotteryOut(db, id)
    const winners = winnersOf(db, id, WINNERS_SIZE)
    return {
      html: paintedViews().renderLottery(site(boot), lottery, winners),
      title: lottery.title || '抽奖',
      queries: [
        { key: lotteryKey(id), data: lottery },
        { key: lotteryWinnersKey(id), data: winners }
      ]
    }
  }

  if (route === SUBSCRIBE_ROUTE) {
    // No id, or one that names nothing: the app shows its error.
    const id = parseId(query.get('id'))
    const row = id ? contentRepo(db).entity(id) : undefined
    if (!row) return null
    // The same for every visitor (the company's public account): whether they follow it is the app's to check.
    const trackType = subscribeTrackType(query.get('trackType'))
    const code = subscribeCodeOf(db, row, trackType)
    return { html: paintedViews().renderSubscribe(site(boot), code), title: '关注公众号', queries: [{ key: subscribeCodeKey(row.id, trackType), data: code }] }
  }

  if (route === SPEAKERS_ROUTE) {
    // The app's one request for every speaker, its content as useSpeakers keeps it; none: the app's empty state.
    const speakers = contentRepo(db).speakerPage(undefined, { page: 1, size: ALL_SPEAKERS }, toSpeaker).content
    if (speakers.length === 0) return null
    return { html: paintedViews().renderSpeakers(site(boot), speakers), title: '嘉宾', queries: [{ key: speakersKey, data: speakers }] }
  }

  if (route === SCHEDULE_ROUTE) {
    // No id, or one that names nothing: the app's error. Any content's agenda is what the API answers for it (an
    // item without one: the app's 议程即将公布).
    const id = parseId(query.get('id'))
    const row = id ? contentRepo(db).entity(id) : undefined
    if (!row) return null
    const event = detailAnswer(db, row)
    // The API's detail request counts the visit and answers with it: the app counts it with a view ping instead.
    event.viewCount += 1
    const view = paintedViews().renderSchedule(site(boot), event)
    return { ...view, queries: [{ key: scheduleKey(row.id), data: event }] }
  }

  if (route === ALBUM_ROUTE) {
    if (query.get('dirId') === NO_DIR) return { html: paintedViews().renderAlbum(site(boot), []), title: '相册' }
    const dirId = albumDir(query)
    if (dirId === null) return null
    // The directory's assets as the API answers an anonymous visitor (what the album shows is the same for everyone:
    // thumbnails and names; an asset's own page asks for its address with the account).
    const assets = cardsRepo(db).assetPage({ dirId }, { size: ALL_ASSETS }, a => assetOut(db, a, null))
    return { html: paintedViews().renderAlbum(site(boot), assets.content), title: '相册', queries: [{ key: albumKey({ dirId }), data: assets }] }
  }

  const lessonPage = Object.hasOwn(LESSON_ROUTES, route) ? LESSON_ROUTES[route] : undefined
  if (lessonPage) {
    // The course as the lesson page's hook asks for it (getCourseDetail, anonymous), under the course page's key; an
    // id that is not a course, a lesson of another course, a redirecting or gated course: the app's.
    const id = parseId(query.get('id'))
    const itemId = parseId(query.get('itemId'))
    const row = id && itemId ? contentRepo(db).entity(id) : undefined
    if (!row || !itemId || row.entity_type !== 'COURSE' || row.redirect_type === 'URL') return null
    const course = courseDetailOf(db, row, null)
    if (course.gate.requireCpContact || course.gate.requireSubscribe) return null
    const view = paintedViews().renderLesson(site(boot), lessonPage, course, itemId)
    const answer: DetailAnswer = { detail: course, leaving: null }
    return view ? { ...view, queries: [{ key: contentDetailKey('COURSE', row.id), data: answer }] } : null
  }

  if (route === 'pages/index/index' && query.has('searchValue')) return paintSearch(db, boot, query)

  if (route === 'pages/index/index') {
    // Only the 首页 tab: the 名片 tab shows a person's card chosen by the session.
    if (query.get('tab') === 'card' || !boot.website) return null
    // Another website than the default one (?websiteId): the app loads it, nothing to paint ahead of it.
    const websiteId = query.get('websiteId')
    if (websiteId && websiteId !== String(boot.website.id)) return null
    const { info, menu } = boot.website
    const modules = Array.isArray(info.modules) ? info.modules : []
    const data = moduleData(db, modules)
    // Drawn by home's own components (src/ssr/views.tsx through ./views.ts).
    return {
      html: paintedViews().renderHome(site(boot), { hasMenu: menu.length > 0, modules, data }),
      // The title as the app sets it (the company's name, else the website's).
      title: homeTitle(boot.companyInfo.name, info.name),
      queries: moduleQueries(data)
    }
  }

  if (route === 'pages/custom/index' || route === 'pages/scene/scene') {
    const id = parseId(query.get('pageId')) ?? (route === 'pages/scene/scene' ? (parseId(query.get('id')) ?? parseId(query.get('scene'))) : null)
    const row = id ? contentRepo(db).customPage(id) : undefined
    if (!row) return null
    const page = customPageOut(row)
    const modules = page.modules
    const title = row.title || '专题'
    const data = moduleData(db, modules)
    const html = paintedViews().renderCustomPage(site(boot), { title, modules, data })
    return { html, title, queries: [{ key: customPageKey(row.id), data: page }, ...moduleQueries(data)] }
  }

  // Own keys only: a route such as constructor must not find Object.prototype members.
  const listKind = Object.hasOwn(LIST_ROUTES, route) ? LIST_ROUTES[route] : undefined
  if (listKind) {
    const config = CONTENT_LISTS[listKind]
    const answer = categoriesOf(db, config.entityType)
    const categories = sortCategories(answer)
    const categoryId = resolveCategory(parseId(query.get('categoryId')), categories)
    const searchValue = config.searchable ? normaliseSearch(query.get('searchValue')) : ''
    const filter = listQuery({ entityType: config.entityType, categoryId: categoryId ?? undefined, searchValue: searchValue || undefined }, searchableTypes(db))
    const first = contentRepo(db).entityPage(filter, { page: 1, size: LIST_PAGE_SIZE }, r => summaryOf(db, r))
    // The tabs and the first page as the app asks for them (an event list starts on the 全部 status tab).
    const listKey = contentListKey({ entityType: config.entityType, categoryId, searchValue })
    // Drawn by the list page's own components (src/ssr/views.tsx through ./views.ts).
    const html = paintedViews().renderList(site(boot), { kind: listKind, categories: answer, categoryId, searchValue, items: first.content, last: first.last })
    return {
      queries: [
        { key: categoriesKey(config.entityType), data: answer },
        { key: listKey, data: first }
      ],
      html,
      title: config.title
    }
  }

  if (route === CHAT_ROUTE) {
    // The same for every visitor: no history, no account (the app shows a signed-in visitor's own after the takeover).
    const assistant = assistantInfo(db)
    if (!assistant) return null
    return { html: paintedViews().renderChat(site(boot), assistant), title: assistant.name || 'AI 助手', queries: [{ key: assistantKey, data: assistant }] }
  }

  const type = Object.hasOwn(DETAIL_ROUTES, route) ? DETAIL_ROUTES[route] : undefined
  if (type) {
    const id = parseId(query.get('id'))
    const row = id ? contentRepo(db).entity(id) : undefined
    if (!row) return null
    if (row.entity_type !== type) {
      // An id of another type opens that type's own detail page, as the app does (useContentDetail);
      // one the app cannot open (BAGEVENT, unknown) is left to the app's own "not found".
      if (type === 'EVENT' && row.entity_type === 'BAGEVENT') return null
      const target = detailTarget(row.entity_type, row.id)
      return target.kind === 'page' ? { redirect: BASE_PATH + target.url, html: '', title: '' } : null
    }
    // A content item that sends its visitors elsewhere is left to the app (it redirects).
    if ((row as { redirect_type?: string }).redirect_type === 'URL') return null
    // Anonymous on purpose: never the requester's account.
    const detail = type === 'COURSE' ? courseDetailOf(db, row, null) : detailOf(db, row, null)
    // The app's detail request (or its view ping, when it shows the shipped detail) counts this visit and
    // shows the new count (the course's own request does not count): paint the count the app will show.
    if (detailCountsView(type)) detail.viewCount += 1
    // Gated content (contact form, subscription first) is left to the app.
    if (detail.gate.requireCpContact || detail.gate.requireSubscribe) return null
    // Drawn by the detail page's own components (src/ssr/views.tsx through ./views.ts).
    const view = paintedViews().renderDetail(site(boot), type, detail)
    // The detail as the page's hook keeps it (shown, not leaving: redirects and gates are not painted).
    const answer: DetailAnswer = { detail, leaving: null }
    return view ? { html: view, title: detail.title || '详情', queries: [{ key: contentDetailKey(type, row.id), data: answer }] } : null
  }
  return null
}

/**
 * Where a painter's redirect (an id of another content type) sends this request: the target with the request's
 * other query values kept. The redirect is cached per canonical page, which drops utm_* and share ids; without
 * them here the app would start on a URL without the visitor's tracking values (the app's own redirect keeps
 * them, having read them at start-up).
 */
export function redirectWithQuery(target: string, requestUrl: string): string {
  const [path, targetQuery = ''] = target.split('?')
  const query = new URLSearchParams(targetQuery)
  for (const [key, value] of new URLSearchParams(requestUrl.split('#')[0].split('?')[1] || '')) if (!query.has(key)) query.append(key, value)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

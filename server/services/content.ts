import type {
  Category,
  ContentTypeCode,
  CourseDetail,
  CourseItem,
  CustomEntity,
  CustomPage,
  EntityDataDetail,
  EntityDataSummary,
  EnterpriseInfo,
  EntityTypeName,
  EventInfo,
  EventStatus,
  FileItem,
  LearnStatus,
  MetadataField,
  ScheduleItem,
  SearchableEntity,
  ShortLinkInfo,
  Speaker
} from '../../types/contract'
import { detailUrl } from '../../src/shared/content-routes'
import { pageUrl, Routes } from '../../src/shared/routes'
import type { Db } from '../db'
import type { CustomEntityRow, CustomPageRow, EnterpriseRow, EntityRow, ShortLinkRow, SiteModuleRow, SpeakerRow } from '../db/rows'
import { BizError, notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { contentRepo } from '../repositories/content'
import { listQuery } from '../repositories/content-filter'
import { eventsRepo } from '../repositories/events'
import { usersRepo } from '../repositories/users'
import { viewCounts } from '../repositories/view-counts'
import type { AccountRow } from './accounts'
import { mediaUrlFor } from './media-access'

export type { EntityRow }

export const BUILTIN_TYPES: EntityTypeName[] = ['ARTICLE', 'VIDEO', 'COURSE', 'EVENT', 'FILEDOWNLOAD', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION', 'BAGEVENT']

/** What search calls each built-in type (searchableEntityList, in this order). */
const SEARCHABLE_TYPE_NAMES: Record<string, string> = {
  ARTICLE: '文章',
  VIDEO: '视频',
  COURSE: '课程',
  EVENT: '活动',
  FILEDOWNLOAD: '资料',
  CUSTOMER_CASE: '客户案例',
  PRODUCT_INTRODUCTION: '产品'
}

/** Every searchable type with its name: the built-in ones, then the custom entity types (id as the type). */
export function searchableTypes(db: Db): { entityType: string; name: string }[] {
  const builtin = Object.entries(SEARCHABLE_TYPE_NAMES).map(([entityType, name]) => ({ entityType, name }))
  return [
    ...builtin,
    ...contentRepo(db)
      .customEntities()
      .map(c => ({ entityType: String(c.id), name: c.name }))
  ]
}

/** Stored entity_type text → contract value (custom types are numeric ids). */
export const entityTypeOut = (t: string): EntityTypeName | number => (/^\d+$/.test(t) ? Number(t) : (t as EntityTypeName))

/** The searchable types as the API answers them (searchableEntityList; the painted search ships the same answer). */
export const searchableEntitiesOf = (db: Db): SearchableEntity[] => searchableTypes(db).map(t => ({ entityType: entityTypeOut(t.entityType), name: t.name }))

/** A content type's categories as the API answers them (listCategories; the painter ships the same answer). */
export function categoriesOf(db: Db, type: string | undefined): Category[] {
  return contentRepo(db)
    .categories(type)
    .map(c => ({ id: c.id, name: c.name, entityType: entityTypeOut(c.entity_type), sort: c.sort }))
}

/** A custom page as the API answers it (website/miniapp/template/{id}; the painter ships the same answer). */
export const customPageOut = (p: CustomPageRow): CustomPage => ({ id: p.id, title: p.title, modules: JSON.parse(p.modules) })

/** A custom entity type with its fields (content/customEntity/list). */
export const customEntityOut = (c: CustomEntityRow): CustomEntity => ({ id: c.id, name: c.name, fields: JSON.parse(c.fields) })

/** A short link as showInfo answers it. */
export const shortLinkOut = (r: ShortLinkRow): ShortLinkInfo => ({ keyword: r.keyword, target: r.target, title: r.title, content: r.content })

/** An enterprise found by name (enterpriseInfo/searchByName). */
export const enterpriseOut = (r: EnterpriseRow): EnterpriseInfo => ({ name: r.name, creditCode: r.credit_code, legalPerson: r.legal_person })

export function eventStatus(start: string | null, end: string | null, now = Date.now()): EventStatus {
  if (start && now < Date.parse(start)) return 'UPCOMING'
  if (end && now > Date.parse(end)) return 'ENDED'
  return 'ONGOING'
}

export function getEntity(db: Db, id: number): EntityRow {
  const row = contentRepo(db).entity(id)
  if (!row) throw notFound()
  return row
}

export function summaryOf(db: Db, row: EntityRow): EntityDataSummary {
  const content = contentRepo(db)
  const category = row.category_id ? content.categoryName(row.category_id) : undefined
  const starCount = usersRepo(db).starCount(row.id)
  const s: EntityDataSummary = {
    id: row.id,
    entityDataId: row.id,
    entityType: entityTypeOut(row.entity_type),
    contentType: row.content_type as ContentTypeCode,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    categoryId: row.category_id,
    categoryName: category ?? null,
    labels: content.labelNames(JSON.parse(row.label_ids) as number[]),
    publishTime: row.publish_time,
    viewCount: row.view_count + viewCounts(db).pending(row.id),
    starCount,
    recommend: !!row.recommend,
    price: row.price
  }
  if (row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT') {
    s.startTime = row.start_time ?? undefined
    s.endTime = row.end_time ?? undefined
    s.address = row.address ?? undefined
    s.eventStatus = eventStatus(row.start_time, row.end_time)
  }
  if (row.entity_type === 'VIDEO') s.duration = row.duration ?? 0
  if (row.entity_type === 'COURSE') {
    const c = content.lessonTotals(row.id)
    s.lessonCount = c.n
    s.duration = c.d
  }
  if (row.entity_type === 'FILEDOWNLOAD') {
    const f = content.fileTotals(row.id)
    s.fileCount = f.n
    s.totalSize = f.s
  }
  return s
}

/** The rows of a home or custom page's CONTENT module: its filter and size (moduleData; the painter ships the same answer). */
export function moduleRowsOf(db: Db, m: SiteModuleRow): EntityDataSummary[] {
  const filter = listQuery({ entityType: m.entity_type as EntityTypeName, ...JSON.parse(m.filter) })
  return contentRepo(db)
    .entitiesWhere(filter, m.size)
    .map(r => summaryOf(db, r))
}

/** The content's files; their addresses signed for a viewer who may download them (media-access.ts). */
function filesOf(db: Db, entityId: number, account: AccountRow | null = null): FileItem[] {
  return contentRepo(db)
    .files(entityId)
    .map(f => ({
      id: f.id,
      name: f.name,
      url: mediaUrlFor(db, f.url, account),
      // A file of unknown size (one seeded material) answers null, as it always has.
      size: f.size as number,
      ext: f.ext
    }))
}

export const toSpeaker = (r: SpeakerRow): Speaker => ({ id: r.id, name: r.name, title: r.title, company: r.company, avatar: r.avatar, intro: r.intro })

function speakersOf(db: Db, entityId: number): Speaker[] {
  return contentRepo(db).speakers(entityId).map(toSpeaker)
}

function eventInfoOf(db: Db, row: EntityRow): EventInfo {
  const schedule: ScheduleItem[] = contentRepo(db)
    .schedule(row.id)
    .map(s => ({
      id: s.id,
      day: s.day,
      startTime: s.start_time,
      endTime: s.end_time,
      title: s.title,
      track: s.track,
      location: s.location,
      speakerIds: JSON.parse(s.speaker_ids)
    }))
  const signedUp = eventsRepo(db).activeCount(row.id)
  return {
    startTime: row.start_time ?? '',
    endTime: row.end_time ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    status: eventStatus(row.start_time, row.end_time),
    checkinOpen: !!row.checkin_open,
    bageventUrl: row.bagevent_url,
    capacity: row.capacity ?? 0,
    signedUpCount: signedUp,
    schedule
  }
}

/** True when the account may use the content: free, or bought (an order COMPLETE_PAY). */
function owns(db: Db, row: EntityRow, account: AccountRow | null): boolean {
  if (!row.price) return true
  if (!account) return false
  return contentRepo(db).bought(account.id, row.id)
}

export function submittedForm(db: Db, formId: number | null, account: AccountRow | null): boolean {
  if (!formId || !account) return false
  return contentRepo(db).submittedForm(formId, account.id)
}

/** Visible characters of the free preview of a paid body (the app shows it faded, with 购买后查看全部内容). */
const PREVIEW_CHARS = 160

/**
 * The free part of a paid body: whole top-level blocks from the start until about PREVIEW_CHARS characters
 * of text (at least one block, at most three), never the rest.
 */
export function previewOf(html: string): string {
  const blocks = html.match(/<(h[1-6]|p|blockquote|ul|ol|div|section|figure|table|pre)\b[^>]*>[\s\S]*?<\/\1>/gi) ?? []
  const out: string[] = []
  let chars = 0
  for (const block of blocks) {
    const text = block
      .replace(/<[^>]*>/g, '')
      .replace(/&[#\w]+;/g, ' ')
      .trim()
    if (out.length && (chars + text.length > PREVIEW_CHARS * 1.5 || out.length >= 3)) break
    out.push(text.length > PREVIEW_CHARS * 1.5 ? `<p>${escapeText(text.slice(0, PREVIEW_CHARS))}…</p>` : block)
    chars += text.length
    if (chars >= PREVIEW_CHARS) break
  }
  return out.join('')
}

const escapeText = (t: string) => t.replace(/[&<>]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)

/** Paid content not bought: the body is cut to its preview, file and video addresses are withheld (courses lock per lesson). */
function lockedParts(row: EntityRow, owned: boolean): boolean {
  return !owned && row.entity_type !== 'COURSE'
}

export function detailOf(db: Db, row: EntityRow, account: AccountRow | null): EntityDataDetail {
  const isEvent = row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT'
  const owned = owns(db, row, account)
  const locked = lockedParts(row, owned)
  return {
    ...summaryOf(db, row),
    content: locked ? previewOf(row.content) : row.content,
    redirectType: row.redirect_type === 'URL' ? 'URL' : 'NONE',
    redirectUrl: row.redirect_url,
    registerWebsiteFormId: row.register_form_id,
    submitted: submittedForm(db, row.register_form_id, account),
    gate: { requireCpContact: !!row.require_cp_contact, requireSubscribe: !!row.require_subscribe },
    owned,
    starred: account ? usersRepo(db).starred(account.id, row.id) : false,
    files: locked ? filesOf(db, row.id).map(f => ({ ...f, url: '' })) : filesOf(db, row.id, account),
    video: row.video_url
      ? { url: locked ? '' : mediaUrlFor(db, row.video_url, account), poster: row.video_poster || row.cover, duration: row.duration ?? 0 }
      : null,
    event: isEvent ? eventInfoOf(db, row) : null,
    speakers: speakersOf(db, row.id),
    metadata: JSON.parse(row.metadata) as MetadataField[]
  }
}

function lessonsOf(db: Db, courseId: number, account: AccountRow | null, owned: boolean): CourseItem[] {
  const content = contentRepo(db)
  return content.lessons(courseId).map(r => {
    const rec = account ? content.record(account.id, r.id) : undefined
    const open = owned || !!r.free
    return {
      id: r.id,
      courseId: r.course_id,
      title: r.title,
      type: r.type,
      duration: r.duration,
      // Paid lessons stay locked until bought; a buyer's clip address is signed (the clip itself is guarded too).
      videoUrl: open && r.video_url ? mediaUrlFor(db, r.video_url, account) : null,
      poster: r.poster,
      content: open ? r.content : null,
      free: !!r.free,
      learned: !!rec?.learned,
      progressTime: rec?.progress_time ?? 0,
      percent: rec?.percent ?? 0
    }
  })
}

export function courseProgress(
  db: Db,
  courseId: number,
  accountId: number
): { lessonCount: number; learnedCount: number; progress: number; learnStatus: LearnStatus } {
  const content = contentRepo(db)
  const lessonCount = content.lessonCount(courseId)
  const learnedCount = content.learnedCount(courseId, accountId)
  const started = content.startedCount(courseId, accountId)
  const progress = lessonCount ? Math.round((learnedCount / lessonCount) * 100) : 0
  const learnStatus: LearnStatus = lessonCount && learnedCount === lessonCount ? 'COMPLETED' : started ? 'LEARNING' : 'NOT_STARTED'
  return { lessonCount, learnedCount, progress, learnStatus }
}

interface LessonWatched {
  courseItemId: number
  /** Seconds watched this time, the position reached, and how far in (percent). */
  time: number
  progressTime: number
  percent: number
  learnCompletedEvent?: number
}

/** Records a lesson watched (a paid course's lessons only for its buyers, free lessons for anyone); answers the course's progress. */
export function recordLesson(db: Db, accountId: number, b: LessonWatched): { learned: boolean; progress: number } {
  const content = contentRepo(db)
  const item = content.lesson(b.courseItemId)
  if (!item) throw notFound('课时不存在')
  const course = content.entityPrice(item.course_id)!
  if (course.price && !item.free) {
    if (!content.bought(accountId, item.course_id)) throw new BizError(403, '请先购买课程')
  }
  content.saveRecord({
    accountId,
    lessonId: item.id,
    progressTime: b.progressTime,
    percent: Math.round(b.percent),
    watched: b.time,
    learned: b.learnCompletedEvent === 1 ? 1 : 0,
    at: nowIso()
  })
  const rec = content.record(accountId, item.id)!
  return { learned: !!rec.learned, progress: courseProgress(db, item.course_id, accountId).progress }
}

export function courseDetailOf(db: Db, row: EntityRow, account: AccountRow | null): CourseDetail {
  const detail = detailOf(db, row, account)
  const p = account ? courseProgress(db, row.id, account.id) : { progress: 0, learnStatus: 'NOT_STARTED' as LearnStatus }
  return {
    ...detail,
    lessons: lessonsOf(db, row.id, account, detail.owned),
    collected: account ? contentRepo(db).collected(account.id, row.id) : false,
    learnStatus: p.learnStatus,
    progress: p.progress
  }
}

/**
 * The app route of a content item (without the BASE_PATH): the app's own table (src/shared/content-routes.ts);
 * a type without a page opens the custom-entity record page, as a custom entity's numeric type does.
 */
export function detailPath(row: { id: number; entity_type: string }): string {
  return detailUrl(row.entity_type, row.id) ?? pageUrl(Routes.entityData, { entityId: row.entity_type, id: row.id })
}

import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type {
  AddressRow,
  CategoryRow,
  CourseItemRow,
  CourseRecordRow,
  CustomEntityRow,
  CustomPageRow,
  EnterpriseRow,
  EntityRow,
  FileRow,
  MetadataDefRow,
  ScheduleItemRow,
  ShortLinkRow,
  SiteModuleRow,
  SpeakerRow
} from '../db/rows'
import { perDb } from './per-db'

/** A WHERE clause with its arguments and an ORDER BY, as `listQuery` (content-filter.ts) builds them. */
export interface EntityFilter {
  where: string
  args: unknown[]
  order: string
}

/** Content (entity_data) and what hangs off it: categories, labels, files, speakers, schedule, lessons, pages and lookups. */
export const contentRepo = perDb(db => {
  const entity = db.prepare<[number], EntityRow>('SELECT * FROM entity_data WHERE id = ?')
  const bagevents = db.prepare<[], EntityRow>("SELECT * FROM entity_data WHERE entity_type = 'BAGEVENT' ORDER BY start_time DESC")
  const entityTitle = db.prepare<[number], string>('SELECT title FROM entity_data WHERE id = ?').pluck()
  const entityPrice = db.prepare<[number], Pick<EntityRow, 'price'>>('SELECT price FROM entity_data WHERE id = ?')
  const byContentKey = db.prepare<[string], Pick<EntityRow, 'title' | 'entity_type'>>('SELECT title, entity_type FROM entity_data WHERE content_key = ?')
  const categoryName = db.prepare<[number], string>('SELECT name FROM categories WHERE id = ?').pluck()
  const categoriesOf = db.prepare<[string], CategoryRow>('SELECT * FROM categories WHERE entity_type = ? ORDER BY sort, id')
  const allCategories = db.prepare<[], CategoryRow>('SELECT * FROM categories ORDER BY entity_type, sort, id')
  // The ids go in as one JSON array, so one statement serves any number of them.
  const labelNames = db.prepare<[string], string>('SELECT name FROM labels WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id').pluck()
  const lessonTotals = db.prepare<[number], { n: number; d: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(duration),0) AS d FROM course_items WHERE course_id = ?'
  )
  const fileTotals = db.prepare<[number], { n: number; s: number }>('SELECT COUNT(*) AS n, COALESCE(SUM(size),0) AS s FROM files WHERE entity_data_id = ?')
  const files = db.prepare<[number], FileRow>('SELECT * FROM files WHERE entity_data_id = ? ORDER BY id')
  const fileByUrl = db.prepare<[string], FileRow>('SELECT * FROM files WHERE url = ?')
  const speakers = db.prepare<[number], SpeakerRow>(
    'SELECT s.* FROM speakers s JOIN entity_speakers e ON e.speaker_id = s.id WHERE e.entity_data_id = ? ORDER BY e.sort, s.id'
  )
  const schedule = db.prepare<[number], ScheduleItemRow>('SELECT * FROM schedule_items WHERE event_id = ? ORDER BY day, start_time, id')
  const bought = db.prepare<[number, number]>("SELECT 1 FROM orders WHERE account_id = ? AND content_entity_data_id = ? AND pay_status = 'COMPLETE_PAY'")
  const submitted = db.prepare<[number, number]>('SELECT 1 FROM form_submissions WHERE form_id = ? AND account_id = ?')
  const lessons = db.prepare<[number], CourseItemRow>('SELECT * FROM course_items WHERE course_id = ? ORDER BY sort, id')
  const lesson = db.prepare<[number], CourseItemRow>('SELECT * FROM course_items WHERE id = ?')
  const record = db.prepare<[number, number], CourseRecordRow>('SELECT * FROM course_records WHERE account_id = ? AND course_item_id = ?')
  const saveRecord = db.prepare<[number, number, number, number, number, number, string]>(
    `INSERT INTO course_records (account_id, course_item_id, progress_time, percent, watched, learned, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, course_item_id) DO UPDATE SET
           progress_time = excluded.progress_time,
           percent = MAX(percent, excluded.percent),
           watched = watched + excluded.watched,
           learned = MAX(learned, excluded.learned),
           updated_at = excluded.updated_at`
  )
  const lessonCount = db.prepare<[number], number>('SELECT COUNT(*) FROM course_items WHERE course_id = ?').pluck()
  const learnedCount = db
    .prepare<[number, number], number>(
      'SELECT COUNT(*) FROM course_records r JOIN course_items i ON i.id = r.course_item_id WHERE i.course_id = ? AND r.account_id = ? AND r.learned = 1'
    )
    .pluck()
  const startedCount = db
    .prepare<[number, number], number>(
      'SELECT COUNT(*) FROM course_records r JOIN course_items i ON i.id = r.course_item_id WHERE i.course_id = ? AND r.account_id = ?'
    )
    .pluck()
  const collected = db.prepare<[number, number]>('SELECT 1 FROM course_collections WHERE account_id = ? AND course_id = ?')
  const customEntities = db.prepare<[], CustomEntityRow>('SELECT * FROM custom_entities ORDER BY id')
  const customPage = db.prepare<[number], CustomPageRow>('SELECT * FROM custom_pages WHERE id = ?')
  const siteModule = db.prepare<[number], SiteModuleRow>('SELECT * FROM site_modules WHERE id = ?')
  const metadataDefs = db.prepare<[], MetadataDefRow>('SELECT key, label, type FROM metadata_defs ORDER BY rowid')
  const addressesUnder = db.prepare<[string], Pick<AddressRow, 'code' | 'name'>>('SELECT code, name FROM addresses WHERE parent_code = ? ORDER BY code')
  const provinces = db.prepare<[], Pick<AddressRow, 'code' | 'name'>>('SELECT code, name FROM addresses WHERE parent_code IS NULL ORDER BY code')
  const addressExists = db.prepare<[string]>('SELECT 1 FROM addresses WHERE code = ?')
  const enterprisesLike = db.prepare<[string], EnterpriseRow>("SELECT * FROM enterprises WHERE name LIKE ? ESCAPE '\\' ORDER BY name LIMIT 10")
  const shortLink = db.prepare<[string], ShortLinkRow>('SELECT * FROM short_links WHERE keyword = ?')
  const shortLinkOf = db.prepare<[number], ShortLinkRow>('SELECT * FROM short_links WHERE content_id = ? LIMIT 1')
  const mediaKnown = db.prepare<[string, string, string]>(
    'SELECT 1 FROM entity_data WHERE video_url = ? UNION ALL SELECT 1 FROM course_items WHERE video_url = ? UNION ALL SELECT 1 FROM assets WHERE url = ? LIMIT 1'
  )
  // Paid content that shows this clip: a priced course's lessons that are not free, or priced content itself.
  const videoLocks = db
    .prepare<[string, string], number>(
      `SELECT i.course_id FROM course_items i JOIN entity_data c ON c.id = i.course_id WHERE i.video_url = ? AND i.free = 0 AND c.price > 0
       UNION SELECT id FROM entity_data WHERE video_url = ? AND price > 0`
    )
    .pluck()
  const boughtAny = db
    .prepare<[number, string], number>(
      "SELECT 1 FROM orders WHERE account_id = ? AND pay_status = 'COMPLETE_PAY' AND content_entity_data_id IN (SELECT value FROM json_each(?))"
    )
    .pluck()
  return {
    entity: (id: number) => entity.get(id),
    /** Ids of the paid content whose buyers may watch the clip at `url` (empty: the clip is free). */
    videoLocks: (url: string) => videoLocks.all(url, url),
    /** True when the account bought any of the content ids. */
    boughtAny: (accountId: number, entityIds: number[]) => !!boughtAny.get(accountId, JSON.stringify(entityIds)),
    entityTitle: (id: number) => entityTitle.get(id),
    entityPrice: (id: number) => entityPrice.get(id),
    byContentKey: (key: string) => byContentKey.get(key),
    /** One page of content matching a filter (`listQuery`, content-filter.ts). */
    entityPage: <Out>(f: EntityFilter, query: PageQuery, map: (row: EntityRow) => Out) =>
      paged(db, `SELECT e.* FROM entity_data e WHERE ${f.where} ORDER BY ${f.order}`, f.args, query, map),
    /** The first `limit` rows matching a filter; built per call, as the filter is (the WHERE differs with each module's settings). */
    entitiesWhere: (f: EntityFilter, limit: number) =>
      db.prepare(`SELECT e.* FROM entity_data e WHERE ${f.where} ORDER BY ${f.order} LIMIT ?`).all(...f.args, limit) as EntityRow[],
    bagevents: () => bagevents.all(),
    categoryName: (id: number) => categoryName.get(id),
    categories: (entityType?: string) => (entityType ? categoriesOf.all(entityType) : allCategories.all()),
    labelNames: (ids: number[]) => (ids.length ? labelNames.all(JSON.stringify(ids)) : []),
    lessonTotals: (courseId: number) => lessonTotals.get(courseId)!,
    fileTotals: (entityId: number) => fileTotals.get(entityId)!,
    files: (entityId: number) => files.all(entityId),
    fileByUrl: (url: string) => fileByUrl.get(url),
    speakers: (entityId: number) => speakers.all(entityId),
    /** Speakers, all or those of one content item. */
    speakerPage: <Out>(entityId: number | undefined, query: PageQuery, map: (row: SpeakerRow) => Out) =>
      entityId
        ? paged(
            db,
            'SELECT s.* FROM speakers s JOIN entity_speakers es ON es.speaker_id = s.id WHERE es.entity_data_id = ? ORDER BY s.id',
            [entityId],
            query,
            map,
            1000
          )
        : paged(db, 'SELECT s.* FROM speakers s ORDER BY s.id', [], query, map, 1000),
    schedule: (eventId: number) => schedule.all(eventId),
    /** True when the account has a paid order of the content. */
    bought: (accountId: number, entityId: number) => !!bought.get(accountId, entityId),
    submittedForm: (formId: number, accountId: number) => !!submitted.get(formId, accountId),
    lessons: (courseId: number) => lessons.all(courseId),
    lesson: (id: number) => lesson.get(id),
    record: (accountId: number, lessonId: number) => record.get(accountId, lessonId),
    /** Adds a learning report to the account's record of a lesson (progress moves on, percent and learned only go up). */
    saveRecord: (r: { accountId: number; lessonId: number; progressTime: number; percent: number; watched: number; learned: number; at: string }) =>
      saveRecord.run(r.accountId, r.lessonId, r.progressTime, r.percent, r.watched, r.learned, r.at),
    lessonCount: (courseId: number) => lessonCount.get(courseId)!,
    learnedCount: (courseId: number, accountId: number) => learnedCount.get(courseId, accountId)!,
    startedCount: (courseId: number, accountId: number) => startedCount.get(courseId, accountId)!,
    collected: (accountId: number, courseId: number) => !!collected.get(accountId, courseId),
    customEntities: () => customEntities.all(),
    customPage: (id: number) => customPage.get(id),
    siteModule: (id: number) => siteModule.get(id),
    metadataDefs: () => metadataDefs.all(),
    /** Regions under a code, or the provinces without one. */
    addresses: (parentCode?: string) => (parentCode ? addressesUnder.all(parentCode) : provinces.all()),
    addressExists: (code: string) => !!addressExists.get(code),
    /** At most 10 enterprises whose name contains the text. */
    enterprisesNamed: (text: string) => enterprisesLike.all(`%${text.replace(/[%_\\]/g, c => '\\' + c)}%`),
    shortLink: (keyword: string) => shortLink.get(keyword),
    shortLinkOf: (contentId: number) => shortLinkOf.get(contentId),
    /** True when some content, lesson or asset links to this media URL. */
    mediaKnown: (url: string) => !!mediaKnown.get(url, url, url)
  }
})

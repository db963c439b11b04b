import { perDb } from './per-db'

/** What the painted-page and read caches ask on every request: cheap existence checks for its key (server/ssr/painter.ts canonicalPage) and the data version. */
export const pageKeysRepo = perDb(db => {
  const entity = db.prepare<[number], number>('SELECT 1 FROM entity_data WHERE id = ?').pluck()
  const customPage = db.prepare<[number], number>('SELECT 1 FROM custom_pages WHERE id = ?').pluck()
  const category = db.prepare<[number, string], number>('SELECT 1 FROM categories WHERE id = ? AND entity_type = ?').pluck()
  const assetDir = db.prepare<[number], number>('SELECT 1 FROM asset_dirs WHERE id = ?').pluck()
  const lesson = db.prepare<[number, number], number>('SELECT 1 FROM course_items WHERE id = ? AND course_id = ?').pluck()
  // Prepared once: db.pragma() compiles the statement on every call, and this runs on every page request.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  const publicVersion = db.prepare<[], number>('SELECT n FROM public_version WHERE id = 1').pluck()
  return {
    /** Changes when another connection commits a write (never for this connection's own writes). */
    dataVersion: () => dataVersion.get()!,
    /** Moves when what anonymous content reads show changes, from any connection (migration 012's triggers); views excepted. */
    publicVersion: () => publicVersion.get()!,
    entityExists: (id: number) => entity.get(id) !== undefined,
    customPageExists: (id: number) => customPage.get(id) !== undefined,
    /** The category exists and belongs to this content type. */
    categoryOf: (id: number, entityType: string) => category.get(id, entityType) !== undefined,
    assetDirExists: (id: number) => assetDir.get(id) !== undefined,
    /** The lesson exists and belongs to this course. */
    lessonOf: (id: number, courseId: number) => lesson.get(id, courseId) !== undefined
  }
})

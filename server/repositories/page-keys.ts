import { perDb } from './per-db'

/** What the painted-page cache asks on every request: cheap existence checks for its key (server/ssr/painter.ts canonicalPage) and the data version. */
export const pageKeysRepo = perDb(db => {
  const entity = db.prepare<[number], number>('SELECT 1 FROM entity_data WHERE id = ?').pluck()
  const customPage = db.prepare<[number], number>('SELECT 1 FROM custom_pages WHERE id = ?').pluck()
  const category = db.prepare<[number, string], number>('SELECT 1 FROM categories WHERE id = ? AND entity_type = ?').pluck()
  // Prepared once: db.pragma() compiles the statement on every call, and this runs on every page request.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck()
  return {
    /** Changes when another connection commits a write (never for this connection's own writes). */
    dataVersion: () => dataVersion.get()!,
    entityExists: (id: number) => entity.get(id) !== undefined,
    customPageExists: (id: number) => customPage.get(id) !== undefined,
    /** The category exists and belongs to this content type. */
    categoryOf: (id: number, entityType: string) => category.get(id, entityType) !== undefined
  }
})

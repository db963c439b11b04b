import { perDb } from './per-db'

/** Cheap existence checks for the painted-page cache key (server/ssr/painter.ts canonicalPage). */
export const pageKeysRepo = perDb(db => {
  const entity = db.prepare<[number], number>('SELECT 1 FROM entity_data WHERE id = ?').pluck()
  const customPage = db.prepare<[number], number>('SELECT 1 FROM custom_pages WHERE id = ?').pluck()
  const category = db.prepare<[number, string], number>('SELECT 1 FROM categories WHERE id = ? AND entity_type = ?').pluck()
  return {
    entityExists: (id: number) => entity.get(id) !== undefined,
    customPageExists: (id: number) => customPage.get(id) !== undefined,
    /** The category exists and belongs to this content type. */
    categoryOf: (id: number, entityType: string) => category.get(id, entityType) !== undefined
  }
})

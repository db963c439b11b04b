import type { PosterTemplateRow, WebsiteRow } from '../db/rows'
import { perDb } from './per-db'

/** Share poster templates and the site's share title. */
export const postersRepo = perDb(db => {
  const template = db.prepare<[number], PosterTemplateRow>("SELECT * FROM poster_templates WHERE id = ? AND scope = 'SHARE'")
  const templates = db.prepare<[], Pick<PosterTemplateRow, 'id' | 'name' | 'preview'>>(
    "SELECT id, name, preview FROM poster_templates WHERE scope = 'SHARE' ORDER BY id"
  )
  const shareTitle = db.prepare<[], WebsiteRow['share_title']>('SELECT share_title FROM websites ORDER BY id LIMIT 1').pluck()
  return {
    /** A share template (other scopes are not found). */
    template: (id: number) => template.get(id),
    templates: () => templates.all(),
    /** The first website's share title. */
    shareTitle: () => shareTitle.get()
  }
})

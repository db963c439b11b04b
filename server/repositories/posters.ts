import type { PosterRow, PosterTemplateRow, WebsiteRow } from '../db/rows'
import { perDb } from './per-db'

/** Share poster templates, the site's share title and the recipes of the posters handed out. */
export const postersRepo = perDb(db => {
  const template = db.prepare<[number], PosterTemplateRow>("SELECT * FROM poster_templates WHERE id = ? AND scope = 'SHARE'")
  const templates = db.prepare<[], PosterTemplateRow>("SELECT * FROM poster_templates WHERE scope = 'SHARE' ORDER BY id")
  const shareTitle = db.prepare<[], WebsiteRow['share_title']>('SELECT share_title FROM websites ORDER BY id LIMIT 1').pluck()
  const keep = db.prepare<[string, string, string]>('INSERT OR IGNORE INTO posters (hash, recipe, created_at) VALUES (?, ?, ?)')
  const recipe = db.prepare<[string], PosterRow['recipe']>('SELECT recipe FROM posters WHERE hash = ?').pluck()
  return {
    /** A share template (other scopes are not found). */
    template: (id: number) => template.get(id),
    templates: () => templates.all(),
    /** The first website's share title. */
    shareTitle: () => shareTitle.get(),
    /** Remembers a poster's recipe under its hash (once; the same hash is the same recipe). */
    keep: (hash: string, recipeJson: string, createdAt: string) => keep.run(hash, recipeJson, createdAt),
    /** The recipe (JSON) of a poster handed out before. */
    recipe: (hash: string) => recipe.get(hash)
  }
})

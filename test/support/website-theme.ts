import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * Sets the demo website's theme colour in the database of `dataDir` through a connection of its own, as an edit in the
 * company's editor does: the server sees the write (PRAGMA data_version) and paints the next page again. `null` puts
 * the demo's own colour back (kept aside the first time).
 */
export function setWebsiteTheme(dataDir: string, color: string | null): void {
  const db = new Database(path.join(dataDir, 'app.sqlite'))
  try {
    const row = db.prepare('SELECT theme_config FROM websites WHERE id = 1').get() as { theme_config: string }
    const config = JSON.parse(row.theme_config) as { themeColor?: string; _demoColor?: string }
    config._demoColor ??= config.themeColor
    config.themeColor = color ?? config._demoColor
    db.prepare('UPDATE websites SET theme_config = ? WHERE id = 1').run(JSON.stringify(config))
  } finally {
    db.close()
  }
}

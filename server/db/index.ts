import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'

export type Db = Database.Database

const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

/**
 * Opens (and creates) `${dataDir}/app.sqlite` in WAL mode with foreign keys on. synchronous = NORMAL: in WAL
 * mode a commit then writes the log without waiting for the disk (fsync only at checkpoints). It cannot corrupt
 * the database; a power cut may lose the last commits. Rate limits and sessions now write on many requests,
 * and an fsync per commit would make each of those writes cost milliseconds.
 */
export function openDb(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, 'app.sqlite'))
  // First, so that a second process opening the file waits for the first one's lock instead of failing.
  db.pragma('busy_timeout = 5000')
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  return db
}

/** A read-only connection to an existing database file (the worker threads' own), waiting for the writer's locks. */
export function openReader(file: string): Db {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  return db
}

/** Applies every numbered migration not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Db): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`)
  const done = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[])
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter(f => /^\d+_.*\.sql$/.test(f))
    .sort()
  const applied: string[] = []
  const isDone = db.prepare<[string]>('SELECT 1 FROM schema_migrations WHERE name = ?')
  for (const file of files) {
    if (done.has(file)) continue
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
    // IMMEDIATE and checked again inside: another process starting on the same folder applies each file once.
    const ran = db
      .transaction(() => {
        if (isDone.get(file)) return false
        db.exec(sql)
        db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, new Date().toISOString())
        return true
      })
      .immediate()
    if (ran) applied.push(file)
  }
  return applied
}

/**
 * The demo database, migrated and seeded once and copied for every test server (a copy takes a millisecond, a
 * migration and the demo seed a few hundred). The copy is made by the first server of the run that needs it:
 * scripts/node-tests.mjs names one file for the whole run (TEST_DB_TEMPLATE); a file run on its own keeps one
 * for its process. Servers that test the first start itself (two processes seeding one folder) start on an
 * empty folder instead.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrate, openDb } from '../../../server/db'
import { seedIfEmpty } from '../../../server/seed'

let ready: string | null = null

function templateFile(): string {
  if (ready && fs.existsSync(ready)) return ready
  const file = process.env.TEST_DB_TEMPLATE || path.join(os.tmpdir(), `seeded-demo-${process.pid}.sqlite`)
  if (!fs.existsSync(file)) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seeding-'))
    const partial = `${file}.${process.pid}.partial`
    try {
      const db = openDb(work)
      migrate(db)
      seedIfEmpty(db)
      // One self-contained file (no WAL beside it); renamed into place, so a parallel process sees all or nothing.
      db.prepare('VACUUM INTO ?').run(partial)
      db.close()
      fs.renameSync(partial, file)
    } finally {
      fs.rmSync(work, { recursive: true, force: true })
      fs.rmSync(partial, { force: true })
    }
    if (!process.env.TEST_DB_TEMPLATE) process.once('exit', () => fs.rmSync(file, { force: true }))
  }
  ready = file
  return file
}

/** Puts a copy of the seeded demo database into `dataDir` (created if missing): a server started there skips migrate and seed. */
export function copySeededDatabase(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true })
  fs.copyFileSync(templateFile(), path.join(dataDir, 'app.sqlite'))
}

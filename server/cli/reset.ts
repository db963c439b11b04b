import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDb } from '../db'
import { seedIfEmpty } from '../seed'
import { readConfig } from '../config'

/** Deletes the database (and generated media, posters) under DATA_DIR and seeds the demo company again. */
const { dataDir } = readConfig(process.env)
for (const name of ['app.sqlite', 'app.sqlite-wal', 'app.sqlite-shm']) fs.rmSync(path.join(dataDir, name), { force: true })
for (const dir of ['media', 'posters']) fs.rmSync(path.join(dataDir, dir), { recursive: true, force: true })
const db = openDb(dataDir)
migrate(db)
seedIfEmpty(db)
db.close()
console.log(`[seed:reset] demo data restored in ${path.join(dataDir, 'app.sqlite')} (uploads kept)`)

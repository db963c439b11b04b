import type { Db } from '../db'

/**
 * A repository made once per database: `make` prepares its statements when a database is first
 * used, later calls with the same database get the same object.
 *
 *   export const giftsRepo = perDb(db => { const byId = db.prepare(…); return { byId: … } })
 *   giftsRepo(db).byId(1)
 */
export function perDb<R>(make: (db: Db) => R): (db: Db) => R {
  const made = new WeakMap<Db, R>()
  return db => {
    let repo = made.get(db)
    if (!repo) {
      repo = make(db)
      made.set(db, repo)
    }
    return repo
  }
}

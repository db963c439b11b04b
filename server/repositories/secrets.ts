import type { ServerSecretRow } from '../db/rows'
import { perDb } from './per-db'

/** Keys made once per database by migration 003 (server/lib/signing.ts signs the server's own media addresses). */
export const secretsRepo = perDb(db => {
  const byName = db.prepare<[string], ServerSecretRow['secret']>('SELECT secret FROM server_secrets WHERE name = ?').pluck()
  return {
    secret: (name: string) => byName.get(name)
  }
})

/**
 * A second process for the rate-limit race (trust-limits-db.test.ts): opens the data folder's database, says
 * "ready", waits for "go" on stdin, then takes `tries` hits of one limiter as fast as it can and prints how
 * many were granted.
 *
 *   node --require ./scripts/ts-require.cjs test/server/support/take-limit.ts <dataDir> <limit> <tries>
 */
import { openDb } from '../../../server/db'
import { limiter } from '../../../server/lib/rate-limit'

const [dataDir, limit, tries] = process.argv.slice(2)
const db = openDb(dataDir)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  const race = limiter(db, 'race', Number(limit), 60_000)
  let granted = 0
  for (let i = 0; i < Number(tries); i++) if (race.take('one-key')) granted++
  db.close()
  process.stdout.write(`granted ${granted}\n`)
  process.exit(0)
})

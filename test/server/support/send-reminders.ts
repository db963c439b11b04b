/**
 * A process sending due reminders for the race of reminders.test.ts: opens the data folder's database, says
 * "ready", waits for "go" on stdin, then runs `rounds` rounds of sendDueReminders at the clock `nowMs` as fast
 * as it can and prints how many reminders it sent.
 *
 *   node --require ./scripts/ts-require.cjs test/server/support/send-reminders.ts <dataDir> <nowMs> <rounds>
 */
import { openDb } from '../../../server/db'
import { sendDueReminders } from '../../../server/services/reminders'

const [dataDir, nowMs, rounds] = process.argv.slice(2)
const db = openDb(dataDir)
process.stdout.write('ready\n')
process.stdin.once('data', () => {
  let sent = 0
  for (let i = 0; i < Number(rounds); i++) sent += sendDueReminders({ db, now: () => Number(nowMs) })
  db.close()
  process.stdout.write(`sent ${sent}\n`)
  process.exit(0)
})

// The local API server for the simulated mini-program host: a fresh temporary database (demo company seeded) on a
// free port. Prints {"port":N,"dataDir":"…"} once listening; closes and deletes the data on SIGTERM.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildServer } from '../../server/app'

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mini-host-'))
  // The runner names demo subscribe-message templates, so the waitlist's join asks for them on both platforms.
  const template = (name: string) => process.env[name] || null
  const app = await buildServer({
    dataDir,
    staticDir: path.join(dataDir, 'no-static'),
    smsFixedCode: '123456',
    logger: false,
    // Every page booted is a new visitor from 127.0.0.1: the per-address limits are lifted (as the browser harness does).
    security: { visitorsPerIpPerHour: 100_000, smsPerIpPerHour: 100_000 },
    // (its analytics posts too: 146 phones from one address in about a minute pass the 60-a-minute limit; and the
    // shared write budget, which its sign-ins and taps, all from one address and a few accounts, would exhaust)
    analyticsPerMinute: 100_000,
    writesPerMinute: 0,
    writesPerIpPerMinute: 0,
    subscribeTemplates: {
      weapp: { waitlistOffer: template('WX_TMPL_WAITLIST_OFFER'), eventReminder: template('WX_TMPL_EVENT_REMINDER') },
      tt: { waitlistOffer: template('TT_TMPL_WAITLIST_OFFER'), eventReminder: template('TT_TMPL_EVENT_REMINDER') }
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(JSON.stringify({ port, dataDir }) + '\n')
  const stop = async () => {
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})

/**
 * A second (or third) server process on a shared data folder, for the races of waitlist.test.ts: builds the
 * server over `<dataDir>` (already migrated and seeded), listens on a free port, prints "port <n>", and
 * closes when its stdin ends.
 *
 *   node --require ./scripts/ts-require.cjs test/server/support/serve.ts <dataDir>
 */
import { buildServer } from '../../../server/app'

const [dataDir] = process.argv.slice(2)
void (async () => {
  const app = await buildServer({ dataDir, devEndpoints: true, workers: 1, print: () => undefined })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  process.stdout.write(`port ${address.port}\n`)
  process.stdin.resume()
  process.stdin.on('end', () => void app.close().then(() => process.exit(0)))
})()

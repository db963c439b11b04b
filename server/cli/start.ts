import path from 'node:path'
import { buildServer } from '../app'
import { describeConfig, readConfig } from '../config'
import { APP_ROOT } from '../../src/shared/routes'

/**
 * `npm start`: the server the build made of this file (dist/server/start.cjs; scripts/build.cjs builds what is stale
 * first). It builds nothing itself: a missing part of the build is reported at start and by /healthz.
 */
async function main(): Promise<void> {
  const config = readConfig(process.env)
  console.log('[start] settings:\n' + describeConfig(config))
  const app = await buildServer(config)
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`[start] database ${path.join(config.dataDir, 'app.sqlite')}`)
  const health = app.health()
  if (health.status === 'ok') console.log(`[start] painted pages: ${health.paintedPages}`)
  else console.error(`[start] DEGRADED (/healthz answers 503): painted pages are the ${health.paintedPages}`)
  console.log(`[start] ready: http://localhost:${port}${APP_ROOT}`)
  if (config.publicOrigin === null && port !== config.port) console.log(`[start] PUBLIC_ORIGIN (default) is http://localhost:${port}`)
  const stop = async () => {
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (require.main === module) {
  main().catch(error => {
    console.error('[start] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

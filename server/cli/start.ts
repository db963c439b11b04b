import path from 'node:path'
import { buildServer } from '../app'
import { describeConfig, readConfig } from '../config'

/**
 * `npm start`: the server the build made of this file (dist/server/start.cjs; scripts/build.cjs builds what is stale
 * first). It builds nothing itself: a missing part of the build is reported at start and by /healthz.
 */
async function main(): Promise<void> {
  const config = readConfig()
  console.log('[start] settings:\n' + describeConfig(config))
  const app = await buildServer({
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    smsFixedCode: config.smsFixedCode,
    editorOrigins: config.editorOrigins,
    frameLocalhost: config.frameLocalhost,
    publicOrigin: process.env.PUBLIC_ORIGIN ? config.publicOrigin : undefined,
    devEndpoints: config.devEndpoints,
    analyticsPerMinute: config.analyticsPerMinute,
    qrPerMinute: config.qrPerMinute,
    imagesPerMinute: config.imagesPerMinute,
    uploadQuotaMb: config.uploadQuotaMb,
    uploadQuotaFiles: config.uploadQuotaFiles,
    trustProxy: config.trustProxy,
    extensions: config.extensions,
    workers: config.workers,
    workQueue: config.workQueue,
    postersPerMinute: config.postersPerMinute,
    postersPerIpPerMinute: config.postersPerIpPerMinute,
    aiPerMinute: config.aiPerMinute,
    aiPerIpPerMinute: config.aiPerIpPerMinute,
    writesPerMinute: config.writesPerMinute,
    writesPerIpPerMinute: config.writesPerIpPerMinute,
    doorPerMinute: config.doorPerMinute,
    pageCacheBytes: config.pageCacheMb * 1024 * 1024,
    analyticsRetentionDays: config.analyticsRetentionDays,
    analyticsMaxBytes: config.analyticsMaxMb * 1024 * 1024,
    promotionVisitorsPerIp: config.promotionVisitorsPerIp,
    demoCpAddDelayS: config.demoCpAddDelayS,
    waitlistOfferHours: config.waitlistOfferHours,
    schedulerIntervalS: config.schedulerIntervalS,
    subscribeTemplates: config.subscribeTemplates,
    logger: process.env.LOG === '1'
  })
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  console.log(`[start] database ${path.join(config.dataDir, 'app.sqlite')}`)
  const health = app.health()
  if (health.status === 'ok') console.log(`[start] painted pages: ${health.paintedPages}`)
  else console.error(`[start] DEGRADED (/healthz answers 503): painted pages are the ${health.paintedPages}`)
  console.log(`[start] ready: http://localhost:${port}/web/h/`)
  if (!process.env.PUBLIC_ORIGIN && port !== config.port) console.log(`[start] PUBLIC_ORIGIN (default) is http://localhost:${port}`)
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

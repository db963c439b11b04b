import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildServer } from '../app'
import { describeConfig, readConfig, REPO_ROOT } from '../config'

/** Newest mtime of any file under dir (skipping node_modules). */
function newest(dir: string): number {
  let max = 0
  if (!fs.existsSync(dir)) return 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    max = Math.max(max, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return max
}

/** Builds the H5 app when dist is missing or older than src/, config/ or types/. */
export function ensureBuild(staticDir: string): void {
  if (process.env.SKIP_BUILD === '1') return
  const defaultDir = path.resolve(REPO_ROOT, 'dist/h5')
  if (path.resolve(staticDir) !== defaultDir) return
  const index = path.join(staticDir, 'index.html')
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0
  const sources = Math.max(...['src', 'config', 'types'].map(d => newest(path.join(REPO_ROOT, d))))
  if (built && built >= sources) return
  console.log(built ? '[start] the H5 build is older than the sources: rebuilding…' : '[start] no H5 build yet: building (takes a minute)…')
  const res = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
    shell: process.platform === 'win32'
  })
  if (res.status !== 0) {
    console.error('[start] the H5 build failed; the server starts anyway and /web/h/ explains how to build.')
  }
}

async function main(): Promise<void> {
  const config = readConfig()
  console.log('[start] settings:\n' + describeConfig(config))
  ensureBuild(config.staticDir)
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

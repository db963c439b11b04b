/**
 * npm run bench:trace -- <url>: one cold load of a page in Chromium with the CPU slowed 4× (as Lighthouse's
 * mobile profile assumes), traced with the DevTools timeline; prints every main-thread task over 50 ms with
 * what it spent its time on, and the sum of (duration − 50 ms). Observed, not simulated: run it a few times,
 * on a quiet machine, against a running server (npm start or server/cli/start.ts). Not part of CI.
 *
 * BENCH_TRACE_CPU=1 BENCH_TRACE_MIN=10 shows what Lighthouse's simulation starts from: it drops tasks under
 * 10 ms of an unthrottled load and multiplies the rest by 4, so an observed task over 12.5 ms is blocking time.
 * BENCH_TRACE_ONLY=<regexp> lists only the events whose name matches inside each task (e.g. `Font|^Layout$`: how
 * much of a layout went to finding fonts); BENCH_TRACE_WARM=<url> loads that page first in the same tab, untraced,
 * so the traced load finds a renderer that has laid out text before (fonts found and loaded).
 */
import { chromium } from 'playwright-core'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; functionName?: string } }
}

const url = process.argv[2]
const CPU_RATE = Number(process.env.BENCH_TRACE_CPU || 4)
const MIN_MS = Number(process.env.BENCH_TRACE_MIN || 50)
const ONLY = process.env.BENCH_TRACE_ONLY ? new RegExp(process.env.BENCH_TRACE_ONLY) : null
const WARM = process.env.BENCH_TRACE_WARM
if (!url) throw new Error('usage: npm run bench:trace -- <url>')

const label = (e: TraceEvent) =>
  e.name === 'EvaluateScript' || e.name === 'FunctionCall'
    ? `${e.name} ${(e.args?.data?.url || '').split('/').pop()} ${e.args?.data?.functionName || ''}`
    : e.name

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] })
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', e => events.push(...(e.value as unknown as TraceEvent[])))
  if (WARM) {
    await page.goto(WARM, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
  }
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading,fonts',
    transferMode: 'ReportEvents'
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(6000)
  const complete = new Promise(resolve => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  const start = Math.min(...events.filter(e => e.ts > 0).map(e => e.ts))
  const tasks = events.filter(e => e.name === 'RunTask' && e.ph === 'X' && (e.dur || 0) > MIN_MS * 1000)
  let blocking = 0
  for (const task of tasks) {
    const end = task.ts + (task.dur || 0)
    blocking += Math.max(0, ((task.dur || 0) * (4 / CPU_RATE) - 50_000) / 1000)
    const spent: Record<string, number> = {}
    for (const e of events) {
      if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + (e.dur || 0) > end) continue
      spent[label(e)] = (spent[label(e)] || 0) + (e.dur || 0) / 1000
    }
    const top = Object.entries(spent)
      .filter(([name]) => !ONLY || ONLY.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    console.log(`${((task.ts - start) / 1000).toFixed(0)} ms  +${((task.dur || 0) / 1000).toFixed(0)} ms  ${top.join(' | ')}`)
  }
  console.log(`sum of (task × ${4 / CPU_RATE} − 50 ms): ${blocking.toFixed(0)} ms over ${tasks.length} tasks over ${MIN_MS} ms`)
  await browser.close()
}

void main()

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
 * BENCH_TRACE_NET=1 also slows the network as the slow phone of `npm run bench -- --slow` (400 kbps, 400 ms round
 * trips). Times are from the navigation's start; the first contentful paint and the takeover (the painted `#fp`
 * removed) are printed among the tasks, then what the long tasks between the two spent their time on, by script.
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
const NET = !!process.env.BENCH_TRACE_NET
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
  if (NET) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 })
  }
  // When the app removes the painted view (ms since the navigation started).
  await page.addInitScript(`new MutationObserver(function () {
    if (document.getElementById('fp')) window.__painted = true
    else if (window.__painted && !window.__takeover) window.__takeover = performance.now()
  }).observe(document, { childList: true, subtree: true })`)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', e => events.push(...(e.value as unknown as TraceEvent[])))
  if (WARM) {
    await page.goto(WARM, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
  }
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,blink.user_timing,loading,fonts',
    transferMode: 'ReportEvents'
  })
  await page.goto(url, { waitUntil: 'load', timeout: 60000 })
  await page.waitForFunction(() => !document.getElementById('fp'), null, { timeout: 30000 }).catch(() => undefined)
  await page.waitForTimeout(NET ? 3000 : 6000)
  const marks = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    takeover: (window as unknown as { __takeover?: number }).__takeover ?? null
  }))
  const complete = new Promise(resolve => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  // Times from the navigation's start (performance.now() in the page), else from the trace's first event.
  const navigation = events.filter(e => e.name === 'navigationStart' && e.ts > 0).pop()
  const start = navigation ? navigation.ts : Math.min(...events.filter(e => e.ts > 0).map(e => e.ts))
  const tasks = events.filter(e => e.name === 'RunTask' && e.ph === 'X' && (e.dur || 0) > MIN_MS * 1000)
  const pending = [
    { at: marks.fcp, text: 'first contentful paint' },
    { at: marks.takeover, text: 'takeover: the painted view removed' }
  ].filter((m): m is { at: number; text: string } => m.at !== null)
  const betweenByScript: Record<string, number> = {}
  let blocking = 0
  for (const task of tasks) {
    const at = (task.ts - start) / 1000
    while (pending.length && pending[0].at <= at) {
      const mark = pending.shift()!
      console.log(`${mark.at.toFixed(0)} ms  — ${mark.text}`)
    }
    if (marks.fcp !== null && marks.takeover !== null && at >= marks.fcp && at < marks.takeover) {
      // Charged to the script whose evaluation or calls took most of the task (none: the document's own style, layout, paint).
      const own: Record<string, number> = {}
      for (const e of events) {
        if (e.pid !== task.pid || e.tid !== task.tid || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + (e.dur || 0) > task.ts + (task.dur || 0))
          continue
        const key = e.name === 'EvaluateScript' || e.name === 'FunctionCall' ? (e.args?.data?.url || '').split('/').pop() || e.name : null
        if (key) own[key] = (own[key] || 0) + (e.dur || 0) / 1000
      }
      const [script] = Object.entries(own).sort((a, b) => b[1] - a[1])[0] || ['(no script: style, layout, paint)']
      betweenByScript[script] = (betweenByScript[script] || 0) + (task.dur || 0) / 1000
    }
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
  for (const m of pending) console.log(`${m.at.toFixed(0)} ms  — ${m.text}`)
  console.log(`sum of (task × ${4 / CPU_RATE} − 50 ms): ${blocking.toFixed(0)} ms over ${tasks.length} tasks over ${MIN_MS} ms`)
  if (Object.keys(betweenByScript).length) {
    const parts = Object.entries(betweenByScript).sort((a, b) => b[1] - a[1])
    console.log(`tasks over ${MIN_MS} ms between the paint and the takeover, by script: ${parts.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')}`)
  }
  await browser.close()
}

void main()

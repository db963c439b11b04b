/**
 * Long lists stay smooth: 1,000 items scrolled to the end in headless Chromium keep the rendered items,
 * the DOM and the JS heap bounded (WindowedList), with the scroll height steady and the last item shown.
 * The list answers come from page.route, so the size of the list does not depend on the demo data.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, CDPSession, Page } from 'playwright-core'
import type { EntityDataSummary, Speaker } from '../../types/contract'
import { newPhone, realErrors, shot, type Stack, startE2E, stopE2E, until, tookOver, withoutShippedAnswers } from './harness'

const COUNT = 1000
/** Rendered items allowed at once: the blocks within two screens of the viewport, never the whole list. */
const MAX_ITEMS = 120
/** Elements in the document at once: the page frame plus the windowed blocks (all 1,000 speakers ≈ 5,100). */
const MAX_ELEMENTS = 1500
/** DOM nodes alive after a garbage collection, attached or not (all 1,000 speakers ≈ 26,000): emptied blocks must let go of their items. */
const MAX_NODES = 5000
/**
 * A scroll step, in screens: under ListBlock's band of two screens either side of the view, so what a step brings into
 * view was rendered before it (a finger's flick), and a step samples the window at a new place in the list.
 */
const STEP_SCREENS = 1.8

let stack: Stack
let browser: Browser

before(async () => ({ stack, browser } = await startE2E()))

after(() => stopE2E({ stack, browser }))

const envelope = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, data, message: 'ok' }) })

const speaker = (id: number): Speaker => ({
  id,
  name: `嘉宾${id}`,
  title: id % 3 === 0 ? '首席技术官' : 'CTO',
  company: id % 4 === 0 ? '云途科技（上海）有限公司数字化事业部' : '云途科技',
  avatar: '',
  intro: `嘉宾${id}的介绍`
})

const article = (id: number): EntityDataSummary => ({
  id,
  entityDataId: id,
  entityType: 'ARTICLE',
  contentType: 1,
  title: `文章${id}${id % 3 === 0 ? '：一个要折成两行才放得下的很长很长的标题，看看高度' : ''}`,
  // Some rows carry a summary, so the rows (and blocks) differ in height.
  summary: id % 2 === 0 ? `第${id}篇文章的摘要，长短不一。` : '',
  cover: '',
  categoryId: null,
  categoryName: null,
  labels: [],
  publishTime: '2026-01-01T00:00:00Z',
  viewCount: id,
  starCount: 0,
  recommend: false,
  price: null
})

interface Sample {
  items: number
  elements: number
  scrollHeight: number
  scrollTop: number
  /** The item under a point of the screen right after the step, and once blocks have come and gone. */
  under: [string | null, string | null]
}

/**
 * Marks what scrolls the list: Taro's H5 page (`.taro_page`, overflow-y: scroll) unless the page uses
 * window scrolling. The helpers below scroll and measure `[data-e2e-scroller]`.
 */
async function markScroller(page: Page): Promise<void> {
  await page.evaluate(() => {
    let node = document.querySelector('.windowed-list')?.parentElement || null
    while (node && node !== document.body && !/^(auto|scroll)$/.test(getComputedStyle(node).overflowY)) node = node.parentElement
    const scroller = node && node !== document.body ? node : document.scrollingElement || document.documentElement
    scroller.setAttribute('data-e2e-scroller', '')
  })
}

/**
 * The windowed list matches where it is scrolled to: every block within two screens of the view rendered, every block
 * beyond that a spacer (ListBlock's ROOT_MARGIN), so IntersectionObserver has reported the scroll and React has
 * committed what it changed. Blocks at the edge of that band may be either. Fails naming the blocks that never followed.
 */
async function windowSettled(page: Page): Promise<void> {
  // How many blocks near the view are spacers and how many beyond the band are rendered, or (settled) whether both are 0.
  const astray = (settled: boolean) => {
    const scroller = document.querySelector('[data-e2e-scroller]') as HTMLElement
    const view = scroller === document.scrollingElement ? { top: 0, bottom: innerHeight } : scroller.getBoundingClientRect()
    const band = 2 * (view.bottom - view.top)
    const edge = 40
    const counts = { nearButEmpty: 0, farButRendered: 0 }
    for (const block of Array.from(document.querySelectorAll('.windowed-list__block'))) {
      const r = block.getBoundingClientRect()
      const rendered = block.childElementCount > 0
      if (!rendered && r.bottom > view.top - band + edge && r.top < view.bottom + band - edge) counts.nearButEmpty++
      if (rendered && (r.bottom < view.top - band - edge || r.top > view.bottom + band + edge)) counts.farButRendered++
    }
    return settled ? counts.nearButEmpty + counts.farButRendered === 0 : counts
  }
  const followed = await page.waitForFunction(astray, true, { timeout: 10000 }).then(
    () => true,
    () => false
  )
  if (!followed) assert.fail(`the list's blocks did not follow the scroll: ${JSON.stringify(await page.evaluate(astray, false))}`)
}

/** What the list's scroller and the document hold, and the item under (x, 400). */
interface Look {
  items: number
  elements: number
  scrollHeight: number
  scrollTop: number
  /** The scrollTop before the scroll this look made. */
  before: number
  under: string | null
}

/**
 * Scrolls by `by` px (0: stays), then in the same task reads the list: the item under (x, 400) for a few x (grids have
 * gaps between columns), the rendered items, the document's elements and the scroller's position.
 */
async function look(page: Page, itemSelector: string, by: number): Promise<Look> {
  return page.evaluate(
    ({ sel, by }) => {
      const el = document.querySelector('[data-e2e-scroller]') as HTMLElement
      const before = el.scrollTop
      if (by) el.scrollBy(0, by)
      let under: string | null = null
      for (const x of [60, 190, 310]) {
        const hit = document.elementFromPoint(x, 400)?.closest(sel)
        // A speaker is labelled; a content card is named by what it shows, its title first.
        if (hit) {
          under = hit.getAttribute('aria-label') ?? hit.querySelector('.content-card__title')?.textContent ?? null
          break
        }
      }
      return {
        items: document.querySelectorAll(sel).length,
        elements: document.getElementsByTagName('*').length,
        scrollHeight: el.scrollHeight,
        scrollTop: el.scrollTop,
        before,
        under
      }
    },
    { sel: itemSelector, by }
  )
}

/** True when the list's scroller can move further in `direction`. */
function canScroll(page: Page, direction: 1 | -1): Promise<boolean> {
  return page.evaluate(dir => {
    const el = document.querySelector('[data-e2e-scroller]') as HTMLElement
    return dir > 0 ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : el.scrollTop > 0
  }, direction)
}

/** Heap in use and DOM nodes (attached or not) after a full garbage collection. */
async function memory(cdp: CDPSession): Promise<{ heapMB: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes } = await cdp.send('Memory.getDOMCounters')
  return { heapMB: Math.round((usedSize / 1048576) * 10) / 10, nodes }
}

/** What the list holds now (for the log and the heap and node checks). */
async function state(page: Page, itemSelector: string): Promise<Omit<Sample, 'under'>> {
  const { items, elements, scrollHeight, scrollTop } = await look(page, itemSelector, 0)
  return { items, elements, scrollHeight, scrollTop }
}

/**
 * Scrolls to the end (or back to the top with direction -1) in steps of STEP_SCREENS, sampling once the window has
 * followed each step; stops when a step no longer scrolls and isDone() says so (a paged list loads as it scrolls).
 */
async function scrollToEnd(
  page: Page,
  itemSelector: string,
  isDone: () => Promise<boolean>,
  onStep?: (now: Sample) => Promise<void>,
  direction: 1 | -1 = 1
): Promise<Sample[]> {
  const samples: Sample[] = []
  const step = direction * Math.round((await page.evaluate(() => (document.querySelector('[data-e2e-scroller]') as HTMLElement).clientHeight)) * STEP_SCREENS)
  for (let i = 0; i < 400; i++) {
    const moved = await look(page, itemSelector, step)
    await windowSettled(page)
    const { items, elements, scrollHeight, scrollTop, under } = await look(page, itemSelector, 0)
    const now: Sample = { items, elements, scrollHeight, scrollTop, under: [moved.under, under] }
    samples.push(now)
    if (onStep) await onStep(now)
    if (scrollTop !== moved.before) continue
    // The end: everything loaded (asked first: the last page may have come since the step) and no room to scroll.
    if ((await isDone()) && !(await canScroll(page, direction))) break
    // Stuck at the end of what has loaded: wait for the next page to make room (or for isDone), not for time.
    await until(async () => (await canScroll(page, direction)) || (await isDone()), 5000, 'more list').catch(() => undefined)
  }
  return samples
}

/**
 * Opens the list at `appPath` past the takeover, waits for its first item, marks its scroller and lets the window
 * settle; answers a CDP session (for memory) and what the list holds at the start.
 */
async function openLongList(
  page: Page,
  appPath: string,
  itemSelector: string
): Promise<{ cdp: CDPSession; start: Omit<Sample, 'under'> & { heapMB: number; nodes: number } }> {
  await page.goto(`${stack.baseUrl}${appPath}`, { waitUntil: 'domcontentloaded' })
  await tookOver(page)
  await page.locator(itemSelector).first().waitFor({ timeout: 20000 })
  await markScroller(page)
  // The first render measures every block once; the far ones then become spacers.
  await windowSettled(page)
  const cdp = await page.context().newCDPSession(page)
  return { cdp, start: { ...(await state(page, itemSelector)), ...(await memory(cdp)) } }
}

/** Bounded items and elements at every step, and nothing under the finger moving as blocks come and go. */
function assertSmooth(samples: Sample[]): void {
  const jumps = samples.filter(s => s.under[0] !== s.under[1]).map(s => `at ${s.scrollTop}: ${s.under[0]} → ${s.under[1]}`)
  assert.deepEqual(jumps, [], 'what is under the finger right after a step stays there')
  assert.ok(samples.filter(s => s.under[1]).length > samples.length / 2, 'the probe point found items')
  const worstItems = Math.max(...samples.map(s => s.items))
  const worstElements = Math.max(...samples.map(s => s.elements))
  assert.ok(worstItems < MAX_ITEMS, `rendered items stay under ${MAX_ITEMS} at every step (worst ${worstItems})`)
  assert.ok(worstElements < MAX_ELEMENTS, `document elements stay under ${MAX_ELEMENTS} at every step (worst ${worstElements})`)
}

describe('long lists', () => {
  it('1,000 speakers scrolled to the end: bounded DOM and heap, steady scroll height, last speaker shown', async () => {
    const { page, errors, context } = await newPhone(browser)
    // The speakers page is painted with the demo's speakers and ships them: the app asks the (faked) API instead.
    await withoutShippedAnswers(page)
    await page.route('**/api/open/v1/speaker/list**', route =>
      route.fulfill(
        envelope({ content: Array.from({ length: COUNT }, (_, i) => speaker(i + 1)), last: true, number: 0, size: COUNT, totalElements: COUNT, totalPages: 1 })
      )
    )
    const cell = '[data-testid="speaker"]'
    const { cdp, start } = await openLongList(page, '/pages/speaker-list/index', cell)

    let middleShot = false
    const samples = await scrollToEnd(
      page,
      cell,
      async () => true,
      async ({ scrollTop, scrollHeight }) => {
        if (!middleShot && scrollTop > scrollHeight / 2) {
          middleShot = true
          await shot(page, 'long-list-speakers-middle')
        }
      }
    )
    await shot(page, 'long-list-speakers-end')
    const end = { ...(await state(page, cell)), ...(await memory(cdp)) }
    console.log(
      `[long-lists] speakers: start ${JSON.stringify(start)}; end ${JSON.stringify(end)}; worst items ${Math.max(...samples.map(s => s.items))}, worst elements ${Math.max(...samples.map(s => s.elements))}, ${samples.length} steps`
    )

    assertSmooth(samples)
    const heights = new Set(samples.map(s => Math.round(s.scrollHeight)))
    assert.ok(Math.max(...heights) - Math.min(...heights) <= 2, `the scroll height stays put (${[...heights].join(', ')})`)
    const last = page.locator(`${cell}[aria-label="嘉宾${COUNT}"]`)
    assert.equal(await last.count(), 1, 'the last speaker is rendered at the end')
    assert.ok(await last.isVisible(), 'the last speaker is on screen at the end')
    assert.ok(start.nodes < MAX_NODES && end.nodes < MAX_NODES, `live DOM nodes stay under ${MAX_NODES} (start ${start.nodes}, end ${end.nodes})`)
    assert.ok(end.heapMB < start.heapMB + 4, `the JS heap does not grow with the distance scrolled (start ${start.heapMB} MB, end ${end.heapMB} MB)`)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })

  it('a paged list loaded to 1,000 items while scrolling stays bounded and ends with its last item', async () => {
    const { page, errors, context } = await newPhone(browser)
    const perPage = 50
    const requested: number[] = []
    // the list's pages are faked below, its first one too
    await withoutShippedAnswers(page)
    await page.route('**/api/open/v1/entityData/entityDataList**', route => {
      const pageNo = Number(new URL(route.request().url()).searchParams.get('page') || '1')
      requested.push(pageNo)
      const from = (pageNo - 1) * perPage
      const content = Array.from({ length: Math.max(0, Math.min(perPage, COUNT - from)) }, (_, i) => article(from + i + 1))
      return route.fulfill(
        envelope({ content, last: from + perPage >= COUNT, number: pageNo - 1, size: perPage, totalElements: COUNT, totalPages: COUNT / perPage })
      )
    })
    const card = '[data-testid="content-card"]'
    const { cdp, start } = await openLongList(page, '/pages/article-list/index', card)

    const samples = await scrollToEnd(page, card, async () => (await page.locator('.paged-list__end').count()) > 0)
    await shot(page, 'long-list-articles-end')
    const end = { ...(await state(page, card)), ...(await memory(cdp)) }
    console.log(
      `[long-lists] articles: pages ${requested.length}; start ${JSON.stringify(start)}; end ${JSON.stringify(end)}; worst items ${Math.max(...samples.map(s => s.items))}, worst elements ${Math.max(...samples.map(s => s.elements))}, ${samples.length} steps`
    )

    assert.equal(Math.max(...requested), COUNT / perPage, 'every page was loaded')
    assertSmooth(samples)
    const titled = (title: RegExp) => page.locator(card).filter({ has: page.locator('.content-card__title', { hasText: title }) })
    const last = titled(new RegExp(`^文章${COUNT}`))
    assert.equal(await last.count(), 1, 'the last article is rendered at the end')
    assert.ok(await last.isVisible(), 'the last article is on screen at the end')
    assert.ok(await page.locator('.paged-list__end').isVisible(), '没有更多了 shows under it')

    // Back to the top over blocks of different heights that were emptied on the way down: the spacers
    // held their heights, so the scroll height does not change and the first article is where it was.
    const up = await scrollToEnd(page, card, async () => true, undefined, -1)
    assertSmooth(up)
    const heights = new Set([end.scrollHeight, ...up.map(s => Math.round(s.scrollHeight))])
    assert.ok(Math.max(...heights) - Math.min(...heights) <= 2, `the scroll height stays put on the way up (${[...heights].join(', ')})`)
    assert.ok(await titled(/^文章1$/).isVisible(), 'the first article is on screen at the top')
    assert.ok(end.nodes < MAX_NODES, `live DOM nodes stay under ${MAX_NODES} (end ${end.nodes})`)
    assert.ok(end.heapMB < start.heapMB + 6, `the JS heap holds the 1,000 loaded items, not their DOM (start ${start.heapMB} MB, end ${end.heapMB} MB)`)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

/**
 * Browsing journeys in headless Chromium against the built app and the real local server: home and
 * its modules (popup, banner that turns, menu drawer), every kind of navigation item of spec §2 from
 * the nav grid and a sample from the menu, and an article list paged by infinite scroll to its end, a detail
 * favourited, and back to the list and home.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import type { NavItem, SiteModule } from '../../types/contract'
import { closePopupIfShown, newPhone, realErrors, shot, type Stack, startE2E, stopE2E, api as harnessApi, until, painted, tookOver } from './harness'

let stack: Stack
let browser: Browser

before(async () => ({ stack, browser } = await startE2E()))
after(() => stopE2E({ stack, browser }))

const api = <T>(path: string) => harnessApi<T>(stack, path)

interface Website {
  modules: SiteModule[]
}

/** The demo website as the server gives it: what home must show. */
async function website(): Promise<{ modules: SiteModule[]; menu: NavItem[] }> {
  const { miniAppWebsiteId } = await api<{ miniAppWebsiteId: number }>('/open/v1/company/companyInfo')
  const info = await api<Website>(`/open/v1/website/${miniAppWebsiteId}/info`)
  const menu = await api<NavItem[]>(`/open/v1/website/${miniAppWebsiteId}/menu`)
  return { modules: info.modules, menu }
}

const navModule = (modules: SiteModule[]): NavItem[] => {
  const nav = modules.find(m => m.kind === 'NAV')
  assert.ok(nav && nav.kind === 'NAV', 'the demo home has a nav grid')
  return nav.items
}

/** The visible text of the top (last) page. */
const topPageText = (page: Page) =>
  page.evaluate(() => {
    const pages = Array.from(document.querySelectorAll('.page'))
    return ((pages[pages.length - 1]?.textContent as string) || '').trim()
  })

/**
 * Waits until the top page shows its own content: text, no error, and not the "正在登录…" step
 * (a page that needs the account signs the visitor in first and comes back).
 */
async function contentShown(page: Page, timeout = 15000): Promise<void> {
  await page.waitForFunction(
    () => {
      const pages = Array.from(document.querySelectorAll('.page'))
      const top = pages[pages.length - 1]
      const text = (top?.textContent || '').trim()
      return text.length > 0 && !text.includes('正在登录') && !top.querySelector('[role="alert"]') && !top.querySelector('.skeleton')
    },
    undefined,
    { timeout }
  )
}

/** The text of the toast on screen (Taro's H5 toast, whose box is an unsized wrapper), or '' after 5 s. */
async function toastText(page: Page): Promise<string> {
  const handle = await page
    .waitForFunction(
      () => {
        const toast = Array.from(document.querySelectorAll('.taro__toast')).find(el => getComputedStyle(el).display !== 'none')
        return ((toast as HTMLElement | undefined)?.innerText || '').trim() || false
      },
      undefined,
      { timeout: 5000 }
    )
    .catch(() => null)
  return handle ? String(await handle.jsonValue()) : ''
}

/**
 * Waits for the title of the detail on top (pages below keep theirs in the DOM): the header under the cover, the one
 * place a detail shows it (its navigation bar names the kind of page: issue #43).
 */
async function topDetailTitle(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    title => {
      const titles = Array.from(document.querySelectorAll('.detail-header__title'))
      return (titles[titles.length - 1]?.textContent || '').trim() === title
    },
    expected,
    { timeout: 10000 }
  )
}

/**
 * Opens home in a fresh phone and waits for the website's modules. The demo seed pushes a popup on a
 * first visit: it is closed with its × unless keepPopup (the popup test looks at it).
 */
async function openHome(options: { keepPopup?: boolean } = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const phone = await newPhone(browser)
  await goHome(phone.page, options)
  return phone
}

/**
 * Loads home in `page` and waits for the website's modules and the popup's answer; the popup, when the app chose to
 * show one (a visitor sees it once), is closed with its × unless keepPopup.
 */
async function goHome(page: Page, options: { keepPopup?: boolean } = {}): Promise<void> {
  // The app (which asks for the popup) starts once the painted home has loaded: allow for a busy machine.
  const popupAnswer = page.waitForResponse(r => r.url().includes('/popup/fetchPopupPush'), { timeout: 30000 })
  await page.goto(`${stack.baseUrl}/pages/index/index`, { waitUntil: 'domcontentloaded' })
  await tookOver(page)
  await page.locator('.site-module--nav').waitFor({ timeout: 15000 })
  await popupAnswer
  // The app decides on the answer in the task that reads it: a frame later the popup is in the DOM, or will not be.
  await painted(page)
  if (!options.keepPopup && (await page.locator('[data-testid="popup"]').count())) await closePopupIfShown(page)
}

/**
 * Waits until every image in the viewport has loaded (lazy images load once scrolled into view);
 * fails naming the ones that did not: a blank cover or avatar on screen is a broken page.
 */
async function imagesOnScreenLoaded(page: Page, timeout = 8000): Promise<void> {
  const pending = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('img'))
        .filter(img => {
          const r = img.getBoundingClientRect()
          const style = getComputedStyle(img)
          return (
            r.width > 0 &&
            r.height >= 0 &&
            r.bottom > 0 &&
            r.top < innerHeight &&
            r.right > 0 &&
            r.left < innerWidth &&
            style.visibility !== 'hidden' &&
            style.display !== 'none'
          )
        })
        .filter(img => !(img.complete && img.naturalWidth > 0))
        .map(img => img.getAttribute('src') || '(no src yet)')
    )
  let left: string[] = []
  await until(async () => (left = await pending()).length === 0, timeout, 'images on screen').catch(() => undefined)
  assert.deepEqual(left, [], 'images on screen load')
}

const activeDot = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('.banner-carousel__dot')).findIndex(d => d.classList.contains('banner-carousel__dot--on')))

// ---------------------------------------------------------------------------------------------- spec §2

/** What opening a nav item must do on the web, from spec §2's table (written here, not taken from the app). */
type Expected = { path: string; query: Record<string, string>; stepOut?: string } | { toast: RegExp }

const TEMPLATE_PAGES: Record<number, string> = {
  [-1]: '/pages/account/index',
  [-2]: '/pages/event-list/index',
  [-3]: '/pages/course-list/index',
  [-4]: '/pages/article-list/index',
  [-5]: '/pages/material-list/index',
  [-6]: '/pages/case-list/index',
  [-7]: '/pages/speaker-list/index',
  [-8]: '/pages/account/tickets/index',
  [-9]: '/pages/product-list/index',
  [-10]: '/pages/video-list/index'
}

const DETAIL_PAGES: Record<string, string> = {
  ARTICLE: '/pages/article/index',
  EVENT: '/pages/event/index',
  COURSE: '/pages/course/index',
  VIDEO: '/pages/video/index',
  FILEDOWNLOAD: '/pages/material/index',
  CUSTOMER_CASE: '/pages/case/index',
  PRODUCT_INTRODUCTION: '/pages/product/index'
}

function expectedFor(item: NavItem): Expected | null {
  switch (item.type) {
    case 0: {
      const url = String(item.outUrl || item.aimTo || item.link)
      return { path: '/pages/web/index', query: { src: url }, stepOut: new URL(url).hostname }
    }
    case 1: {
      const id = Number(item.templateId)
      if (id > 0) return { path: '/pages/custom/index', query: { pageId: String(id) } }
      const category = item.extra || item.tip
      return { path: TEMPLATE_PAGES[id], query: category ? { categoryId: String(category) } : {} }
    }
    case 2:
      return { path: '/pages/form/index', query: { id: String(item.websiteFormId) } }
    case 3:
      return { path: '/pages/assets/index', query: { id: String(item.assetId) } }
    case 4:
      return { toast: /不支持跳转小程序/ }
    case 5:
      return { path: DETAIL_PAGES[String(item.contentType)], query: { id: String(item.contentId) } }
    case 6:
      return { path: '/pages/interaction/index', query: { id: String(item.interactionId) } }
    case 7:
      return item.entityDataId
        ? { path: '/packages/customized/pages/entity-data/index', query: { entityId: String(item.entityId), id: String(item.entityDataId) } }
        : { path: '/packages/customized/pages/entity/index', query: { id: String(item.entityId) } }
    case 8:
      return { toast: /视频号/ }
    default:
      return null // 9 (phone call) has no page and no toast to check here
  }
}

/**
 * A type 0 link to one of the app's own pages ("/pages/lottery/index?id=1", as the demo banner and
 * image block have) opens that page in the app; null for a real external URL.
 */
function inAppLinkTarget(item: NavItem): Expected | null {
  const raw = String(item.outUrl || item.aimTo || item.link || '')
  if (item.type !== 0 || !raw.startsWith('/pages/')) return null
  const url = new URL(raw, 'http://app.invalid')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

/**
 * Clicks a nav item (from the grid or the open menu) and checks what spec §2 says it does; returns a
 * failure line or null. Pages must show their own content; toasts must leave home where it was.
 */
async function checkNavItem(page: Page, item: NavItem, click: () => Promise<void>, foreign: string[], override?: Expected | null): Promise<string | null> {
  const expected = override || expectedFor(item)
  if (!expected) return null
  const label = `${item.title} (type ${item.type})`
  const before = page.url()
  await click()
  if ('toast' in expected) {
    const text = await toastText(page)
    if (!expected.toast.test(text)) return `${label}: toast ${JSON.stringify(text)}, expected ${expected.toast}`
    // The toast is the last thing the tap does (nothing is navigated to after it: nav-items.test.ts).
    if (page.url() !== before) return `${label}: navigated to ${page.url()} instead of staying`
    return null
  }
  try {
    await page.waitForURL(u => u.pathname === `/web/h${expected.path}`, { timeout: 10000 })
  } catch {
    return `${label}: at ${page.url()}, expected ${expected.path}`
  }
  const query = Object.fromEntries(new URL(page.url()).searchParams)
  for (const [key, value] of Object.entries(expected.query)) {
    if (query[key] !== value) return `${label}: ${key}=${query[key]}, expected ${value}`
  }
  try {
    await contentShown(page)
  } catch {
    return `${label}: ${expected.path} shows no content: ${(await topPageText(page)).slice(0, 80)}`
  }
  if (expected.stepOut) {
    // Leaving the app is an explicit step: the web page names the site and waits for 继续访问 (on a loaded machine its
    // text can come a moment after the page's first content).
    await until(async () => (await topPageText(page)).includes('即将离开本站'), 10000, 'the step-out page').catch(() => undefined)
    const text = await topPageText(page)
    if (!text.includes('即将离开本站') || !text.includes(expected.stepOut)) return `${label}: no step-out page naming ${expected.stepOut}`
    if (!(await page.getByRole('button', { name: '继续访问' }).count())) return `${label}: no 继续访问 button`
    if (foreign.length) return `${label}: the browser already went to ${foreign[0]}`
  }
  return null
}

/** Requests that left the local server (the external link must not be followed without the step). */
function watchForeign(page: Page): string[] {
  const foreign: string[] = []
  page.on('request', req => {
    const url = new URL(req.url())
    if (url.origin !== stack.origin && url.protocol.startsWith('http')) foreign.push(req.url())
  })
  return foreign
}

// ---------------------------------------------------------------------------------------------- home

describe('home', () => {
  it('shows the pushed popup and closes it with its ×, then the seeded website: banner, nav grid, content blocks, rich text, image and card, in order; the banner turns by itself', async () => {
    const { modules } = await website()
    const popups = await api<{ title: string }[]>('/open/v1/popup/fetchPopupPush?platform=MINI_PROGRAM')
    assert.ok(popups.length > 0, 'the demo seed pushes popups')
    const { page, context, errors } = await openHome({ keepPopup: true })
    const dialog = page.locator('[data-testid="popup"] [role="dialog"]')
    await dialog.waitFor({ timeout: 15000 })
    const shownPopup = await dialog.getAttribute('aria-label')
    assert.ok(
      popups.some(p => p.title === shownPopup),
      `one of the pushed popups: ${shownPopup}`
    )
    // It shows only with its picture: × sits where it will stay, under the image, when a finger goes for it.
    assert.ok(
      await page.evaluate(() => Array.from(document.querySelectorAll('.site-popup img')).some(img => (img as HTMLImageElement).naturalWidth > 0)),
      'the popup image had loaded when the popup showed'
    )
    await shot(page, 'browse-popup')
    await page.getByRole('button', { name: '关闭弹窗' }).click()
    await page.locator('[data-testid="popup"]').waitFor({ state: 'detached', timeout: 5000 })
    // Home is usable again: the nav grid takes clicks (the mask is gone).
    await page.locator('.nav-module__item').first().click({ trial: true, timeout: 2000 })
    assert.ok(page.url().endsWith('/pages/index/index'), 'closing stays on home')

    // The banner turns by itself: the active dot moves within 6 s, and the slides with it.
    const first = await activeDot(page)
    assert.ok(first >= 0, 'a dot is active')
    const scrolled = () => page.locator('[data-testid="banner-track"]').evaluate(el => el.scrollLeft)
    const left = await scrolled()
    await page.waitForFunction(
      start => Array.from(document.querySelectorAll('.banner-carousel__dot')).findIndex(d => d.classList.contains('banner-carousel__dot--on')) !== start,
      first,
      { timeout: 6000 }
    )
    assert.notEqual(await scrolled(), left, 'the slides moved, not only the dot')

    const kinds = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.site-module')).map(el =>
        (Array.from(el.classList).find(c => /^site-module--[a-z_]+$/.test(c) && !/theme|shadow/.test(c)) || '').replace('site-module--', '')
      )
    )
    // A TITLE module heads the module after it (one block, the TITLE's words: src/features/site/sections.ts).
    const shown = modules.flatMap((m, i) => (m.kind === 'TITLE' ? [] : [{ ...m, title: modules[i - 1]?.kind === 'TITLE' ? modules[i - 1].title : m.title }]))
    assert.deepEqual(
      kinds,
      shown.map(m => m.kind.toLowerCase()),
      'one block per module, in the website order'
    )
    for (const kind of ['banner', 'nav', 'content', 'rich_text', 'image', 'card']) assert.ok(kinds.includes(kind), `the demo home has a ${kind} block`)

    const titles = await page.locator('.site-module__title').allInnerTexts()
    for (const m of shown.filter(m => m.title))
      assert.ok(
        titles.some(t => t.includes(m.title)),
        `block title ${m.title}`
      )

    const grid = await page.locator('.nav-module__item').evaluateAll(els => els.map(e => e.getAttribute('aria-label')))
    assert.deepEqual(
      grid,
      navModule(modules).map(i => i.title),
      'the nav grid lists the items'
    )

    // Content blocks show their items (cards that link to details).
    const contentBlocks = page.locator('.site-module--content')
    for (let i = 0; i < (await contentBlocks.count()); i++) {
      await contentBlocks.nth(i).locator('.content-module [role="link"]').first().waitFor({ timeout: 10000 })
    }
    const rich = modules.find(m => m.kind === 'RICH_TEXT')
    if (rich && rich.kind === 'RICH_TEXT') {
      const text = rich.html.replace(/<[^>]+>/g, '').slice(0, 12)
      assert.ok((await page.locator('.site-module--rich_text').innerText()).includes(text), 'the rich text is rendered')
    }
    const banner = modules.find(m => m.kind === 'BANNER')
    if (banner && banner.kind === 'BANNER') assert.equal(await page.locator('.banner-carousel__dot').count(), banner.slides.length, 'one dot per slide')
    // Images of the first screen load (no broken covers).
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('.site-module--banner img')).some(img => (img as HTMLImageElement).naturalWidth > 0),
      undefined,
      { timeout: 10000 }
    )

    await imagesOnScreenLoaded(page)
    await shot(page, 'browse-home')
    await page.locator('.site-module--rich_text').scrollIntoViewIfNeeded()
    await imagesOnScreenLoaded(page)
    await shot(page, 'browse-home-middle')
    await page.locator('.site-module--card').scrollIntoViewIfNeeded()
    await imagesOnScreenLoaded(page)
    await shot(page, 'browse-home-bottom')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })

  it('opens the links of the banner slides and the image block', async () => {
    const { modules } = await website()
    const banner = modules.find(m => m.kind === 'BANNER')
    const image = modules.find(m => m.kind === 'IMAGE' && m.nav)
    assert.ok(banner && banner.kind === 'BANNER' && image && image.kind === 'IMAGE' && image.nav, 'the demo home has linked slides and a linked image')
    // Each slide's own link (the editor may give an external URL or one of the app's pages), on one phone.
    const { page, context } = await openHome()
    const foreign = watchForeign(page)
    let onHome = true
    for (const [i, slide] of banner.slides.entries()) {
      if (!slide.nav) continue
      if (!onHome) await goHome(page)
      onHome = false
      const slideLink = page.locator('.banner-module__slide').nth(i)
      await slideLink.scrollIntoViewIfNeeded() // a slide scrolled into view, as a swipe would
      const failure = await checkNavItem(
        page,
        { ...slide.nav, title: slide.title || `slide ${i + 1}` },
        () => slideLink.click(),
        foreign,
        inAppLinkTarget(slide.nav)
      )
      assert.equal(failure, null)
    }
    await goHome(page)
    const block = page.locator('.site-module--image [role="link"]')
    await block.scrollIntoViewIfNeeded()
    assert.equal(await checkNavItem(page, { ...image.nav, title: '图片' }, () => block.click(), foreign, inAppLinkTarget(image.nav)), null)
    await context.close()
  })
})

// ---------------------------------------------------------------------------------------------- spec §2 nav items

describe('navigation items of each type (spec §2)', () => {
  // That the demo website has an item of every type 0-9 in its nav grid and menu is the seed's: test/server/content.test.ts
  // "serves categories, custom entities, speakers, pages, modules and lookups".
  // Each item in turn on one phone, home loaded again after an item that left it. Which item opens what is the app's
  // dispatch, proven for every type in jest (test/services/navigation/nav-items.test.ts, the nav grid and the drawer in
  // test/pages/home/home.test.tsx); here the real pages open and show their content.
  it('from the nav grid: web targets open the right page, mini-program and video-channel items only toast', async () => {
    const { modules } = await website()
    const failures: string[] = []
    const { page, context } = await openHome()
    const foreign = watchForeign(page)
    let onHome = true
    for (const item of navModule(modules)) {
      const expected = expectedFor(item)
      if (!expected) continue // no tap to check (type 9, a phone call)
      if (!onHome) await goHome(page)
      const failure = await checkNavItem(page, item, () => page.locator(`.nav-module__item[aria-label="${item.title}"]`).click(), foreign)
      if (failure) failures.push(failure)
      // An item that only toasts leaves home where it was (checkNavItem checks that): the next one is tapped from there.
      onHome = 'toast' in expected && !failure
      if (item.type === 0) await shot(page, 'browse-nav-external')
      if (item.type === 3) await shot(page, 'browse-nav-asset')
      if (item.type === 7) await shot(page, 'browse-nav-entity')
    }
    await context.close()
    assert.deepEqual(failures, [])
    assert.deepEqual(foreign, [], 'no request left the site')
  })

  // The drawer's items open through the same openNavItem as the grid's (site-menu.tsx): each type's dispatch is
  // nav-items.test.ts's, the drawer's hand-off to it home.test.tsx's. The browser opens the drawer, reads its items,
  // and follows a custom page, a form and an item that only toasts.
  it('from the menu drawer: the menu items are listed, an item opens its page, a mini-program item only toasts', async () => {
    const { menu } = await website()
    const { page, context } = await openHome()
    await page.getByRole('button', { name: '打开菜单' }).click()
    const drawer = page.locator('.sheet--left [role="dialog"]')
    await drawer.waitFor({ timeout: 5000 })
    const items = await drawer.getByRole('menuitem').evaluateAll(els => els.map(e => e.getAttribute('aria-label')))
    assert.deepEqual(
      items,
      menu.map(i => i.title)
    )
    // The drawer slides in: look at it once it is in place, icons loaded.
    await drawer.evaluate(el => Promise.all(el.getAnimations({ subtree: true }).map(a => a.finished)))
    await imagesOnScreenLoaded(page)
    await shot(page, 'browse-menu')
    const custom = menu.find(i => i.type === 1 && Number(i.templateId) > 0)
    assert.ok(custom, 'the menu has a custom page')
    await drawer.getByRole('menuitem', { name: custom.title, exact: true }).click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/custom/index' && u.searchParams.get('pageId') === String(custom.templateId), { timeout: 10000 })
    await contentShown(page)
    assert.equal(await page.locator('.sheet').count(), 0, 'the drawer closed')

    const sample = [menu.find(i => i.type === 2), menu.find(i => i.type === 4)]
    assert.ok(sample[0] && sample[1], 'the demo menu has a form item and a mini-program item')
    const failures: string[] = []
    const foreign = watchForeign(page)
    for (const item of sample as NavItem[]) {
      await goHome(page)
      const failure = await checkNavItem(
        page,
        item,
        async () => {
          await page.getByRole('button', { name: '打开菜单' }).click()
          await page.getByRole('menuitem', { name: item.title, exact: true }).click()
        },
        foreign
      )
      if (failure) failures.push(failure)
    }
    await context.close()
    assert.deepEqual(failures, [])
  })
})

// ---------------------------------------------------------------------------------------------- list to its end

describe('an article list to its end and back', () => {
  it('pages by infinite scroll (page 1, 2, 3 … until last), opens and favourites a detail, and goes back to the list and home', async () => {
    const total = (await api<{ totalElements: number }>('/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=10')).totalElements
    assert.ok(total >= 25, `the seed has at least 25 articles (${total})`)
    const { page, context, errors } = await newPhone(browser)
    // A signed-in visitor (the server's silent sign-in), so favouriting does not leave the page to sign in.
    await page.goto(`${stack.origin}/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent('/web/h/pages/index/index')}`, { waitUntil: 'domcontentloaded' })
    await page.waitForURL(u => u.pathname === '/web/h/pages/index/index', { timeout: 15000 })
    await tookOver(page)
    await page.locator('.site-module--nav').waitFor({ timeout: 15000 })
    await closePopupIfShown(page)

    const listCalls: { page: number; last?: boolean }[] = []
    const isArticleList = (req: Request) => {
      const url = new URL(req.url())
      return url.pathname.endsWith('/entityData/entityDataList') && url.searchParams.get('entityType') === 'ARTICLE' && !url.searchParams.has('recommend')
    }
    page.on('request', req => {
      if (isArticleList(req)) listCalls.push({ page: Number(new URL(req.url()).searchParams.get('page')) })
    })
    page.on('response', async res => {
      if (!isArticleList(res.request())) return
      const body = (await res.json().catch(() => null)) as { data?: { number: number; last: boolean } } | null
      const call = listCalls.find(c => c.page === (body?.data?.number ?? -2) + 1 && c.last === undefined)
      if (call && body?.data) call.last = body.data.last
    })

    // Home's 精选文章 block: its 更多 opens the article list.
    await page.getByRole('link', { name: '精选文章更多' }).click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/article-list/index', { timeout: 10000 })
    await contentShown(page)
    const footer = page.locator('.paged-list__footer').last()

    // Scroll like a finger would, a screen at a time, until the footer says the list has ended.
    // After each flick: the frames its scroll handlers need, then whatever page it asked for has been answered.
    const answered = () => listCalls.every(c => c.last !== undefined)
    const deadline = Date.now() + 60000
    while (Date.now() < deadline && !(await footer.innerText().catch(() => '')).includes('没有更多了')) {
      await page.mouse.move(187, 400)
      await page.mouse.wheel(0, 400)
      await painted(page)
      await until(answered, 15000, 'the list page asked for')
      await painted(page)
    }
    assert.equal((await footer.innerText()).trim(), '没有更多了')
    const pages = Math.ceil(total / 10)
    assert.deepEqual(
      listCalls.map(c => c.page),
      Array.from({ length: pages }, (_, i) => i + 1),
      'page 1, then 2, 3 … in order, each once'
    )
    assert.deepEqual(
      listCalls.map(c => c.last),
      [...Array(pages - 1).fill(false), true],
      'the last request is the one answered last=true'
    )
    await footer.scrollIntoViewIfNeeded()
    await imagesOnScreenLoaded(page)
    await shot(page, 'browse-list-end')

    // No request after last=true, however much the visitor scrolls. A scroll asks for a page in its own handlers (Taro's
    // reach-bottom, the end marker's observer and the effect it wakes, with no debounce): two painted frames later it
    // has asked, and a request the page sends after that reaches this log after any it sent before.
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, -300)
      await painted(page)
      await page.mouse.wheel(0, 600)
      await painted(page)
    }
    await painted(page)
    const marker = `${stack.origin}/favicon.ico?after-the-last-scroll`
    const markerSeen = page.waitForRequest(marker)
    await page.evaluate(url => void fetch(url).catch(() => undefined), marker)
    await markerSeen
    assert.equal(listCalls.length, pages, 'nothing is requested after the last page')

    // A detail from the end of the list.
    const card = page.locator('.paged-list [role="link"]').last()
    // A card is named by all it shows (issue #27): its title is its title element's text.
    const title = ((await card.locator('.content-card__title').textContent()) || '').trim()
    assert.ok(title, 'cards show their title')
    await card.click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/article/index', { timeout: 10000 })
    await contentShown(page)
    await topDetailTitle(page, title) // the detail of the card that was tapped

    const star = page.locator('[data-testid="star-button"]').last()
    assert.equal(await star.getAttribute('aria-pressed'), 'false')
    const answer = page.waitForResponse(r => /\/entityData\/star\/\d+$/.test(new URL(r.url()).pathname))
    await star.click()
    const starred = (await (await answer).json()) as { data: { starred: boolean } }
    assert.equal(starred.data.starred, true, 'the server stored the favourite')
    await page.waitForFunction(
      () => {
        const stars = document.querySelectorAll('[data-testid="star-button"]')
        return stars[stars.length - 1]?.getAttribute('aria-pressed') === 'true'
      },
      undefined,
      { timeout: 5000 }
    )
    assert.match(await toastText(page), /已收藏/)
    await shot(page, 'browse-detail-starred')

    // Back to the list, still at its end (the page was kept, not reloaded), then back home.
    await page.locator('.nav-bar [aria-label="返回"]').last().click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/article-list/index', { timeout: 10000 })
    await contentShown(page)
    assert.equal((await page.locator('.paged-list__footer').last().innerText()).trim(), '没有更多了', 'the list kept its pages')
    assert.equal(listCalls.length, pages, 'going back did not reload the list')
    await page.locator('.nav-bar [aria-label="返回"]').last().click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/index/index', { timeout: 10000 })
    await page.locator('.site-module--nav').waitFor({ state: 'visible', timeout: 10000 })
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('an old phone (Chrome 70, iOS Safari 12: the oldest browsers the app supports)', () => {
  it('without Object.fromEntries, Promise.allSettled, String.replaceAll and IntersectionObserver: home takes over with its cards’ pictures, a card opens its article, a search of every type answers', async () => {
    const { page, context, errors } = await newPhone(browser)
    // What those browsers lack of what the app and its dependencies call (src/polyfills.ts adds them back; iOS 12.0–12.1
    // lack IntersectionObserver, which src/services/platform/start-up.ts loads a polyfill for).
    await context.addInitScript(() => {
      delete (Object as { fromEntries?: unknown }).fromEntries
      delete (Promise as { allSettled?: unknown }).allSettled
      delete (String.prototype as { replaceAll?: unknown }).replaceAll
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
      delete (window as { IntersectionObserverEntry?: unknown }).IntersectionObserverEntry
    })
    await page.goto(`${stack.baseUrl}/pages/index/index`)
    await tookOver(page)
    await closePopupIfShown(page)
    // A client-side navigation with a query: Taro's router writes it with query-string (replaceAll).
    const card = page
      .locator('#app .page [role="link"]')
      .filter({ has: page.locator('.content-card__title') })
      .first()
    const title = (await card.locator('.content-card__title').textContent())?.trim() || ''
    assert.ok(title, 'home shows a content card')
    // Taro's lazy Image observes each card's picture: shown once the observer says it is near the screen.
    await card.scrollIntoViewIfNeeded()
    await until(
      () => card.locator('.content-card__img img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      15000,
      'the card’s picture loads once scrolled to'
    )
    await card.click()
    await page.waitForURL(/\/pages\/(article|event|course|video|case|product|material)\/index\?id=\d+/, { timeout: 15000 })
    await until(async () => (await topPageText(page)).includes(title), 15000, 'the card’s page shows its title')
    // The search of every content type (Promise.allSettled), opened as a link would.
    await page.goto(`${stack.baseUrl}/pages/index/index?searchValue=${encodeURIComponent('营销')}`)
    await tookOver(page)
    await page.locator('#app .page .content-card__title').first().waitFor({ timeout: 15000 })
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

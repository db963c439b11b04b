/**
 * The painted page's tap queue (server/ssr/tap-queue.ts): a tap before the takeover on a control only the app can carry
 * out is kept, shown pressed, and carried out on the same control of the app's page when the app has taken over. The
 * script as shipped runs in jsdom over a painted view and the app page that replaces it; the slow phone's journey is
 * test/e2e/early-taps.test.ts.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { TAP_QUEUE_SCRIPT } from '../../server/ssr/tap-queue'
import { APP_FAILED_EVENT, TAKEOVER_EVENT } from '../../src/shared/first-paint'

/** The painted event page's controls (as the server draws them) and, under them, the app's page. */
const PAINTED = `
  <div class="nav-bar__btn fp-wait" role="button" tabindex="0" aria-label="返回">‹</div>
  <a class="nav-bar__btn" role="button" aria-label="首页" href="/web/h/pages/index/index">⌂</a>
  <div class="detail-bar__btn  fp-wait" role="button" tabindex="0" aria-label="收藏" aria-pressed="false">☆</div>
  <div class="share-btn detail-bar__btn fp-wait" role="button" tabindex="0" aria-label="分享">⇪</div>
  <div class="btn detail-bar__main btn-primary taro-button-core fp-wait" role="button" tabindex="0">立即报名</div>
  <input class="home-search fp-wait" readonly aria-label="搜索">`

const APP_PAGE = `
  <div class="nav-bar__btn" role="button" tabindex="0" aria-label="返回">‹</div>
  <div class="nav-bar__btn" role="button" tabindex="0" aria-label="首页">⌂</div>
  <div class="detail-bar__btn detail-bar__btn--on" role="button" tabindex="0" aria-label="收藏" aria-pressed="true">★</div>
  <div class="share-btn detail-bar__btn" role="button" tabindex="0" aria-label="分享">⇪</div>
  <div class="btn detail-bar__main btn-primary taro-button-core" role="button" tabindex="0">立即报名</div>`

interface Phone {
  window: JSDOM['window']
  document: Document
  /** A painted control by its name. */
  painted(name: string): HTMLElement
  /** The app's controls clicked so far, by name, in order. */
  clicked: string[]
  /** The app takes over: its page replaces the painted view, then the takeover event (detail: the page, or null). */
  takeOver(page?: string | null): void
}

function phone(appPage = APP_PAGE): Phone {
  const dom = new JSDOM(`<!doctype html><html class="fp-on"><head></head><body><div id="fp">${PAINTED}</div><div id="app"></div></body></html>`, {
    runScripts: 'outside-only'
  })
  const { window } = dom
  const document = window.document
  window.eval(TAP_QUEUE_SCRIPT)
  const clicked: string[] = []
  const name = (el: Element) => el.getAttribute('aria-label') || (el.textContent || '').trim()
  return {
    window,
    document,
    clicked,
    painted: label => {
      const el = Array.from(document.querySelectorAll<HTMLElement>('#fp *')).find(e => name(e) === label)
      assert.ok(el, `painted ${label}`)
      return el
    },
    takeOver: (page = appPage) => {
      const app = document.getElementById('app')!
      app.innerHTML = page === null ? '<div class="taro_page"></div>' : `<div class="taro_page">${page}</div>`
      app.querySelectorAll('[role=button]').forEach(el => el.addEventListener('click', () => clicked.push(name(el))))
      document.getElementById('fp')!.remove()
      const detail = page === null ? null : app.firstElementChild
      document.dispatchEvent(new window.CustomEvent(TAKEOVER_EVENT, { detail }))
    }
  }
}

const press = (p: Phone, el: HTMLElement, key: string) => el.dispatchEvent(new p.window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('a tap before the takeover', () => {
  it('is shown pressed, and carried out on the same control of the app page at the takeover', () => {
    const p = phone()
    const signUp = p.painted('立即报名')
    signUp.click()
    assert.equal(signUp.getAttribute('aria-busy'), 'true')
    assert.deepEqual(p.clicked, [])
    p.takeOver()
    assert.deepEqual(p.clicked, ['立即报名'])
  })

  it('finds a control among others of its kind by its name, whatever state classes the app adds', () => {
    const p = phone()
    p.painted('收藏').click()
    p.takeOver()
    assert.deepEqual(p.clicked, ['收藏'])
    const q = phone()
    q.painted('返回').click()
    // the app draws one more nav-bar button before it
    q.takeOver(`<div class="nav-bar__btn" role="button" aria-label="菜单"></div>${APP_PAGE}`)
    assert.deepEqual(q.clicked, ['返回'])
  })

  it('is let go when the app’s code did not arrive, and later taps are not kept (the app will not take over)', () => {
    const p = phone()
    const star = p.painted('收藏')
    star.click()
    assert.equal(star.getAttribute('aria-busy'), 'true')
    p.document.dispatchEvent(new p.window.Event(APP_FAILED_EVENT))
    assert.equal(star.getAttribute('aria-busy'), null)
    p.painted('立即报名').click()
    assert.equal(p.document.querySelectorAll('[aria-busy]').length, 0)
  })

  it('keeps the latest tap only, releasing the one before', () => {
    const p = phone()
    const star = p.painted('收藏')
    const share = p.painted('分享')
    star.click()
    star.click()
    share.click()
    assert.equal(star.getAttribute('aria-busy'), null)
    assert.equal(share.getAttribute('aria-busy'), 'true')
    p.takeOver()
    assert.deepEqual(p.clicked, ['分享'])
  })

  it('is kept from Enter and Space too, and the app control gets the focus', () => {
    const p = phone()
    const share = p.painted('分享')
    assert.equal(press(p, share, 'Tab'), true, 'other keys are left alone')
    assert.equal(share.getAttribute('aria-busy'), null)
    assert.equal(press(p, share, ' '), false, 'Space does not scroll the page')
    assert.equal(share.getAttribute('aria-busy'), 'true')
    p.takeOver()
    assert.deepEqual(p.clicked, ['分享'])
    assert.equal(p.document.activeElement?.getAttribute('aria-label'), '分享')
    const q = phone()
    press(q, q.painted('返回'), 'Enter')
    q.takeOver()
    assert.deepEqual(q.clicked, ['返回'])
  })

  it('reaches the same control when the app names it differently, and nothing when it cannot tell which', () => {
    const p = phone()
    p.painted('立即报名').click()
    p.takeOver(APP_PAGE.replace('立即报名', '查看门票'))
    assert.deepEqual(p.clicked, ['查看门票'])
    const q = phone()
    q.painted('立即报名').click()
    q.takeOver(APP_PAGE.replace('立即报名', '查看门票') + '<div class="btn detail-bar__main btn-primary taro-button-core" role="button">再次报名</div>')
    assert.deepEqual(q.clicked, [])
  })

  it('is dropped when the app shows another route', () => {
    const p = phone()
    p.painted('分享').click()
    p.takeOver(null)
    assert.deepEqual(p.clicked, [])
  })

  it('leaves links and read-only fields alone; Space follows a link drawn for a button', () => {
    const p = phone()
    const home = p.painted('首页')
    const followed: string[] = []
    home.addEventListener('click', event => {
      followed.push(home.getAttribute('href')!)
      event.preventDefault()
    })
    home.click()
    press(p, home, ' ')
    assert.deepEqual(followed, ['/web/h/pages/index/index', '/web/h/pages/index/index'])
    p.painted('搜索').click()
    assert.equal(p.document.querySelectorAll('[aria-busy]').length, 0)
    p.takeOver()
    assert.deepEqual(p.clicked, [])
  })
})

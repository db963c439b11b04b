import path from 'node:path'
import Database from 'better-sqlite3'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Browser } from 'playwright-core'
import { goto, launchBrowser, loginAs, MEMBER_PHONE, newPhone, realErrors, shot, startStack, type Stack, animationsDone } from './harness'

/** Issue #17 items 4 and 13, from a fresh browser with no session. */
describe('paid content and server titles in the browser (trust #4, #13)', () => {
  let stack: Stack
  let browser: Browser
  let paidId: number
  let paidEnd: string
  before(async () => {
    stack = await startStack()
    browser = await launchBrowser()
    const db = new Database(path.join(stack.dataDir, 'app.sqlite'))
    const row = db.prepare("SELECT id, content FROM entity_data WHERE content_key = 'article-paid'").get() as { id: number; content: string }
    paidId = row.id
    // The last paragraph of the paid body: only buyers may ever receive it.
    paidEnd = row.content
      .match(/<p>([^<]+)<\/p>/g)!
      .pop()!
      .replace(/<\/?p>/g, '')
    db.close()
  })
  after(async () => {
    await browser?.close()
    await stack?.stop()
  })

  it('shows a visitor the faded preview without the paid part, and the buyer the whole article', async () => {
    const { page, errors } = await newPhone(browser)
    const answers: string[] = []
    // The detail comes with the painted page (its boot data) or from the API: neither may carry the paid part.
    page.on('response', async res => {
      const isPage = res.request().resourceType() === 'document' && res.url().includes(`/pages/article/index?id=${paidId}`)
      if (isPage || res.url().includes(`/entityDataDetail/${paidId}`)) answers.push(await res.text().catch(() => ''))
    })
    await goto(page, stack, `/pages/article/index?id=${paidId}`)
    await page.getByText('购买后查看全部内容').waitFor({ timeout: 20000 })
    await shot(page, 'trust-paid-preview')
    const body = await page.locator('[data-testid="detail-body"]').innerText()
    // the free part (the body's first paragraphs)
    assert.match(body, /过去三年，B2B 企业的获客成本/)
    assert.ok(!body.includes(paidEnd), 'the paid part is not on the page')
    assert.ok(answers.length > 0 && answers.every(a => !a.includes(paidEnd)), 'nor in any answer the browser received')

    // The demo member bought it (seeded order): after signing in through the login page, the whole body shows.
    await loginAs(page, stack, MEMBER_PHONE, `/pages/article/index?id=${paidId}`)
    await page.getByText(paidEnd).waitFor({ timeout: 20000 })
    assert.equal(await page.getByText('购买后查看全部内容').count(), 0)
    assert.deepEqual(realErrors(errors), [])
    await page.context().close()
  })

  it('shows a title holding markup as literal text and creates no element from it', async () => {
    const title = '<a href="https://evil.example/">x</a><img src=x id="injected">'
    const db = new Database(path.join(stack.dataDir, 'app.sqlite'))
    const id = db.prepare("SELECT id FROM entity_data WHERE content_key = 'article-1'").pluck().get() as number
    db.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(title, id)
    db.close()
    const { page, errors } = await newPhone(browser)
    const imageRequests: string[] = []
    page.on('request', req => {
      if (/\/x$/.test(new URL(req.url()).pathname)) imageRequests.push(req.url())
    })
    await goto(page, stack, `/pages/article/index?id=${id}`)
    await page.locator('[data-testid="detail-body"]').waitFor({ timeout: 20000 })
    await page.waitForFunction(t => document.title === t, title, { timeout: 10000 })
    await animationsDone(page)
    await shot(page, 'trust-markup-title')
    const found = await page.evaluate(() => ({
      links: document.querySelectorAll('a[href="https://evil.example/"]').length,
      images: document.querySelectorAll('img#injected, img[src="x"]').length,
      barTitle: document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.textContent ?? null
    }))
    assert.deepEqual({ links: found.links, images: found.images }, { links: 0, images: 0 })
    // Taro's own (hidden) navigation bar is where setNavigationBarTitle used innerHTML: it holds the text now.
    assert.equal(found.barTitle, title)
    // The visitor reads the literal title in the page.
    assert.ok((await page.getByText(title, { exact: true }).count()) >= 1, 'the literal title is shown')
    assert.deepEqual(imageRequests, [])
    assert.deepEqual(realErrors(errors), [])
    await page.context().close()
  })

  it('answers /web/h/constructor, /__proto__ and /toString with the 404 page, not an error', async () => {
    const { page, errors } = await newPhone(browser)
    for (const name of ['constructor', '__proto__', 'toString']) {
      const res = await page.goto(`${stack.baseUrl}/${name}`, { waitUntil: 'domcontentloaded' })
      assert.equal(res?.status(), 200, name)
      await page.getByText('抱歉，您访问的页面不存在或已下线').waitFor({ timeout: 20000 })
    }
    await shot(page, 'trust-prototype-404')
    assert.deepEqual(realErrors(errors), [])
    await page.context().close()
  })
})

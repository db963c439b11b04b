/**
 * Landing pages painted by the server (server/ssr, docs/first-paint.md): the HTML of home, the lists and
 * the article and event details carries their first screen, built from public data only, escaped, fresh
 * after an edit, with the app's scripts kept out of the way of the first paint.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { body, idOf, MEMBER, sessionCookie, startServer, type TestServer } from './helpers'

/** The painted view's markup (between <div id="fp"…> and <div id="app">). */
function paintedView(html: string): string {
  const start = html.indexOf('<div id="fp"')
  const end = html.indexOf('<div id="app">')
  assert.ok(start >= 0 && end > start, 'a painted view before #app')
  return html.slice(start, end)
}

describe('server-painted first view', () => {
  let s: TestServer
  let staticDir: string
  let write: Database.Database

  before(async () => {
    // A build as the H5 build lays it out: index.html with its deferred scripts and stylesheet, the route manifest, CSS.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-static-'))
    fs.mkdirSync(path.join(staticDir, 'js'))
    fs.mkdirSync(path.join(staticDir, 'css'))
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>企业官网</title><script>window.rem=1</script>' +
        '<script defer="defer" src="/web/h/js/app.abc123.js"></script><link href="/web/h/css/app.abc123.css" rel="stylesheet"></head><body><div id="app"></div></body></html>'
    )
    fs.writeFileSync(path.join(staticDir, 'js', 'app.abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(staticDir, 'css', 'app.abc123.css'), '.page{min-height:100vh}')
    fs.writeFileSync(path.join(staticDir, 'css', 'list.1.css'), '.content-card--row{display:flex}')
    fs.writeFileSync(
      path.join(staticDir, 'route-manifest.json'),
      JSON.stringify({ initial: ['js/app.abc123.js', 'css/app.abc123.css'], routes: { 'pages/article-list/index': ['js/list.1.js', 'css/list.1.css'] } })
    )
    s = await startServer({ staticDir })
    write = new Database(path.join(s.dir, 'app.sqlite'))
  })
  after(async () => {
    write.close()
    await s.close()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  const html = async (url: string, cookie?: string) => {
    const res = await s.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    assert.equal(res.statusCode, 200)
    return res.body
  }
  const title = (key: string) => s.db.prepare('SELECT title FROM entity_data WHERE content_key = ?').pluck().get(key) as string

  it('paints home, a list, an article and an event with their content', async () => {
    const home = paintedView(await html('/web/h/'))
    assert.match(home, /class="page theme-[\w-]+ module-theme\d home"/)
    assert.match(home, /快捷入口/)
    // home's content modules are filled from the same query as moduleData
    const module = s.db.prepare('SELECT id FROM site_modules ORDER BY id LIMIT 1').pluck().get() as number
    assert.match(home, new RegExp(`data-testid="module-${module}"[\\s\\S]*data-testid="content-card"`))

    const list = paintedView(await html('/web/h/pages/article-list/index'))
    assert.ok(list.includes(title('article-1')))
    assert.match(list, /<a href="\/web\/h\/pages\/article\/index\?id=\d+" class="content-card content-card--row "/)

    const article = paintedView(await html(`/web/h/pages/article/index?id=${idOf(s.db, 'article-1')}`))
    assert.ok(article.includes(title('article-1')))
    assert.match(article, /data-testid="detail-body"/)

    const event = paintedView(await html(`/web/h/pages/event/index?id=${idOf(s.db, 'event-summit')}`))
    assert.ok(event.includes(title('event-summit')))
    assert.match(event, /活动介绍/)
  })

  it('keeps the scripts out of the way of the paint and inlines the CSS', async () => {
    const page = await html('/web/h/pages/article-list/index')
    const head = page.slice(0, page.indexOf('</head>'))
    assert.doesNotMatch(head, /<script[^>]*\bsrc=/, 'no script in <head>')
    assert.doesNotMatch(page, /rel="stylesheet"/, 'no render-blocking stylesheet')
    assert.match(page, /<script defer="defer" src="\/web\/h\/js\/app\.abc123\.js"><\/script>[^]*<\/body>/)
    assert.ok(page.indexOf('src="/web/h/js/app.abc123.js"') > page.indexOf('<div id="app">'), 'the app script comes after the painted view')
    assert.match(page, /<link rel="preload" href="\/web\/h\/js\/list\.1\.js" as="script" fetchpriority="low">/)
    assert.match(page, /<style id="fp-css">[^<]*\.content-card--row\{display:flex\}/)
    assert.match(page, /<html lang="zh-CN" class="fp-on">/)
    // the LCP image (the first banner on home) is preloaded at high priority
    assert.match(await html('/web/h/'), /<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/)
  })

  it('leaves other routes, the 名片 tab and unknown ids to the app', async () => {
    for (const url of [
      '/web/h/pages/account/index',
      '/web/h/?tab=card',
      '/web/h/?websiteId=99999',
      '/web/h/pages/article/index?id=999999',
      '/web/h/pages/article/index?id=abc'
    ]) {
      const page = await html(url)
      assert.doesNotMatch(page, /id="fp"/, url)
      assert.match(page, /<div id="app"><\/div>/)
    }
    // a client may ask for the plain shell (tests and tools that drive the app's own DOM)
    const plain = await s.app.inject({ url: '/web/h/pages/article-list/index', headers: { 'x-first-paint': 'off' } })
    assert.doesNotMatch(plain.body, /id="fp"/)
    assert.match(plain.body, /<link rel="preload" href="\/web\/h\/js\/list\.1\.js" as="script">/)
  })

  it('never paints personal state, even for a signed-in visitor with a session cookie', async () => {
    const loginPage = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cellphone: MEMBER, code: '123456', returnUrl: '/web/h/' }).toString()
    })
    const cookie = sessionCookie(loginPage)
    const login = body<{ account: { accountKey: string } }>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie } })
    )
    const auth = { cookie, 'authorization-ca': login.data.account.accountKey }
    const article = idOf(s.db, 'article-1')
    // a toggle: star until it is on (the demo member may have starred it already)
    const star = async () =>
      body<{ starred: boolean }>(await s.app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${article}`, headers: auth })).data.starred
    if (!(await star())) assert.equal(await star(), true)
    // the API does tell this visitor about the star…
    const detail = body<{ starred: boolean }>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${article}`, headers: auth }))
    assert.equal(detail.data.starred, true)
    const event = idOf(s.db, 'event-openday')
    // signed up now (or already, 409)
    const signup = body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/entityData/signup/${event}`, headers: auth }))
    assert.ok([200, 409].includes(signup.code), signup.message)
    const me = s.db.prepare('SELECT * FROM accounts WHERE cellphone = ?').get(MEMBER) as { name: string; nick_name: string }

    // …the painted HTML does not
    for (const url of [`/web/h/pages/article/index?id=${article}`, `/web/h/pages/event/index?id=${event}`, '/web/h/', '/web/h/pages/article-list/index']) {
      const page = await html(url, cookie)
      const view = paintedView(page)
      assert.doesNotMatch(view, /已收藏|取消收藏|★|>已报名<|查看门票/, url)
      assert.ok(!page.includes(MEMBER), `${url}: no phone number`)
      for (const name of [me.name, me.nick_name].filter(n => n && n.length > 1)) assert.ok(!view.includes(name), `${url}: no name "${name}"`)
    }
    const painted = paintedView(await html(`/web/h/pages/article/index?id=${article}`, cookie))
    assert.match(painted, /aria-label="收藏"/)
  })

  it('escapes hostile titles and sanitises rich text', async () => {
    const hostile = `<img src=x onerror=alert(1)>"'</div><script>alert(2)</script>`
    const id = idOf(s.db, 'article-2')
    write.prepare('UPDATE entity_data SET title = ?, summary = ? WHERE id = ?').run(hostile, hostile, id)
    const xss = idOf(s.db, 'article-xss')
    for (const url of ['/web/h/pages/article-list/index', `/web/h/pages/article/index?id=${id}`, `/web/h/pages/article/index?id=${xss}`]) {
      const page = await html(url)
      const view = paintedView(page)
      // hostile text is text: no element or attribute of it survives
      assert.doesNotMatch(view, /<img src=x|<script|<[a-z]+(\s+[\w-]+(="[^"]*")?)*\s+on\w+=|href="javascript:/i, url)
      if (!url.includes(String(xss))) assert.ok(view.includes('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&lt;/div&gt;'), url)
    }
    // the document title is escaped too
    assert.match(await html(`/web/h/pages/article/index?id=${id}`), /<title>&lt;img src=x/)
  })

  it('shows a content edit on the next load (the cache follows the data)', async () => {
    const before = paintedView(await html('/web/h/pages/article-list/index'))
    const id = idOf(s.db, 'article-1')
    const old = title('article-1')
    assert.ok(before.includes(old))
    write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run('刚刚改过的标题', id)
    const after = paintedView(await html('/web/h/pages/article-list/index'))
    assert.ok(after.includes('刚刚改过的标题'))
    assert.ok(!after.includes(old))
    const article = paintedView(await html(`/web/h/pages/article/index?id=${id}`))
    assert.ok(article.includes('刚刚改过的标题'))
  })
})

/**
 * Landing pages painted by the server (server/ssr, docs/first-paint.md): the HTML of home, the lists and
 * the article and event details carries their first screen, built from public data only, escaped, fresh
 * after an edit, with the app's scripts kept out of the way of the first paint.
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { describe, it } from 'node:test'
import Database from 'better-sqlite3'
import { JSDOM } from 'jsdom'
import type { LoginResult } from '../../types/contract'
import {
  assertLeftToApp,
  body,
  bootData,
  idOf,
  MEMBER,
  paintedPagesPerSuite,
  paintingServerPerSuite,
  postLoginForm,
  sessionCookie,
  starOn,
  startServer,
  type TestServer,
  webSession,
  paintedView
} from './helpers'
import { summitName } from '../../server/seed/content'

describe('server-painted first view', () => {
  let s: TestServer
  let staticDir: string
  let write: Database.Database

  // A build with a route's own stylesheet (the list's), and an inline script in <head> as the H5 build has.
  paintingServerPerSuite(
    painting => {
      ;({ server: s, staticDir, write } = painting)
    },
    {
      prefix: 'fp-static-',
      head: '<script>window.rem=1</script>',
      files: { 'css/list.1.css': '.content-card--row{display:flex}', 'js/article.1.js': 'self.chunk=1', 'js/article.1.js.br': 'brotli bytes' },
      routes: {
        'pages/article-list/index': ['js/list.1.js', 'css/list.1.css'],
        'pages/article/index': ['js/article.1.js', 'js/article.2.js', 'css/article.1.css']
      },
      bundles: { 'pages/article/index': 'js/pages-article-index.0a1b2c3d.js' }
    }
  )

  /** A MessageChannel for jsdom whose messages the test delivers by hand: `post` gets each delivery (a task of its own). */
  const handChannel = (post: (deliver: () => void) => void) =>
    class {
      port1 = { onmessage: null as null | (() => void), close: () => undefined }
      port2 = { postMessage: () => void post(() => this.port1.onmessage?.()) }
    }
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

    // Only the first screen is painted: the modules below it are one placeholder until the app shows them,
    // and the app still gets every module with the page (boot data).
    const page = await html('/web/h/')
    const painted = [...home.matchAll(/data-testid="module-(\d+)"/g)].map(m => Number(m[1]))
    assert.deepEqual(painted, [1, 2, 3, 4])
    assert.doesNotMatch(home, /关于云图|联系我们/)
    // data-first-screen: the sections drawn, for the app to draw the same until it takes over
    assert.match(home, /<div class="module-list__later" data-first-screen="4" aria-hidden="true" style="height:\d+px"><\/div>/)
    const boot = bootData<{ website: { info: { modules: unknown[] } } }>(page)
    assert.equal(boot.website.info.modules.length, 10)

    const list = paintedView(await html('/web/h/pages/article-list/index'))
    assert.ok(list.includes(title('article-1')))
    assert.match(list, /<a class="content-card content-card--row " role="link" data-testid="content-card" href="\/web\/h\/pages\/article\/index\?id=\d+">/)

    const article = paintedView(await html(`/web/h/pages/article/index?id=${idOf(s.db, 'article-1')}`))
    assert.ok(article.includes(title('article-1')))
    assert.match(article, /data-testid="detail-body"/)

    const event = paintedView(await html(`/web/h/pages/event/index?id=${idOf(s.db, 'event-summit')}`))
    assert.ok(event.includes(title('event-summit')))
    assert.match(event, /活动介绍/)
  })

  it('paints the video, course, material, case and product details with their own parts', async () => {
    const row = (key: string) =>
      s.db.prepare('SELECT id, title, cover FROM entity_data WHERE content_key = ?').get(key) as { id: number; title: string; cover: string }
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
    const cases: [string, string, RegExp[]][] = [
      [
        'pages/video/index',
        'video-1',
        [/class="video-player"/, /class="fp-video__poster" src="[^"]+" alt="" fetchpriority="high"/, /fp-video__duration">00:06</, /视频简介/]
      ],
      [
        'pages/course/index',
        'course-automation',
        [
          /课程目录（4）/,
          /第 1 课：什么是营销自动化/,
          /<a class="lesson-list__item "[^>]* href="\/web\/h\/pages\/course\/item\/index\?id=\d+&amp;itemId=\d+"/,
          /免费课程/,
          /开始学习/,
          /课程介绍/
        ]
      ],
      ['pages/course/index', 'course-private', [/¥99(\.00)? 购买课程/, /lesson-list__state--locked/, / · 试看/]],
      ['pages/material/index', 'material-2', [/资料文件（2）/, /私域运营 SOP 手册\.pdf/, /SOP 模板\.xlsx/, /file-list__icon--green/, /1\.2MB/, /资料介绍/]],
      ['pages/case/index', 'case-1', [/客户信息/, /class="detail-table" role="table"/, /企业规模/]],
      ['pages/product/index', 'product-1', [/产品介绍/, /报名、审核、签到/]]
    ]
    for (const [route, key, parts] of cases) {
      const item = row(key)
      const page = await html(`/web/h/${route}?id=${item.id}`)
      const view = paintedView(page)
      assert.ok(view.includes(escaped(item.title)), `${route}: title`)
      assert.match(view, /class="detail-header__title"/, route)
      // the cover (or the video poster) is painted and preloaded at high priority: the page's LCP image
      const cover = /<img [^>]*src="([^"]+)"[^>]*fetchpriority="high"/.exec(view)
      assert.ok(cover, `${route}: a high-priority cover`)
      assert.ok(cover[1].includes(new URL(item.cover, 'http://x').pathname.split('/').pop()!.split('.')[0]), `${route}: the item's own cover (${cover[1]})`)
      assert.ok(page.includes(`<link rel="preload" as="image" href="${cover[1]}" fetchpriority="high">`), `${route}: cover preloaded`)
      for (const part of parts) assert.match(view, part, `${route} ${key}`)
      assert.match(page, new RegExp(`<title>${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</title>`))
    }
  })

  it('paints the view count the app will show (its detail request counts the visit; the course request does not)', async () => {
    const views = (key: string) => s.db.prepare('SELECT view_count FROM entity_data WHERE content_key = ?').pluck().get(key) as number
    const video = paintedView(await html(`/web/h/pages/video/index?id=${idOf(s.db, 'video-3')}`))
    assert.ok(video.includes(` ${views('video-3') + 1} 浏览<`), 'video: the count after this visit')
    const course = paintedView(await html(`/web/h/pages/course/index?id=${idOf(s.db, 'course-data')}`))
    assert.ok(course.includes(` ${views('course-data')} 浏览<`), 'course: the count as it is')
  })

  it('sends an id of another content type to its own detail page, as the app does', async () => {
    const video = idOf(s.db, 'video-1')
    const course = idOf(s.db, 'course-automation')
    for (const [url, to] of [
      [`/web/h/pages/article/index?id=${video}`, `/web/h/pages/video/index?id=${video}`],
      [`/web/h/pages/video/index?id=${course}`, `/web/h/pages/course/index?id=${course}`],
      [`/web/h/pages/product/index?id=${idOf(s.db, 'case-1')}`, `/web/h/pages/case/index?id=${idOf(s.db, 'case-1')}`],
      [`/web/h/pages/event/index?id=${idOf(s.db, 'article-1')}`, `/web/h/pages/article/index?id=${idOf(s.db, 'article-1')}`],
      [`/web/h/pages/course/index?id=${idOf(s.db, 'article-1')}`, `/web/h/pages/article/index?id=${idOf(s.db, 'article-1')}`]
    ]) {
      const res = await s.app.inject({ url })
      assert.equal(res.statusCode, 302, url)
      assert.equal(res.headers.location, to)
    }
    // the visitor's tracking values and share ids go along (the cached redirect is keyed without them)
    const tracked = await s.app.inject({ url: `/web/h/pages/article/index?id=${video}&utm_source=wx&shareId=7` })
    assert.equal(tracked.headers.location, `/web/h/pages/video/index?id=${video}&utm_source=wx&shareId=7`)
    // …in a redirect no shared cache keeps (one ignoring query strings would hand this visitor's credit to everyone);
    // the plain redirect, the same for everyone, may be kept
    assert.equal(tracked.headers['cache-control'], 'private, no-store')
    assert.match(String((await s.app.inject({ url: `/web/h/pages/article/index?id=${video}` })).headers['cache-control']), /^public, /)
    // the plain shell (no painted view asked for) leaves the redirect to the app, as before
    const plain = await s.app.inject({ url: `/web/h/pages/article/index?id=${video}`, headers: { 'x-first-paint': 'off' } })
    assert.equal(plain.statusCode, 200)
    // an external event on the event page is the app's to open
    const bagevent = await s.app.inject({ url: `/web/h/pages/event/index?id=${idOf(s.db, 'event-bagevent')}` })
    assert.equal(bagevent.statusCode, 200)
    assert.doesNotMatch(bagevent.body, /id="fp"/)
  })

  it('sends a script as the build compressed it, or as it is to a client that takes no brotli', async () => {
    const br = await s.app.inject({ url: '/web/h/js/article.1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.equal(br.body, 'brotli bytes', 'the .br file, not compressed again')
    const plain = await s.app.inject({ url: '/web/h/js/article.1.js', headers: { 'accept-encoding': 'identity' } })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, 'self.chunk=1')
  })

  it('keeps the scripts out of the way of the paint and inlines the CSS', async () => {
    const page = await html('/web/h/pages/article-list/index')
    const head = page.slice(0, page.indexOf('</head>'))
    // the tab's icon is in the page (no /favicon.ico request on the slow link): the company's logo, safely encoded
    const icon = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]*)">/.exec(head)
    assert.ok(icon, 'an inline icon')
    assert.match(decodeURIComponent(icon[1]), /^<svg [^>]*width="64"[\s\S]*<\/svg>$/)
    assert.doesNotMatch(icon[1], /[<>"\s]/, 'nothing in it can leave the attribute')
    assert.doesNotMatch(head, /<script[^>]*\bsrc=/, 'no script in <head>')
    assert.doesNotMatch(page, /rel="stylesheet"/, 'no render-blocking stylesheet')
    // no script, stylesheet or chunk preload as a tag: the loader after the view adds them once the page has loaded
    assert.doesNotMatch(page, /<script[^>]*\bsrc=|<link rel="preload" href="\/web\/h\/(js|css)\//)
    const loader = /<script id="fp-loader">([^<]*)<\/script><\/body>/.exec(page)
    assert.ok(loader, 'the loader ends <body>')
    assert.ok(page.indexOf('id="fp-loader"') > page.indexOf('<div id="app">'), 'the loader comes after the painted view')
    const files = JSON.parse(/\}\)\((\{.*\})\)$/.exec(loader[1])![1])
    assert.deepEqual(files, {
      styles: ['/web/h/css/app.abc123.css'],
      preloads: ['/web/h/js/list.1.js', '/web/h/css/list.1.css'],
      scripts: ['/web/h/js/app.abc123.js'],
      // linked once the scripts are in (test/server/offline-ticket.test.ts)
      manifest: '/web/h/manifest.webmanifest'
    })
    // A route with a bundle (scripts/web-bundles.cjs): its JS in one script that runs before the app's (the runtime
    // reads the chunks it pushed), and only its stylesheets preloaded.
    const article = await html(`/web/h/pages/article/index?id=${idOf(s.db, 'article-1')}`)
    const articleLoader = /<script id="fp-loader">[^<]*\}\)\((\{.*\})\)<\/script><\/body>/.exec(article)
    assert.ok(articleLoader, 'the article is painted')
    assert.deepEqual(JSON.parse(articleLoader[1]), {
      styles: ['/web/h/css/app.abc123.css'],
      preloads: ['/web/h/css/article.1.css'],
      scripts: ['/web/h/js/pages-article-index.0a1b2c3d.js', '/web/h/js/app.abc123.js'],
      manifest: '/web/h/manifest.webmanifest'
    })
    // it waits for the LCP image and its unheld peers decoded (else the page's load: every image), not for images
    // below it, and a frame
    assert.match(loader[1], /querySelectorAll\('#fp img\[fetchpriority=high\],#fp img\[loading=lazy\]:not\(\.fp-held\)'\)/)
    assert.match(loader[1], /i\.addEventListener\('load',function\(\)\{shown\(i\)\}\)/)
    assert.match(loader[1], /i\.decode\(\)\.then\(one,one\)/)
    assert.match(loader[1], /function one\(\)\{if\(!--n\)painted\(\)\}/)
    assert.match(loader[1], /addEventListener\('load',painted\)/)
    // right after the view, the lazy images off the first screen are held back while the app's scripts load
    const offscreen = /<div id="fp"[^]*<\/div><script id="fp-offscreen">([^<]*)<\/script><div id="app">/.exec(page)
    assert.ok(offscreen, 'the offscreen-image script follows the painted view')
    assert.match(offscreen[1], /querySelectorAll\('#fp img\[loading=lazy\]'\)/)
    // the view's lazy images are not laid out (so none starts loading) until that script has sorted them: a class set
    // in <head> when scripts run, taken off first thing
    const hold = /<head>[^]*<script id="fp-hold">([^<]*)<\/script>[^]*<\/head>/.exec(page)
    assert.ok(hold, 'the hold script is in <head>')
    assert.equal(hold[1], "document.documentElement.classList.add('fp-hold')")
    assert.match(page, /<style id="fp-local">[^<]*html\.fp-hold #fp img\[loading=lazy\]\{display:none\}/)
    assert.match(offscreen[1], /^\(function\(d\)\{d\.documentElement\.classList\.remove\('fp-hold'\);/)
    // the first screen's pictures wait for the app's scripts, which the loader says are in
    assert.match(offscreen[1], /d\.addEventListener\('fp-scripts',firstScreen,\{once:true\}\)/)
    // …except those as large as the LCP candidate on screen (0.9 of its area), which load beside it, unless a run of
    // words on the screen is as large as each of them (0.98 of the largest)
    assert.match(offscreen[1], /else if\(a>0&&s>=a\*0\.9\)\{peers\.push\(h\)/)
    assert.match(offscreen[1], /if\(t>=top\*0\.98\)\{first=first\.concat\(peers\)/)
    assert.match(loader[1], /onload:arrived,onerror:function\(\)\{bad=1;arrived\(\)\}/)
    assert.match(loader[1], /d\.dispatchEvent\(new Event\('fp-scripts'\)\);if\(bad\)failed\(\)/)
    // one that failed: the tap queue lets go (fp-failed) and the painted view says so with 重试
    assert.match(loader[1], /d\.dispatchEvent\(new Event\('fp-failed'\)\)/)
    assert.match(loader[1], /t\.textContent="网络不给力，页面没能打开，请重试"/)
    // …so every painted picture but the LCP candidate is lazy (an eager one is fetched before any script can hold it)
    const pictures = paintedView(await html('/web/h/')).match(/<img [^>]*>/g) || []
    assert.ok(pictures.length > 5, 'home paints its pictures')
    assert.equal(pictures.filter(img => img.includes('fetchpriority="high"')).length, 1, 'one LCP candidate')
    assert.deepEqual(
      pictures.filter(img => !img.includes('fetchpriority="high"') && !img.includes('loading="lazy"')),
      [],
      'the others lazy'
    )
    // its hash is in the page's CSP (inline scripts run only by hash)
    const res = await s.app.inject({ url: '/web/h/pages/article-list/index' })
    const hash = crypto.createHash('sha256').update(loader[1]).digest('base64')
    assert.ok(String(res.headers['content-security-policy']).includes(`'sha256-${hash}'`), 'loader hash in the CSP')
    const offscreenHash = crypto.createHash('sha256').update(offscreen[1]).digest('base64')
    assert.ok(String(res.headers['content-security-policy']).includes(`'sha256-${offscreenHash}'`), 'offscreen script hash in the CSP')
    const early = /<head>[^]*<script id="fp-early">([^<]*)<\/script>[^]*<\/head>/.exec(page)
    assert.ok(early, 'the early start is in <head>')
    assert.deepEqual(
      JSON.parse(/,(\{.*\})\)$/.exec(early[1])![1]),
      { styles: files.styles, preloads: files.preloads, scripts: files.scripts },
      "it names the loader's files (not the manifest)"
    )
    const earlyHash = crypto.createHash('sha256').update(early[1]).digest('base64')
    assert.ok(String(res.headers['content-security-policy']).includes(`'sha256-${earlyHash}'`), 'early start hash in the CSP')
    const holdHash = crypto.createHash('sha256').update(hold[1]).digest('base64')
    assert.ok(String(res.headers['content-security-policy']).includes(`'sha256-${holdHash}'`), 'hold script hash in the CSP')
    // only the rules the painted markup can use are inline
    assert.match(page, /<style id="fp-css">[^<]*\.content-card--row\{display:flex\}/)
    assert.doesNotMatch(page, /<style id="fp-css">[^<]*\.taro-picker/, 'no rules for components the view does not draw')
    assert.match(page, /<html lang="zh-CN" class="fp-on">/)
    // the LCP image (the first banner on home) is preloaded at high priority, first in <head> after the title: before
    // the inline scripts and CSS, so that the preload scanner finds it in the document's first packet
    const home = await html('/web/h/')
    assert.match(home, /<\/title><link rel="preload" as="image" href="[^"]+" fetchpriority="high">/)
    assert.ok(home.indexOf('<link rel="preload" as="image"') < home.indexOf('<script'), 'before any script')
  })

  it("asks for the app's files from 0.7 s, a round trip after the LCP image, unless the loader has, without running them", async () => {
    const page = await html('/web/h/pages/article-list/index')
    const early = /<script id="fp-early">([^<]*)<\/script>/.exec(page)![1]
    const loader = /<script id="fp-loader">([^<]*)<\/script>/.exec(page)![1]
    // A document whose timers and channel messages run by hand, each a task of its own, at a given time since the
    // navigation began.
    const documentAt = (now: number, roundTrip: number) => {
      const { window } = new JSDOM('<!doctype html><html><head><style id="fp-css"></style></head><body></body></html>', {
        runScripts: 'outside-only',
        url: 'http://127.0.0.1/'
      })
      const tasks: { run: () => void; ms: number }[] = []
      Object.assign(window, {
        setTimeout: (run: () => void, ms = 0) => void tasks.push({ run, ms }),
        requestAnimationFrame: (run: () => void) => void tasks.push({ run, ms: 16 }),
        MessageChannel: handChannel(run => tasks.push({ run, ms: 0 }))
      })
      Object.defineProperty(window.performance, 'now', { value: () => now })
      Object.defineProperty(window.performance, 'timing', { value: { requestStart: 1000, responseStart: 1000 + roundTrip } })
      const tags = () =>
        Array.from(window.document.querySelectorAll('link, script[src]')).map(e =>
          [
            e.getAttribute('rel') ?? 'script',
            (e as HTMLLinkElement).as, // jsdom does not reflect `as`: the property the script set
            e.getAttribute('href') ?? e.getAttribute('src'),
            e.getAttribute('fetchpriority')
          ]
            .filter(Boolean)
            .join(' ')
        )
      return { window, tasks, tags }
    }
    const preloads = [
      'preload style /web/h/css/app.abc123.css',
      'preload script /web/h/js/app.abc123.js',
      'preload script /web/h/js/list.1.js low',
      'preload style /web/h/css/list.1.css low'
    ]
    // The head's script runs at 0.45 s, the document took 0.1 s to its first byte: its timer is for 0.7 s.
    const slow = documentAt(450, 100)
    slow.window.eval(early)
    assert.deepEqual(
      slow.tasks.map(t => t.ms),
      [250]
    )
    assert.deepEqual(slow.tags(), [], 'nothing asked for before then')
    for (let n = 1; slow.tasks.length; n++) {
      slow.tasks.shift()!.run()
      assert.deepEqual(slow.tags(), preloads.slice(0, n), 'one more preload a task, in the order the loader adds them')
    }
    assert.deepEqual(slow.tags(), preloads)
    // Then the loader, once the view is on screen (here: its 2.5 s cap), adds the stylesheet and the script, which take
    // the preloaded answers, and not the route's preloads again.
    slow.window.eval(loader)
    slow.tasks.find(t => t.ms === 2500)!.run()
    while (slow.tasks.length) slow.tasks.shift()!.run()
    assert.deepEqual(slow.tags(), ['stylesheet /web/h/css/app.abc123.css', ...preloads, 'script /web/h/js/app.abc123.js'])

    // A head that came at 1.2 s, 0.45 s to the first byte: a round trip after the LCP image was asked for.
    const late = documentAt(1200, 450)
    late.window.eval(early)
    assert.deepEqual(
      late.tasks.map(t => t.ms),
      [450]
    )
    // The loader started first (the LCP image was on screen in time): the early start does nothing, and the loader adds
    // its preloads itself.
    const fast = documentAt(300, 5)
    fast.window.eval(early)
    fast.window.eval(loader)
    fast.tasks.find(t => t.ms === 2500)!.run()
    while (fast.tasks.length) fast.tasks.shift()!.run()
    assert.deepEqual(fast.tags(), ['stylesheet /web/h/css/app.abc123.css', ...preloads.slice(2), 'script /web/h/js/app.abc123.js'])
  })

  it("lets the first screen's held pictures go one a task once the app's scripts are in, none after the takeover", async () => {
    // The loader dispatches fp-scripts from the load event of the app's last script, in the task that ran it: the app's
    // start. Setting a picture's src costs a request and a style change (home: ~18 of them, 20 ms of a fast CPU).
    const offscreen = /<script id="fp-offscreen">([^<]*)<\/script>/.exec(await html('/web/h/'))
    assert.ok(offscreen, 'home has the held-images script')
    const dom = new JSDOM(
      `<!doctype html><html><body><div id="fp">${['a', 'b', 'c'].map(n => `<img loading="lazy" src="/media/${n}.png">`).join('')}</div></body></html>`,
      { runScripts: 'outside-only', url: 'http://127.0.0.1/' }
    )
    const { window } = dom
    // A channel whose messages are delivered by hand: each delivery is a task of its own.
    const tasks: (() => void)[] = []
    Object.assign(window, { MessageChannel: handChannel(run => tasks.push(run)) })
    window.eval(offscreen[1])
    const shown = () =>
      Array.from(window.document.querySelectorAll('img'))
        .filter(i => !i.classList.contains('fp-held'))
        .map(i => i.getAttribute('src'))
    assert.deepEqual(shown(), [], 'all three wait (jsdom lays nothing out: the first screen)')
    window.document.dispatchEvent(new window.Event('fp-scripts'))
    assert.deepEqual(shown(), [], 'none in the task that said the scripts are in')
    for (const n of ['a', 'b']) {
      assert.equal(tasks.length, 1, 'one task queued at a time')
      tasks.shift()!()
      assert.equal(shown().at(-1), `/media/${n}.png`, `${n} in a task of its own`)
    }
    // The app takes over (its page replaces the view): what the view still held is never fetched, not even on a scroll.
    window.document.dispatchEvent(new window.Event('fp-takeover'))
    while (tasks.length) tasks.shift()!()
    window.dispatchEvent(new window.Event('scroll'))
    while (tasks.length) tasks.shift()!()
    assert.deepEqual(shown(), ['/media/a.png', '/media/b.png'], 'c stays held')
    window.close()
  })

  it('leaves other routes, the 名片 tab and unknown ids to the app', async () => {
    const others = ['pages/account/index', '?tab=card', '?websiteId=99999', 'pages/article/index?id=999999', 'pages/article/index?id=abc']
    for (const url of others) assertLeftToApp(await s.app.inject(`/web/h/${url}`), url)
    // a client may ask for the plain shell (tests and tools that drive the app's own DOM)
    const plain = await s.app.inject({ url: '/web/h/pages/article-list/index', headers: { 'x-first-paint': 'off' } })
    assert.doesNotMatch(plain.body, /id="fp"/)
    assert.match(plain.body, /<link rel="preload" href="\/web\/h\/js\/list\.1\.js" as="script">/)
  })

  it('never paints personal state, even for a signed-in visitor with a session cookie', async () => {
    const { cookie, auth } = await webSession(s.app, MEMBER)
    const article = idOf(s.db, 'article-1')
    await starOn(s.app, auth, article)
    // the API does tell this visitor about the star…
    const detail = body<{ starred: boolean }>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${article}`, headers: auth }))
    assert.equal(detail.data.starred, true)
    const event = idOf(s.db, 'event-openday')
    // signed up now (or already, 409)
    const signup = body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/entityData/signup/${event}`, headers: auth }))
    assert.ok([200, 409].includes(signup.code), signup.message)
    const me = s.db.prepare('SELECT * FROM accounts WHERE cellphone = ?').get(MEMBER) as { name: string; nick_name: string }
    // a collected course with a learned lesson
    const course = idOf(s.db, 'course-automation')
    const collect = async () =>
      body<{ collected: boolean }>(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/favor/collectionCourse/${course}`, headers: auth })).data
        .collected
    if (!(await collect())) assert.equal(await collect(), true)
    const lesson = s.db.prepare('SELECT id FROM course_items WHERE course_id = ? ORDER BY sort LIMIT 1').pluck().get(course) as number
    const record = body(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca-open/v1/course/record',
        headers: auth,
        payload: { courseItemId: lesson, time: 6, progressTime: 6, percent: 100, learnCompletedEvent: 1 }
      })
    )
    assert.equal(record.code, 200, record.message)
    // …the API tells this visitor about both
    const mine = body<{ collected: boolean; learnStatus: string }>(
      await s.app.inject({ url: `/api/open/v1/entityData/getCourseDetail/${course}`, headers: auth })
    )
    assert.equal(mine.data.collected, true)
    assert.notEqual(mine.data.learnStatus, 'NOT_STARTED')

    // …the painted HTML does not
    for (const url of [
      `/web/h/pages/article/index?id=${article}`,
      `/web/h/pages/event/index?id=${event}`,
      `/web/h/pages/course/index?id=${course}`,
      '/web/h/',
      '/web/h/pages/article-list/index'
    ]) {
      const page = await html(url, cookie)
      const view = paintedView(page)
      assert.doesNotMatch(view, /已收藏|取消收藏|★|>已报名<|查看门票|已学完|学习中|继续学习/, url)
      assert.ok(!page.includes(MEMBER), `${url}: no phone number`)
      for (const name of [me.name, me.nick_name].filter(n => n && n.length > 1)) assert.ok(!view.includes(name), `${url}: no name "${name}"`)
    }
    const painted = paintedView(await html(`/web/h/pages/article/index?id=${article}`, cookie))
    assert.match(painted, /aria-label="收藏"/)
    const paintedCourse = paintedView(await html(`/web/h/pages/course/index?id=${course}`, cookie))
    assert.match(paintedCourse, /aria-label="收藏课程"/)
    assert.match(paintedCourse, /未开始 · 已学 0\/4 课时/)
  })

  it('escapes hostile titles and sanitises rich text', async () => {
    const hostile = `<img src=x onerror=alert(1)>"'</div><script>alert(2)</script>`
    const id = idOf(s.db, 'article-2')
    write.prepare('UPDATE entity_data SET title = ?, summary = ? WHERE id = ?').run(hostile, hostile, id)
    const xss = idOf(s.db, 'article-xss')
    // a hostile title on every other painted detail type, and in a file name and a metadata value
    const others = ['video-2', 'course-data', 'material-1', 'case-2', 'product-2'].map(key => idOf(s.db, key))
    for (const other of others) write.prepare('UPDATE entity_data SET title = ? WHERE id = ?').run(hostile, other)
    write.prepare('UPDATE files SET name = ? WHERE entity_data_id = ?').run(hostile, others[2])
    write.prepare('UPDATE entity_data SET metadata = ? WHERE id = ?').run(JSON.stringify([{ key: 'industry', label: hostile, value: hostile }]), others[3])
    const routes = ['video', 'course', 'material', 'case', 'product']
    for (const url of [
      '/web/h/pages/article-list/index',
      `/web/h/pages/article/index?id=${id}`,
      `/web/h/pages/article/index?id=${xss}`,
      ...others.map((other, i) => `/web/h/pages/${routes[i]}/index?id=${other}`)
    ]) {
      const page = await html(url)
      const view = paintedView(page)
      // hostile text is text: no element or attribute of it survives
      assert.doesNotMatch(view, /<img src=x|<script|<[a-z]+(\s+[\w-]+(="[^"]*")?)*\s+on\w+=|href="javascript:/i, url)
      // (react-dom/server writes ' as &#x27;, the templates as &#39;)
      if (!url.includes(String(xss))) assert.match(view, /&lt;img src=x onerror=alert\(1\)&gt;&quot;&#(39|x27);&lt;\/div&gt;/, url)
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

  it('dates content by the Beijing day and labels event times 北京时间, as the app does (issue #27 item 5)', async () => {
    // 16:30 UTC on the 23rd is already the 24th in Beijing: the server's own zone (UTC here) must not decide.
    // (A date after every other article's, so the card is on the list's first page.)
    const id = idOf(s.db, 'article-2')
    write.prepare('UPDATE entity_data SET publish_time = ? WHERE id = ?').run('2030-11-23T16:30:00.000Z', id)
    const article = paintedView(await html(`/web/h/pages/article/index?id=${id}`))
    assert.match(article, /class="taro-text detail-header__facts">[^<]*2030-11-24[^<]*</)
    assert.doesNotMatch(article, /2030-11-23/)
    const list = paintedView(await html('/web/h/pages/article-list/index'))
    const card = new RegExp(`href="/web/h/pages/article/index\\?id=${id}"[\\s\\S]*?content-card__facts">([^<]*)<`).exec(list)
    assert.ok(card, 'the article is on the painted list')
    assert.match(card[1], /^2030-11-24 · /)

    const event = paintedView(await html(`/web/h/pages/event/index?id=${idOf(s.db, 'event-summit')}`))
    assert.match(event, /event-info__value">\d{4}-\d{2}-\d{2} 09:00 - 17:00（北京时间）</)
    assert.match(event, /data-testid="event-status"[^>]*>未开始</)
    const events = paintedView(await html('/web/h/pages/event-list/index'))
    // The card's time on its own line, whole and labelled; the status tabs use the card's words.
    assert.match(events, /content-card__time">\d{4}-\d{2}-\d{2} 09:00 - 17:00（北京时间）</)
    assert.match(events, /role="tab" [^>]*aria-selected="false"><span class="taro-text">未开始</)
  })

  it('reads ids as the app does (src/shared/ids: trimmed, up to 15 digits), so a link the app opens is painted', async () => {
    const id = s.db.prepare("SELECT id FROM entity_data WHERE content_key = 'article-1'").pluck().get() as number
    // "+" is a space in a query: the app's parseId trims it and opens the article, so the painter must too.
    assert.ok(paintedView(await html(`/web/h/pages/article/index?id=+${id}`)).includes(title('article-1')))
    assert.ok(paintedView(await html(`/web/h/pages/article/index?id=${String(id).padStart(12, '0')}`)).includes(title('article-1')))
  })

  it('gives painted images the alt text the app gives them, and rich-text links the theme colour', async () => {
    const article = paintedView(
      await html('/web/h/pages/article/index?id=' + (s.db.prepare("SELECT id FROM entity_data WHERE content_key = 'article-1'").pluck().get() as number))
    )
    // DetailCover: imgProps alt = the title
    assert.match(article, new RegExp(`<img class="taro-img__mode-aspectfill" src="[^"]+" alt="${title('article-1')}"`))
    const home = paintedView(await html('/web/h/'))
    // BannerModule: the slide's title, else 轮播图N
    assert.match(home, new RegExp(`banner-module__img"><img [^>]*alt="${summitName()}"`))
    // ContentCard: '' (the card is named by its title beside it)
    assert.match(home, /class="taro-img content-card__img"><img [^>]*alt=""/)
    // No fixed colour for rich-text links: the app's .safe-rich-text a (the theme colour) applies in both.
    const page = await html('/web/h/')
    assert.doesNotMatch(/<style id="fp-local">([^<]*)<\/style>/.exec(page)![1], /#2f6bff/i)
  })

  it("paints what the server's extensions add, as the app does, and ships their list to the app", async () => {
    const page = await html(`/web/h/pages/event/index?id=${idOf(s.db, 'event-summit')}`)
    assert.match(paintedView(page), /data-testid="group-entry"/, '团体报名 on an event open for registration')
    const boot = bootData<{ extensions: string[] }>(page)
    assert.ok(boot.extensions.includes('groupRegistration'))
    // a server without extensions: neither the entry nor a list (the app then finds the API's 404 and shows none)
    const none = await startServer({ staticDir, extensions: [] })
    try {
      const plain = (await none.app.inject(`/web/h/pages/event/index?id=${idOf(s.db, 'event-summit')}`)).body
      assert.doesNotMatch(paintedView(plain), /group-entry/)
      assert.deepEqual(bootData<{ extensions: string[] }>(plain).extensions, [])
    } finally {
      await none.close()
    }
  })

  it('paints nothing when the server is built with paint: false (the bench floor, PAINT=0)', async () => {
    const plain = await startServer({ staticDir, paint: false })
    try {
      const res = await plain.app.inject('/web/h/')
      assert.equal(res.statusCode, 200)
      assert.ok(!res.body.includes('<div id="fp"'), 'no painted view')
      assert.match(res.body, /<div id="app">/)
      assert.match(res.body, /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/, 'an unpainted page has the icon in it too')
    } finally {
      await plain.close()
    }
  })
})

describe('the readable session hint (src/shared/session-hint.ts)', () => {
  const painted = paintedPagesPerSuite('fp-hint')
  const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String)
  const hintOf = (res: { headers: Record<string, unknown> }) => setCookies(res).find(c => c.startsWith('ca_signed_in='))

  it('comes and goes with the session, and a page gives an older session its hint', async () => {
    const { app } = painted.s
    const signIn = await postLoginForm(app, MEMBER, '123456')
    const hint = hintOf(signIn)
    assert.ok(hint, `signing in sets the hint beside ca_session (${setCookies(signIn).join(' | ')})`)
    assert.match(hint, /^ca_signed_in=1; Path=\/; SameSite=Lax; Max-Age=[1-9]\d*$/, 'readable by the app (not HttpOnly), as long as the session')
    const session = sessionCookie(signIn)

    // A session from before the hint: the page sets it, and that answer is the visitor's own.
    const older = await painted.get('/web/h/pages/index/index', session)
    assert.match(hintOf(older) ?? '', /^ca_signed_in=1;/)
    assert.equal(older.headers['cache-control'], 'private, no-store')
    // The hint lasts as long as the session: one signed in 179 days ago (of SESSION_MAX_DAYS' 180) has a day left.
    const id = /ca_session=([0-9a-f]{64})/.exec(session)![1]
    const signedInAt = new Date(Date.now() - 179 * 24 * 3600 * 1000).toISOString()
    painted.write.prepare('UPDATE sessions SET created_at = ? WHERE id = ?').run(signedInAt, id)
    const maxAge = Number(/Max-Age=(\d+)/.exec(hintOf(await painted.get('/web/h/pages/index/index', session)) ?? '')?.[1])
    assert.ok(maxAge > 23 * 3600 && maxAge <= 24 * 3600, `the hint ends with the session (Max-Age ${maxAge})`)
    // With its hint, or a stranger: the shared page, nothing set.
    for (const cookie of [`${session}; ca_signed_in=1`, undefined]) {
      const page = await painted.get('/web/h/pages/index/index', cookie)
      assert.equal(page.headers['set-cookie'], undefined)
      assert.match(String(page.headers['cache-control']), /^public/)
    }
    // A session that is not one (forged, ended) gets no hint.
    assert.equal(hintOf(await painted.get('/web/h/pages/index/index', `ca_session=${'0'.repeat(64)}`)), undefined)

    // Logging out clears both.
    const result = body<LoginResult>(await app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: session } })).data
    const out = await app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/logout', headers: { 'authorization-ca': result.account.accountKey } })
    assert.match(hintOf(out) ?? '', /^ca_signed_in=; Path=\/; SameSite=Lax; Max-Age=0$/)
    assert.ok(setCookies(out).some(c => /^ca_session=;.*Max-Age=0/.test(c)))
  })
})

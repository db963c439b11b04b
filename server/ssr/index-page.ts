/**
 * index.html as the server answers it for an app route (docs/first-paint.md):
 * - every route: preload hints for the route's own chunks and the company info + default website as a
 *   JSON block (src/services/platform/boot-data.h5.ts), so neither waits for the app script;
 * - landing pages (server/ssr/painter.ts): also the page's first screen, painted beside #app with its CSS
 *   inline, so the browser shows content before any script runs, and the answers it was painted from in the
 *   boot data (`queries`, seeding the app's query cache, at most BOOT_QUERIES_MAX_BYTES). The app script then loads without
 *   competing with that paint (at the end of <body>, chunk preloads at low priority) and takes the view
 *   over once it has rendered the same page (src/services/platform/first-paint.h5.ts).
 * Answers are cached per canonical page (painter.ts canonicalPage: the route and only the query values it
 * paints from), bounded by entries and bytes, for at most 30 s; a new build or a content edit by another
 * database connection (an admin tool, a reset) paints again at once. This server's own writes (view counts,
 * analytics, sessions) never empty it: a painted view count is at most 30 s old.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db'
import { beforeHeadEnd, contentSecurityPolicy, escapeHtml, isBuildAsset, withBootData, withRoutePreloads, type CspOptions } from '../lib/html'
import { criticalCssCache, PAINT_LOCAL_CSS, paintedCss } from './css'
import { criticalCss } from './critical'
import { ByteLru } from '../lib/byte-lru'
import { pageKeysRepo } from '../repositories/page-keys'
import { APP_FAILED_EVENT, PAGE_LOAD_FAILED, TAKEOVER_EVENT } from '../../src/shared/first-paint'
import { PAINTED_ROUTES } from '../../src/shared/painted-routes'
import type { BootQuery } from '../../src/shared/query-keys'
import { APP_ROOT, BASE_PATH } from '../../src/shared/routes'
import { canonicalPage, paint, type BootSite, type Painted } from './painter'
import { tapQueueTag } from './tap-queue'
import { cleanHtmlOf, warmSanitizer } from './sanitize'
import { logoSvg } from '../lib/svg'
import { FAVICON_SIZE } from '../services/site'
import type { CompanyInfo } from '../../types/contract'

/** The route the app's root (APP_ROOT) opens (the first page of src/app.config.ts). */
const HOME_ROUTE = 'pages/index/index'
/** An app URL's base path, with or without its slash. */
const UNDER_BASE = new RegExp(`^${BASE_PATH}/?`)
const TTL_MS = 30_000
/** Cache bound in pages (each a painted canonical page or a route's shell); bytes are bounded by `cacheBytes`. */
const PAGE_CACHE_ENTRIES = 500
/** Key of every route the app does not know: they all get the same shell. */
const UNKNOWN_ROUTE = '(unknown route)'
const PAINTED = new Set(PAINTED_ROUTES)
/** The app's scripts load after the painted page has loaded, or after this long whatever is still loading. */
const LOADER_MAX_WAIT_MS = 2500
/**
 * Most bytes of JSON a page's query answers may add to its boot data (a long article body would double the
 * HTML: the painted copy plus the shipped one). Above it the page ships none of them and the app asks the API
 * for its data, as an unpainted page does.
 */
export const BOOT_QUERIES_MAX_BYTES = 48 * 1024

interface IndexPageOptions {
  app: FastifyInstance
  db: Db
  staticDir: string
  /** Repository root (node_modules for Taro's component CSS). */
  root: string
  /** PAINT=0 turns the painted view off (the plain app shell, as before). */
  paint?: boolean
  csp: CspOptions
  /** Bytes the cache may hold: HTML plus its compressed copies (PAGE_CACHE_MB). */
  cacheBytes: number
  /**
   * The web app manifest's address (extension offlineTicket): linked in an unpainted page's <head>, and by a painted
   * page's loader once the app's scripts have arrived (loaderScript).
   */
  manifest?: string
  /** The server offers conditional form fields (extension conditionalFields): the painted form draws them as the API gives them. */
  conditionalFields?: boolean
  /** Runs Beasties for a painted view's critical CSS (the work pool's threads; default: in this thread). */
  critical?: (css: string, markup: string) => Promise<string>
}

/** One answer, ready to send: its CSP, and its compressed bodies made once (on first ask) per encoding. */
interface IndexAnswer {
  html: string
  /** Send the visitor here instead (a detail id of another content type: the app would redirect too). */
  redirect?: string
  csp: string
  br?: Buffer
  gzip?: Buffer
  /** Told the size of each compressed copy made later (the cache counts its bytes). */
  grew?: (bytes: number) => void
}

/** What the cache knows about its work, for tests and the load report. */
export interface PageCacheStats {
  entries: number
  bytes: number
  hits: number
  /** Pages painted (or shells built): each a miss. */
  paints: number
}

interface Manifest {
  mtimeMs: number
  initial: string[]
  routes: Record<string, string[]>
  /** A painted route's JS chunks in one script (scripts/web-bundles.cjs). */
  bundles: Record<string, string>
}

/** The build's index.html and route-manifest.json (config/route-manifest-plugin.ts), each re-read when it changes. */
function buildFiles(staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html')
  const manifestFile = path.join(staticDir, 'route-manifest.json')
  let index: { mtimeMs: number; html: string } | null = null
  let manifest: Manifest | null = null

  function readIndex(): { mtimeMs: number; html: string } | null {
    try {
      const mtimeMs = fs.statSync(indexFile).mtimeMs
      if (!index || index.mtimeMs !== mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') }
      return index
    } catch {
      return null
    }
  }

  function readManifest(): Manifest | null {
    try {
      const mtimeMs = fs.statSync(manifestFile).mtimeMs
      if (!manifest || manifest.mtimeMs !== mtimeMs) {
        const json = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
        manifest = { mtimeMs, initial: Array.isArray(json.initial) ? json.initial : [], routes: json.routes || {}, bundles: json.bundles || {} }
      }
      return manifest
    } catch {
      return null
    }
  }

  return { readIndex, readManifest }
}

/** Company info, the company's default website and the extensions as the API answers them (read through the API itself), per data version. */
function bootSiteReader(app: FastifyInstance): (version: string) => Promise<BootSite | null> {
  let boot: { version: string; at: number; data: BootSite | null } | null = null
  async function bootData(version: string): Promise<BootSite | null> {
    if (boot && boot.version === version && Date.now() - boot.at < TTL_MS) return boot.data
    const data = async (url: string) => {
      const res = await app.inject({ method: 'GET', url })
      const body = res.statusCode === 200 ? (JSON.parse(res.body) as { code?: number; data?: unknown }) : null
      return body && body.code === 200 ? body.data : null
    }
    let result: BootSite | null = null
    try {
      const companyInfo = (await data('/api/open/v1/company/companyInfo')) as BootSite['companyInfo'] | null
      if (companyInfo) {
        const id = Number(companyInfo.miniAppWebsiteId)
        const [info, menu] = id > 0 ? await Promise.all([data(`/api/open/v1/website/${id}/info`), data(`/api/open/v1/website/${id}/menu`)]) : [null, null]
        const offered = (await data('/api/open/v1/extensions')) as { features?: unknown } | null
        const extensions = Array.isArray(offered?.features) ? (offered.features.filter(f => typeof f === 'string') as BootSite['extensions']) : []
        result = {
          companyInfo,
          website: info && Array.isArray(menu) ? { id, info: info as NonNullable<BootSite['website']>['info'], menu } : null,
          extensions
        }
      }
    } catch {
      result = null
    }
    boot = { version, at: Date.now(), data: result }
    return result
  }
  return bootData
}

export function createIndexPage(opts: IndexPageOptions) {
  const { app, db, staticDir, root } = opts
  const { readIndex, readManifest } = buildFiles(staticDir)
  const cache = new ByteLru<{ answer: IndexAnswer; version: string; at: number }>(PAGE_CACHE_ENTRIES, opts.cacheBytes)
  // One paint per key at a time: requests arriving while it is painted wait for it.
  const painting = new Map<string, Promise<IndexAnswer | null>>()
  const stats = { hits: 0, paints: 0 }
  const critical = criticalCssCache(opts.critical || criticalCss, error => app.log.warn({ err: error }, 'critical CSS failed; inlining the whole stylesheet'))
  const bootData = bootSiteReader(app)
  // The rich-text sanitiser takes seconds to load: not on the first visitor's request.
  if (opts.paint !== false) setTimeout(warmSanitizer, 0).unref()

  /**
   * Changes when another connection writes to the database (content edited by an admin tool or a script, a
   * reset). This server's own writes (view counts, analytics, sessions, orders) do not change it.
   */
  function dataVersion(): string {
    return String(pageKeysRepo(db).dataVersion())
  }

  /** The cache key of an app URL: its canonical page when painted, else its route (all unknown routes are one). */
  function keyOf(url: string, paintView: boolean, boot: BootSite | null, m: Manifest | null): { key: string; url: string } {
    const route = routeOf(url)
    if (paintView && PAINTED.has(route)) {
      const page = canonicalPage(db, boot, url)
      if (page) return { key: `p ${page}`, url: page }
    }
    const known = PAINTED.has(route) || (m !== null && Object.hasOwn(m.routes, route))
    return { key: `${paintView ? 'p' : 's'} ${known ? route : UNKNOWN_ROUTE}`, url: `${APP_ROOT}${known ? route : UNKNOWN_ROUTE}` }
  }

  function routeOf(url: string): string {
    const route = url.split(/[?#]/)[0].replace(UNDER_BASE, '').replace(/\/+$/, '')
    return !route || route === 'index.html' ? HOME_ROUTE : route
  }

  /** The full HTML for an app URL, or null when the app is not built. */
  async function render(url: string, paintView = true): Promise<string | null> {
    const a = await answer(url, paintView)
    return a && !a.redirect ? a.html : null
  }

  /** The answer for an app URL (cached per canonical page, see the top of this file), or null when the app is not built. */
  async function answer(rawUrl: string, paintView = true): Promise<IndexAnswer | null> {
    const shell = readIndex()
    if (!shell) return null
    const m = readManifest()
    const version = `${dataVersion()}:${shell.mtimeMs}:${m?.mtimeMs ?? 0}`
    const data = await bootData(version)
    const { key, url } = keyOf(rawUrl, paintView, data, m)
    const hit = cache.get(key)
    if (hit && hit.version === version && Date.now() - hit.at < TTL_MS) {
      stats.hits++
      return hit.answer
    }
    const pending = painting.get(key)
    if (pending) {
      stats.hits++
      return pending
    }
    const made = build(shell, m, data, url, paintView).then(
      result => {
        painting.delete(key)
        store(key, result, version)
        return result
      },
      error => {
        painting.delete(key)
        throw error
      }
    )
    painting.set(key, made)
    return made
  }

  function store(key: string, result: IndexAnswer, version: string): void {
    result.grew = bytes => {
      if (cache.peek(key)?.answer === result) cache.grow(key, bytes)
    }
    cache.set(key, { answer: result, version, at: Date.now() }, Buffer.byteLength(result.html) + result.csp.length)
  }

  /**
   * Paints (or builds the shell of) a canonical URL; `given` is a view painted by the caller (a form answering its
   * post), assembled like any painted page.
   */
  async function build(
    shell: { html: string },
    m: Manifest | null,
    data: BootSite | null,
    url: string,
    paintView: boolean,
    given?: (boot: BootSite) => Painted | null
  ): Promise<IndexAnswer> {
    stats.paints++
    const route = routeOf(url)
    // Own keys only: the app's route constructor must not find Object.prototype.constructor.
    const own = m && Object.hasOwn(m.routes, route) ? m.routes[route] : undefined
    const routeFiles = Array.isArray(own) ? own : []
    const bundle = m && Object.hasOwn(m.bundles, route) ? m.bundles[route] : undefined
    let painted = null
    if (given) painted = data ? given(data) : null
    else if (opts.paint !== false && paintView) {
      try {
        painted = paint(db, data, url, { conditionalFields: opts.conditionalFields !== false })
      } catch (error) {
        app.log.warn({ err: error, url }, 'first paint failed; serving the plain app shell')
      }
    }
    if (painted?.redirect) return { html: '', csp: '', redirect: painted.redirect }
    let html: string
    if (!painted) {
      html = withBootData(withRoutePreloads(shell.html, routeFiles), data)
    } else {
      html = paintedHtml(shell.html, {
        markup: painted.html,
        title: painted.title,
        route: routeOf(url),
        css: await critical(paintedCss(root, staticDir, m?.initial || [], routeFiles), painted.html),
        routeFiles,
        bundle,
        manifest: opts.manifest
      })
      const queries = bootQueries(painted.queries)
      html = withBootData(html, data && { ...data, queries, cleanHtml: cleanHtmlOf(queries) })
    }
    html = beforeHeadEnd(html, faviconLink(data?.companyInfo))
    if (opts.manifest && !painted) html = beforeHeadEnd(html, `<link rel="manifest" href="${escapeHtml(opts.manifest)}">`)
    return { html, csp: contentSecurityPolicy(html, opts.csp) }
  }

  /**
   * The page of an app URL with a view painted by the caller from the site's boot data (the form page answering a post
   * without script: what was sent and its messages), never cached; null when the app is not built.
   */
  async function answerWith(url: string, view: (boot: BootSite) => Painted | null): Promise<IndexAnswer | null> {
    const shell = readIndex()
    if (!shell) return null
    const m = readManifest()
    const data = await bootData(`${dataVersion()}:${shell.mtimeMs}:${m?.mtimeMs ?? 0}`)
    return build(shell, m, data, url, true, view)
  }

  return { render, answer, answerWith, stats: (): PageCacheStats => ({ entries: cache.size, bytes: cache.bytes, ...stats }) }
}

/**
 * The tab's icon in the page: the company's logo as /favicon.ico draws it, as an SVG data URL, so no page load asks for
 * /favicon.ico (on a slow link that request took a connection and ~2 KB of bandwidth from the app's scripts).
 */
function faviconLink(company: CompanyInfo | undefined): string {
  if (!company) return ''
  const svg = logoSvg(company.name, company.themeColor, FAVICON_SIZE).replace(/\n/g, '')
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(svg)}">`
}

/** A painted page's query answers for its boot data: all of them, or none when they exceed BOOT_QUERIES_MAX_BYTES. */
function bootQueries(queries: BootQuery[] | undefined): BootQuery[] {
  if (!queries?.length) return []
  return Buffer.byteLength(JSON.stringify(queries)) <= BOOT_QUERIES_MAX_BYTES ? queries : []
}

/** The body to send for an Accept-Encoding: brotli or gzip made once per cached answer, else the text. */
export function encodedBody(a: IndexAnswer, acceptEncoding: string | undefined): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const accept = String(acceptEncoding || '')
  if (/\bbr\b/.test(accept)) {
    if (!a.br) {
      a.br = zlib.brotliCompressSync(a.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      a.grew?.(a.br.length)
    }
    return { body: a.br, encoding: 'br' }
  }
  if (/\bgzip\b/.test(accept)) {
    if (!a.gzip) {
      a.gzip = zlib.gzipSync(a.html)
      a.grew?.(a.gzip.length)
    }
    return { body: a.gzip, encoding: 'gzip' }
  }
  return { body: a.html, encoding: null }
}

/**
 * The shell with the painted view: CSS inline (its critical CSS: the rules the painted markup uses), the LCP image
 * preloaded at high priority, the tap queue (./tap-queue.ts: a tap on a control only the app can carry out is kept
 * for it), and none of the app's scripts, stylesheets or chunk preloads as tags.
 * A small inline loader adds them once the page has loaded (the painted view and its images are on
 * screen) and a frame has been drawn, so nothing the app needs competes with the first paint — on a
 * phone, and in Lighthouse's simulation, which counts every request that finished before the LCP paint
 * as blocking it. They are added in the shell's order: the app's stylesheet where the shell had it, before
 * the inline CSS (whose copies of the route's rules must keep winning over it, as the route's own files do
 * in the app), the chunk preloads (low priority), then the scripts (async=false: they run in order, as the
 * deferred tags did).
 */
function paintedHtml(
  shell: string,
  p: { markup: string; title: string; route: string; css: string; routeFiles: string[]; bundle?: string; manifest?: string }
): string {
  let html = shell
  const scripts: string[] = []
  const styles: string[] = []
  html = html.replace(/<script\b[^>]*\bsrc="([^"]*)"[^>]*><\/script>/g, (_tag, src: string) => {
    scripts.push(src)
    return ''
  })
  html = html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, tag => {
    const href = /\bhref="([^"]*)"/.exec(tag)
    if (href) styles.push(href[1])
    return ''
  })
  html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(p.title)}</title>`)
  html = html.replace(/<html\b([^>]*)>/, (_all, attrs: string) => `<html${attrs} class="fp-on">`)
  const lcp = /<img [^>]*src="([^"]+)"[^>]*fetchpriority="high"/.exec(p.markup)
  // The LCP image's preload first in <head>, before the inline CSS and scripts: the preload scanner finds it in the
  // document's first packet.
  if (lcp) html = html.replace('</title>', () => `</title><link rel="preload" as="image" href="${lcp[1]}" fetchpriority="high">`)
  // The route's JS chunks in one script (scripts/web-bundles.cjs), run before the app's: the runtime in app.js reads
  // the chunks it pushed, so the route requests none of them. Only the route's stylesheets are preloaded then.
  const bundle = p.bundle && isBuildAsset(p.bundle) ? p.bundle : null
  if (bundle) scripts.unshift(`${BASE_PATH}/${bundle}`)
  const preloads = p.routeFiles.filter(f => isBuildAsset(f) && !(bundle && f.endsWith('.js'))).map(f => `${BASE_PATH}/${f}`)
  const files: AppFiles = { styles, preloads, scripts, manifest: p.manifest }
  html = beforeHeadEnd(
    html,
    tapQueueTag() + HOLD_VIEW_TAG + earlyStartScript(files) + `<style id="fp-css">${p.css}</style><style id="fp-local">${PAINT_LOCAL_CSS}</style>`
  )
  const view = `<div id="fp" data-route="${escapeHtml(p.route)}">${p.markup}</div>${HELD_IMAGES_TAG}`
  html = html.replace(/<div id="app"><\/div>/, () => `${view}<div id="app"></div>`)
  html = html.replace('</body>', () => `${loaderScript(files)}</body>`)
  return html
}

/**
 * In <head>, when scripts run: the painted view's lazy images are not laid out (`fp-hold`, PAINT_LOCAL_CSS) until
 * HELD_IMAGES_TAG has chosen which of them wait. The parser may stop between the view and that script (a packet ends
 * there, or its time slice does); a frame drawn then started Chromium's lazy loading of every first-screen image, which
 * the script cancelled a moment later (home: 16–23 requests begun before the LCP paint in two of three Lighthouse runs,
 * each counted against the LCP in its simulation: 1.25–1.36 s against 0.77 s). The rest of the view still paints as it
 * arrives (hiding the whole view cost the slow phone's first paint 0.2–0.3 s). That script shows them again first.
 * Without JavaScript nothing is hidden.
 */
const HOLD_VIEW_TAG = `<script id="fp-hold">document.documentElement.classList.add('fp-hold')</script>`
/** A painted image this far below the first screen (in screen heights) waits for a scroll (HELD_IMAGES_TAG). */
const OFFSCREEN_SCREENS = 1.25
/** How long a first-screen image waits at most for the app's scripts (they may never arrive). */
const FIRST_SCREEN_MAX_WAIT_MS = 8000
/** How long an offscreen image waits at most when the visitor does not scroll (the app may never take over). */
const OFFSCREEN_MAX_WAIT_MS = 12000
/** A first-screen picture at least this share of the LCP candidate's visible area is not held: it loads beside the
 * candidate. Chromium takes the largest painted element as the LCP, and a held twin of the candidate (the same card
 * box, a few px larger once snapped) painted after the takeover would move the LCP there (the lists' covers, the
 * speakers' avatars, the album's tiles). Smaller pictures (home's icons, event's avatars) still wait for the scripts,
 * and so do the peers when a run of words on the first screen is as large as each of them (WORDS_AS_LARGE: the
 * article list's two-line titles): the words are then the LCP from the first paint, and pictures fetched before it
 * would only count against it. */
const PEER_OF_CANDIDATE = 0.9
/** Words whose box (a Range's) is at least this share of the largest first-screen picture's count as larger: Chromium
 * measured the article list's two-line title at 10,152 px², its Range box at 10,080, and the covers at 10,057–10,105. */
const WORDS_AS_LARGE = 0.98
/** A transparent pixel: what a held image shows while it waits (no broken-image frame, no alt text), on a quiet
 * placeholder (`fp-held`, server/ssr/css.ts PAINT_LOCAL_CSS). */
const WAITING_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='
/** What the loader (loaderScript) dispatches on the document once every app script has loaded (or failed). */
const SCRIPTS_EVENT = 'fp-scripts'

/**
 * Right after the painted view: its lazy images (all but the LCP candidate, src/ssr/taro-components.tsx) wait, so on a
 * slow link the app's scripts do not share the connections and the bandwidth with pictures: those on the first screen
 * until the app's scripts have loaded (SCRIPTS_EVENT), except the candidate's peers (PEER_OF_CANDIDATE); those below it
 * (or right of it, in a row that scrolls sideways) until the visitor scrolls anything (or the app has had its chance:
 * Chromium's lazy loading would fetch everything within 1,250–2,500 px). The app draws its own images at the takeover,
 * and the painted view goes; the takeover waits only for the images the painted view showed
 * (src/services/platform/first-paint.h5.ts). Without JavaScript the images load as the browser decides.
 */
const HELD_IMAGES_TAG =
  `<script id="fp-offscreen">(function(d){d.documentElement.classList.remove('fp-hold');var below=innerHeight*${OFFSCREEN_SCREENS},right=innerWidth,first=[],rest=[];` +
  `function seen(r){return Math.max(0,Math.min(r.bottom,innerHeight)-Math.max(r.top,0))*Math.max(0,Math.min(r.right,right)-Math.max(r.left,0))}` +
  `var c=d.querySelector('#fp img[fetchpriority=high]'),a=c?seen(c.getBoundingClientRect()):0,top=a,peers=[];` +
  `[].forEach.call(d.querySelectorAll('#fp img[loading=lazy]'),function(i){var r=i.getBoundingClientRect(),s=seen(r),h=[i,i.getAttribute('src')];` +
  `if(r.top>below||r.left>=right)rest.push(h);else if(a>0&&s>=a*${PEER_OF_CANDIDATE}){peers.push(h);top=Math.max(top,s)}else first.push(h)});` +
  // Words as large as every picture (WORDS_AS_LARGE: a range's box is a little smaller than the one the LCP measures;
  // no larger than their element's, which clips a clamped summary) are the LCP from the first paint: then the peers
  // wait like the rest.
  `if(peers.length){var t=0,w=d.createTreeWalker(d.getElementById('fp'),4),n,g=d.createRange();` +
  `while((n=w.nextNode()))if(n.data.trim()){g.selectNodeContents(n);t=Math.max(t,Math.min(seen(g.getBoundingClientRect()),seen(n.parentNode.getBoundingClientRect())))}` +
  `if(t>=top*${WORDS_AS_LARGE}){first=first.concat(peers);peers=[]}}` +
  `first.concat(rest).forEach(function(h){h[0].src='${WAITING_PIXEL}';h[0].classList.add('fp-held')});` +
  // One picture a task (a MessageChannel message each, in order): each costs the main thread a request and a style
  // change, and the first screen's are let go from the load event of the app's last script, in the task that ran it.
  `function show(held){if(!held.length)return;var c=new MessageChannel();c.port1.onmessage=function(){var h=held.shift();` +
  `if(h){h[0].src=h[1];h[0].classList.remove('fp-held')}if(held.length)c.port2.postMessage(0);else c.port1.close()};c.port2.postMessage(0)}` +
  `function firstScreen(){show(first)}function all(){show(first);show(rest)}` +
  `d.addEventListener('${SCRIPTS_EVENT}',firstScreen,{once:true});setTimeout(firstScreen,${FIRST_SCREEN_MAX_WAIT_MS});` +
  // Once the app has taken over, the painted view is gone: none of its pictures is fetched any more (the app draws its
  // own; a scroll used to fetch the rest for a view no one sees).
  `d.addEventListener('${TAKEOVER_EVENT}',function(){first.length=0;rest.length=0},{once:true});` +
  `addEventListener('scroll',all,{once:true,passive:true,capture:true});setTimeout(all,${OFFSCREEN_MAX_WAIT_MS})})(document)</script>`

/** What the painted page's loader adds for the app: its stylesheets, the route's preloaded files, its scripts (in order). */
interface AppFiles {
  styles: string[]
  preloads: string[]
  scripts: string[]
  /** The web app manifest, linked once the scripts have arrived (not in <head>: see loaderScript). */
  manifest?: string
}

/** The app's files as a script's JSON: "<" escaped so no file name can close the script. */
const filesJson = (files: AppFiles) => JSON.stringify(files).replace(/</g, '\\u003c')

/**
 * The app's files are asked for this long after the navigation began at the earliest, even though the loader
 * (loaderScript) is still waiting for the LCP image to be on screen. Where the page and its image come fast, as in the
 * load Lighthouse observes, the loader has started before: nothing changes there (its simulation counts every request
 * begun before the LCP paint against it).
 */
const SLOW_LINK_MS = 700

/**
 * In <head>, before the inline CSS (the LCP image's preload comes before it): on a slow link the loader's wait left the
 * link idle for a whole round trip once the image's last byte had come (the slow phone: the banner's last byte at 1.1
 * s, the scripts' first at 1.75 s). So at SLOW_LINK_MS, and one round trip (the document's time to its first byte)
 * after this script runs (the image was asked for before), unless the loader has started, this preloads what the loader
 * will add (the same files, the same priorities), one a task. Their round trip then overlaps the image's transfer, and
 * their bytes come after the image's as long as it takes at most one round trip to arrive (on the slow phone 20 KB). A
 * round trip after the image, not at a fixed time: a document that came late asked for its image late too (one load had
 * the banner share the link with the scripts, LCP 1.2 → 2.4 s). Preloads run nothing: the loader still adds the
 * stylesheets and scripts (which take the preloaded answers) once the view is on screen, so nothing of the app runs or
 * restyles the view any sooner.
 */
function earlyStartScript(files: AppFiles): string {
  return (
    `<script id="fp-early">(function(d,t,f){setTimeout(function(){if(d.fpStarted)return;d.fpStarted=1;var q=[];` +
    `function add(list,low){list.forEach(function(h){q.push([h,low])})}add(f.styles);add(f.scripts);add(f.preloads,1);` +
    `(function next(){var h=q.shift();if(!h)return;var l=d.createElement('link');l.rel='preload';l.href=h[0];l.as=/\\.css$/.test(h[0])?'style':'script';` +
    `if(h[1])l.setAttribute('fetchpriority','low');d.head.appendChild(l);setTimeout(next,0)})()},` +
    `Math.max(${SLOW_LINK_MS}-performance.now(),t.responseStart-t.requestStart))})(document,performance.timing,${filesJson({ ...files, manifest: undefined })})</script>`
  )
}

/** The inline loader of a painted page (see paintedHtml); its hash goes into the page's CSP. */
function loaderScript(files: AppFiles): string {
  const json = filesJson(files)
  return (
    `<script id="fp-loader">(function(f){var d=document,done=0;function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e[k]=attrs[k];` +
    `if(tag==='script')d.body.appendChild(e);else d.head.insertBefore(e,d.getElementById('fp-css'))}` +
    // Each request costs the main thread a few ms (~15 ms on a slow phone): one per task, each task queued
    // through a MessageChannel (setTimeout would be clamped to 4 ms after a few), so none becomes a long task.
    // Styles and scripts first (async=false keeps the scripts' order across tasks), then the route's chunks.
    // The early start (earlyStartScript) may have preloaded the files already: then the route's preloads are not added again.
    `function go(){if(done)return;done=1;var early=d.fpStarted,q=[];d.fpStarted=1;` +
    `f.styles.forEach(function(h){q.push(function(){add('link',{rel:'stylesheet',href:h})})});` +
    // Once every script has loaded (or failed), the first screen's held images may come (HELD_IMAGES_TAG). One that
    // failed means the app will not take over: APP_FAILED_EVENT (the tap queue lets go of a kept tap), and the painted
    // view says so with 重试 (the notice's look is PAINT_LOCAL_CSS's .fp-retry, as for a failed takeover).
    // The web app manifest is linked then too, not in <head>: Chromium's install check fetches it and its icon as soon
    // as it sees the link, and Lighthouse's simulation counted both against the LCP (the article: 0.91 → 0.76 s in
    // each of 7 runs without the link; docs/performance.md).
    `var left=f.scripts.length,bad=0;function arrived(){if(--left)return;if(f.manifest)add('link',{rel:'manifest',href:f.manifest});` +
    `d.dispatchEvent(new Event('${SCRIPTS_EVENT}'));if(bad)failed()}` +
    `function failed(){var v=d.getElementById('fp'),b=d.createElement('div'),t=d.createElement('span'),r=d.createElement('button');` +
    `d.dispatchEvent(new Event('${APP_FAILED_EVENT}'));if(!v)return;b.className='fp-retry';b.setAttribute('role','alert');t.textContent=${JSON.stringify(PAGE_LOAD_FAILED)};` +
    `r.type='button';r.textContent='重试';r.onclick=function(){location.reload()};b.appendChild(t);b.appendChild(r);v.appendChild(b)}` +
    `f.scripts.forEach(function(s){q.push(function(){add('script',{src:s,async:false,onload:arrived,onerror:function(){bad=1;arrived()}})})});` +
    `if(!early)f.preloads.forEach(function(h){q.push(function(){var l=d.createElement('link');l.rel='preload';l.href=h;l.as=/\\.css$/.test(h)?'style':'script';l.setAttribute('fetchpriority','low');d.head.appendChild(l)})});` +
    `var c=new MessageChannel();c.port1.onmessage=step;function step(){q.shift()();if(q.length)c.port2.postMessage(0)}step()}` +
    // A whole frame drawn after the signal: only then is what it waited for on screen.
    `function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    // The LCP image on screen is the signal, with its peers (the first screen's pictures of its size, which
    // HELD_IMAGES_TAG does not hold): loaded and decoded (or failed); the page's load event when there is none.
    // Not their load alone: an image paints after its decode, and a request started before that paint counts as
    // holding the LCP back in Lighthouse's simulation (home's LCP ratio swung 0.46–0.79× between runs). The peers
    // too: any of them may be the LCP (the same box, a few px larger once snapped). On a slow link this costs the
    // scripts little: the peers' bytes come before theirs instead of beside them.
    `var w=[].slice.call(d.querySelectorAll('#fp img[fetchpriority=high],#fp img[loading=lazy]:not(.fp-held)')),n=w.length;` +
    `function one(){if(!--n)painted()}function shown(i){if(i.decode)i.decode().then(one,one);else one()}` +
    `if(!n){if(d.readyState==='complete')painted();else addEventListener('load',painted)}` +
    `else w.forEach(function(i){if(i.complete)shown(i);else{i.addEventListener('load',function(){shown(i)});i.addEventListener('error',one)}});` +
    `setTimeout(go,${LOADER_MAX_WAIT_MS})})(${json})</script>`
  )
}

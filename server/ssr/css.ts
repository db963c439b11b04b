import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The CSS the painted view needs before any script runs: what Taro injects from JavaScript (page base and
 * router rules, copied from @tarojs/router and @tarojs/taro-h5), the HTML components' stylesheet, and the
 * app's own built CSS for the route. It stays in the document after the takeover (the app's own
 * stylesheet link is dropped from painted pages, the same rules being inline).
 */
const TARO_BASE =
  'html,body{width:100%;height:100%}html{-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent;user-select:none}' +
  'body{font-family:-apple-system-font,Helvetica Neue,sans-serif;line-height:1.6}*{margin:0;padding:0}a img{border:0}' +
  'a{-webkit-tap-highlight-color:transparent;text-decoration:none}' +
  'input{text-overflow:clip;text-align:inherit;white-space:nowrap;height:1.4rem;display:block;overflow:hidden}' +
  '.taro_router{position:relative;width:100%;height:100%}' +
  '.taro_page{width:100%;height:100%;overflow-x:hidden;overflow-y:scroll;max-height:100vh}'

/** Taro's video play button (@tarojs/components video/style/index.css .taro-video-cover-play-button). */
const TARO_VIDEO_PLAY =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABoAAAAeCAYAAAAy2w7YAAAAAXNSR0IArs4c6QAAAWhJREFUSA1j+P///0cgBoHjQGzCQCsAtgJB/AMy5wCxGNXtQ9iBwvoA5BUCMQvVLEQxHpNzDSjkRhXLMM3GKrIeKKpEkYVYjcUu+AMo3ALE3GRZiN1MvKKPgbIRJFuG10j8koeA0gZEW4jfLIKyf4EqpgOxMEELCRpFnIJ3QGU5QMyM00LizCFa1SWgSkeslhFtBGkKVwGVy6FYSJp+klR/A6quB2JOkIWMIK0oNlOf8xBoZDE9LAI7nYn6HsBq4l96WHQEaLUpAyiOaASeAM2NgvuPBpaACt82IEYtfKls0UagecpwXyAzqGTRdaA57sjmYrAptAjUsCkGYlYMg9EFyLQI1IiZB8Ti6Obh5JNh0QmgHlOcBuKSIMGi50C18UDMiMssvOJEWPQLqKYbiHnxGkRIkoBF24DyaoTMIEoeh0W3geI+RBlArCI0iz4D+RVAzEasfqLVAQ19AcSg5LoYiKWI1kiiQgCMBLnEEcfDSgAAAABJRU5ErkJggg=='

/**
 * Painted-view-only rules, removed with the view: it covers the viewport above #app (which lays out its
 * page hidden underneath), its links look like the app's blocks, and controls that need the app show a
 * busy cursor and ignore taps until it has taken over.
 */
export const PAINT_LOCAL_CSS =
  // The root font size Taro's inline script sets (20px per 375px of the screen's shorter side, at most 40px), for a
  // browser without JavaScript: the painted view's rem sizes are the app's. The script's inline style wins where it runs.
  'html{font-size:calc(100vmin*20/375);font-size:min(calc(100vmin*20/375),40px)}' +
  // The notice over the view when the app's page failed to load (src/services/platform/first-paint.h5.ts retryNotice).
  '#fp .fp-retry{position:fixed;left:12px;right:12px;bottom:calc(72px + env(safe-area-inset-bottom));z-index:20;display:flex;' +
  'align-items:center;gap:8px;padding:8px 8px 8px 12px;border-radius:8px;background:rgba(0,0,0,0.86);color:#fff;font-size:13px;' +
  'line-height:18px}#fp .fp-retry span{flex:1}#fp .fp-retry button{flex:none;min-width:56px;height:30px;padding:0 12px;border:0;' +
  'border-radius:15px;background:#fff;color:#333;font-size:13px;cursor:pointer}' +
  // The scroll container of a Taro page (.taro_page: the app's pages scroll inside it, not the window).
  '#fp{position:fixed;left:0;top:0;right:0;bottom:0;z-index:1000;overflow-x:hidden;overflow-y:scroll;background:#f4f5f9}' +
  'html.fp-on #app{visibility:hidden}' +
  // Until the view's lazy images are sorted (index-page.ts HOLD_VIEW_TAG): not laid out, so none starts loading.
  'html.fp-hold #fp img[loading=lazy]{display:none}' +
  // Element-only selectors: any class rule of the app (display:flex…) still wins over them; rich-text links stay
  // inline and take their colour from the app's .safe-rich-text a (the theme colour).
  'a{display:block;color:inherit}#fp .safe-rich-text__html a{display:inline}' +
  '#fp .fp-wait{cursor:pointer}#fp input.fp-wait{pointer-events:none}' +
  // A control tapped before the takeover (server/ssr/tap-queue.ts), until the app carries the tap out: dimmed, with a
  // spinner in its top right corner (clear of an icon's glyph), a button's at its end. Every box property is set, as a
  // Taro button draws its border with its own ::after.
  '#fp .fp-wait[aria-busy=true]{opacity:.6;cursor:progress}' +
  "#fp .fp-wait[aria-busy=true]::after{content:'';display:block;position:absolute;top:2px;bottom:auto;left:auto;right:2px;" +
  'width:12px;height:12px;margin:0;padding:0;box-sizing:border-box;border:2px solid;border-right-color:transparent;' +
  'border-radius:50%;transform-origin:50% 50%;transform:none;animation:fp-spin .7s linear infinite}' +
  '#fp .taro-button-core.fp-wait[aria-busy=true]::after{top:50%;right:12px;width:16px;height:16px;margin-top:-8px}' +
  '@keyframes fp-spin{to{transform:rotate(360deg)}}' +
  // A picture held back while the app's scripts load (index-page.ts HELD_IMAGES_TAG): a quiet block in its place.
  '#fp img.fp-held{background:#eef0f4;border-radius:.5rem}' +
  // Where the modules below the first screen will be (its look: the app's .module-list__later): busy until the app shows them.
  '#fp .module-list__later{cursor:progress}' +
  // The video's poster until Taro's player (a Stencil element the app loads) takes its place.
  // Taro's Video before it plays: the poster contained on black under a half-dark cover with the play
  // button and the duration (its Stencil stylesheet's .taro-video-cover rules, which load with the app).
  '#fp .fp-video{background:#000}#fp .fp-video__poster{display:block;width:100%;height:100%;object-fit:contain}' +
  '#fp .fp-video__cover{position:absolute;top:0;bottom:0;left:0;width:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;background-color:rgba(1,1,1,.5)}' +
  `#fp .fp-video__play{width:40px;height:40px;background:url(${TARO_VIDEO_PLAY}) 50%/50% no-repeat}` +
  '#fp .fp-video__duration{color:#fff;margin-top:10px;font-size:16px;line-height:1}'

const cache = new Map<string, { mtimeMs: number; text: string }>()

function readCached(file: string, transform: (text: string) => string = t => t): string {
  try {
    const mtimeMs = fs.statSync(file).mtimeMs
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === mtimeMs) return hit.text
    const text = transform(fs.readFileSync(file, 'utf8'))
    cache.set(file, { mtimeMs, text })
    return text
  } catch {
    return ''
  }
}

/** Without Taro's icon font (base64, for icons the painted markup never shows): inline CSS stays small. */
const withoutFonts = (text: string) => text.replace(/@font-face\{[^}]*\}/g, '')

/** Taro's HTML components stylesheet (Image, Text, ScrollView, pull-to-refresh…) without the weui icon font. */
function componentsCss(): string {
  // A declared dependency, resolved like any import (not a path into node_modules).
  return readCached(require.resolve('@tarojs/components-react/dist/index.css'), text => withoutFonts(text).replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
}

/** Build CSS files whose rules the painted markup may need beyond the route's own (rich text, states). */
function sharedCss(staticDir: string): string[] {
  const dir = path.join(staticDir, 'css')
  let files: string[] = []
  try {
    files = fs.readdirSync(dir).filter(f => f.endsWith('.css'))
  } catch {
    return []
  }
  return files.map(f => `css/${f}`).filter(f => /\.safe-rich-text\b|\.state--empty\b/.test(readCached(path.join(staticDir, f))))
}

/**
 * All CSS of a painted route in the app's cascade order: Taro's base rules, the build's initial CSS (the
 * stylesheet link of index.html: Taro's components' start-up CSS first, then the app's, config/index.ts),
 * then the route's chunk CSS and the shared files (links added as the chunks load). A build that still has
 * Taro inject its components' CSS from JavaScript gets that CSS added after the initial CSS, where it landed.
 */
export function paintedCss(root: string, staticDir: string, initialFiles: string[], routeFiles: string[]): string {
  const cssOf = (files: string[]) => files.filter(f => /^css\/[\w.-]+\.css$/.test(f))
  const initial = cssOf(initialFiles)
  const rest = Array.from(new Set([...cssOf(routeFiles), ...sharedCss(staticDir)])).filter(f => !initial.includes(f))
  const read = (f: string) => readCached(path.join(staticDir, f))
  const initialCss = withoutFonts(initial.map(read).join('\n'))
  const injected = /\.taro-img\b/.test(initialCss) ? '' : componentsCss()
  const css = [TARO_BASE, initialCss, injected, ...rest.map(read)].join('\n')
  // Nothing in a stylesheet may close the <style> element it is inlined in.
  return css.replace(/<\/style/gi, '<\\/style').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
}

/**
 * What decides which rules of a stylesheet a view needs: its elements, classes and attribute names, in their
 * nesting, without the text and the values that only name, address or describe (links, images, labels, styles).
 * Two pages of the same shape (the same list in another category, another article with the same kinds of
 * paragraphs) need the same critical CSS, so Beasties runs once per shape and stylesheet.
 */
export function markupShape(markup: string): string {
  return markup.replace(/>[^<]+</g, '><').replace(/\s(href|src|srcset|alt|aria-label|aria-valuenow|title|data-testid|style|value|placeholder)="[^"]*"/g, ' $1')
}

/** Shapes remembered (each a few KB of CSS). */
const CRITICAL_CACHE_ENTRIES = 200

/**
 * The critical CSS of painted views (critical.ts, run where `run` runs it: the work pool's threads), remembered per
 * stylesheet and markup shape. When Beasties cannot run (pool busy, an error) the view gets the whole stylesheet:
 * a larger page that looks the same, never an unstyled one.
 */
export function criticalCssCache(run: (css: string, markup: string) => Promise<string>, onError: (error: unknown) => void = () => undefined) {
  const cache = new Map<string, string>()
  return async function critical(css: string, markup: string): Promise<string> {
    const key = `${hash(css)}:${hash(markupShape(markup))}`
    const hit = cache.get(key)
    if (hit !== undefined) {
      cache.delete(key)
      cache.set(key, hit)
      return hit
    }
    let out: string
    try {
      // Nothing in a stylesheet may close the <style> element it is inlined in (Beasties re-serialises the CSS).
      out = (await run(css, markup)).replace(/<\/style/gi, '<\\/style')
    } catch (error) {
      onError(error)
      return css
    }
    cache.set(key, out)
    if (cache.size > CRITICAL_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string)
    return out
  }
}

const hash = (text: string) => crypto.createHash('sha1').update(text).digest('base64url')

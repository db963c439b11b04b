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
  // The scroll container of a Taro page (.taro_page: the app's pages scroll inside it, not the window).
  '#fp{position:fixed;left:0;top:0;right:0;bottom:0;z-index:1000;overflow-x:hidden;overflow-y:scroll;background:#f4f5f9}' +
  'html.fp-on #app{visibility:hidden}' +
  // Element-only selectors: any class rule of the app (display:flex…) still wins over them.
  'a{display:block;color:inherit}#fp .fp-rich a{display:inline;color:#2f6bff}' +
  '#fp .fp-wait{cursor:progress}#fp input.fp-wait{pointer-events:none}' +
  // Where the modules below the first screen will be: a quiet block until the app shows them.
  '#fp .fp-later{margin:.6rem;padding:0 .8rem;border-radius:.6rem;cursor:progress;' +
  'background:linear-gradient(#fff 24px,#eef0f4 24px 38px,#fff 38px 50px,#f4f5f7 50px 60px,#fff 60px) 0 0/100% 96px repeat-y content-box,#fff}' +
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

/** Class names used in some markup (class attributes). */
function classesOf(markup: string): Set<string> {
  const used = new Set<string>()
  for (const m of markup.matchAll(/\bclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) used.add(c)
  return used
}

/**
 * Whether one selector can match something in the painted markup: every class it requires (outside
 * :not()/:where()…, whose classes need not be present) is used. Selectors without classes (html, a, *)
 * are kept; so is anything this cannot read.
 */
function selectorUsed(selector: string, used: Set<string>): boolean {
  const required = selector.replace(/:(not|where|is|has)\([^()]*\)/g, '').replace(/\[[^\]]*\]/g, '')
  for (const m of required.matchAll(/\.(-?[_a-zA-Z][\w-]*(?:\\.[\w-]*)*)/g)) {
    if (!used.has(m[1].replace(/\\/g, ''))) return false
  }
  return true
}

/** Splits a selector list at top-level commas. */
function selectorList(prelude: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i]
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i))
      start = i + 1
    }
  }
  out.push(prelude.slice(start))
  return out
}

/** The index of the "}" closing the block whose "{" is at `open` (strings and comments skipped). */
function blockEnd(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1)
      i = end < 0 ? css.length : end
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2)
      i = end < 0 ? css.length : end + 1
    } else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  return css.length - 1
}

function prune(css: string, used: Set<string>): string {
  let out = ''
  let i = 0
  while (i < css.length) {
    const open = css.indexOf('{', i)
    if (open < 0) break
    const prelude = css.slice(i, open)
    const close = blockEnd(css, open)
    const body = css.slice(open + 1, close)
    const head = prelude.trim()
    // A statement at-rule (@charset, @import…) before this block: keep it as it is.
    const statement = head.lastIndexOf(';')
    if (head.startsWith('@') && statement >= 0) out += head.slice(0, statement + 1)
    const selector = head.startsWith('@') && statement >= 0 ? head.slice(statement + 1).trim() : head
    if (/^@(media|supports|layer|container)\b/.test(selector)) {
      const inner = prune(body, used)
      if (inner) out += `${selector}{${inner}}`
    } else if (selector.startsWith('@')) {
      out += `${selector}{${body}}`
    } else {
      const kept = selectorList(selector).filter(s => selectorUsed(s, used))
      if (kept.length > 0) out += `${kept.map(s => s.trim()).join(',')}{${body}}`
    }
    i = close + 1
  }
  return out
}

/**
 * The rules of `css` that can apply to `markup` (by class names), in their order: the painted view
 * needs only these before the app runs, and the app loads its own stylesheets in full (index-page.ts's
 * loader and the chunks), so the HTML stays small enough to arrive in the first round trip.
 */
export function usedCss(css: string, markup: string): string {
  try {
    const kept = prune(css.replace(/\/\*[^!][\s\S]*?\*\//g, ''), classesOf(markup))
    // Keyframes no kept rule animates with.
    const frames = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{/g
    let out = kept
    for (const m of kept.matchAll(frames)) {
      const start = out.indexOf(m[0])
      if (start < 0) continue
      const end = blockEnd(out, start + m[0].length - 1)
      const rest = out.slice(0, start) + out.slice(end + 1)
      if (!new RegExp(`[:\\s,]${m[1]}\\b`).test(rest)) out = rest
    }
    return out
  } catch {
    return css
  }
}

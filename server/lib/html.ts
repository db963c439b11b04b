import crypto from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { BASE_PATH } from '../../src/shared/routes'

export interface CspOptions {
  editorOrigins: string[]
  /** Development only: any http://localhost / 127.0.0.1 page may frame the app too (FRAME_LOCALHOST). */
  frameLocalhost?: boolean
  /** 'none': no page may frame this one (the pay page: a framed pay button could be clicked through an overlay). */
  frameAncestors?: 'none'
}

/** sha256 sources for every inline <script> of a page, so no 'unsafe-inline' is needed for scripts. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  // Data blocks (type="application/json") never run: they need no hash.
  const re = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi
  let m: RegExpExecArray | null
  while ((m = re.exec(html))) {
    if (!m[1]) continue
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(html: string, opts: CspOptions): string {
  const scripts = ["'self'", ...inlineScriptHashes(html)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Taro components and the theme set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // pages/web/index shows external pages in a frame.
    "frame-src 'self' https: http://localhost:*",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${
      opts.frameAncestors === 'none'
        ? "'none'"
        : ["'self'", ...opts.editorOrigins, ...(opts.frameLocalhost ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])].join(' ')
    }`
  ].join('; ')
}

/** Sends an HTML page with the security headers. */
export function sendHtml(reply: FastifyReply, html: string, opts: CspOptions, status = 200, cache = 'no-cache'): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cache)
    .header('Content-Security-Policy', contentSecurityPolicy(html, opts))
    .send(html)
}

export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[<>&"']/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/**
 * A small mobile page shell used by the login, pay and error pages. Its colours keep text at 4.5:1 or more
 * (the note under the login form was #8f959e, 3.0:1; the countdown on the disabled button about 2.3:1).
 */
export function mobilePage(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f5f9;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:8px 0 20px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.05)}
label{display:block;font-size:14px;color:#646a73;margin:14px 0 6px}
input{width:100%;font-size:16px;padding:12px;border:1px solid #dee0e3;border-radius:8px}
.row{display:flex;gap:8px}.row input{flex:1}
button{font-size:16px;min-height:44px;padding:12px 14px;border:0;border-radius:8px;background:#2c65f0;color:#fff;cursor:pointer}
button[disabled]{background:#eef0f4;color:#4e5563}
.primary{width:100%;margin-top:22px}
.muted{color:#646a73;font-size:13px;line-height:1.6}
.error{color:#d83931;font-size:14px;min-height:20px;margin-top:10px}
.amount{font-size:32px;font-weight:700;color:#d83931;margin:12px 0}
a{color:#2c65f0}
:focus-visible{outline:2px solid #2c65f0;outline-offset:2px}
.brand{display:flex;align-items:center;gap:12px;margin:0 0 8px}.brand img{border-radius:10px;object-fit:cover}.brand-name{margin:0;font-size:17px;font-weight:600}
.back{text-align:center;margin:18px 0 0}.back a{display:inline-block;min-height:44px;box-sizing:border-box;padding:12px 16px;text-decoration:none}
</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`
}

/** Puts markup just before </head> (taken literally: "$" patterns in it are not replacement codes). */
export function beforeHeadEnd(html: string, markup: string): string {
  return html.replace('</head>', () => `${markup}</head>`)
}

/** Adds the boot data as a JSON block before </head>; "<" is escaped so no value can close the script. */
export function withBootData(html: string, data: unknown): string {
  if (!data) return html
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return beforeHeadEnd(html, `<script type="application/json" id="boot-data">${json}</script>`)
}

/**
 * A script or stylesheet of the build as the route manifest names them (js/… or css/…): nothing that could break out
 * of an attribute or a JSON string.
 */
export const isBuildAsset = (file: string): boolean => /^(js|css)\/[\w.-]+\.(js|css)$/.test(file)

/**
 * Adds <link rel="preload"> for a route's script and style chunks (build-relative paths) to index.html;
 * `low` marks them fetchpriority="low" (a painted page: they must not compete with its first paint).
 */
export function withRoutePreloads(html: string, files: string[], low = false): string {
  const safe = files.filter(isBuildAsset)
  if (safe.length === 0) return html
  const priority = low ? ' fetchpriority="low"' : ''
  return beforeHeadEnd(html, safe.map(f => `<link rel="preload" href="${BASE_PATH}/${f}" as="${f.endsWith('.css') ? 'style' : 'script'}"${priority}>`).join(''))
}

/**
 * Input hygiene applied to every request before schema validation (server/app.ts):
 * strings in JSON and form bodies are trimmed, control and bidi-override characters are refused,
 * and the fields that mean the same everywhere (email, avatar) follow one strict rule.
 */
import { BizError } from './envelope'

/** C0 controls except tab/newline/carriage return, DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point of this check
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** Bidi overrides/isolates and marks that reorder what a reader sees (U+202E "RLO"…). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** A real address: local part of the usual characters, dotted domain, letters-only top level. */
export const EMAIL =
  /^[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/

/** Avatars are this server's own images: generated ones or an upload (looked up by name). */
const OWN_AVATAR = /^\/media\/avatar\/[\w\u4e00-\u9fa5%.-]{1,120}$/
const UPLOADED = /^\/api\/open\/file\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/

/** Half of a UTF-16 surrogate pair without its other half (JSON can carry one: "\\ud800"); no encoding can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * What shows nothing on screen: spaces, zero-width and other format characters (U+200B–U+200D, U+2060,
 * U+FEFF…), combining marks with nothing to sit on, and the blank Hangul fillers and braille pattern.
 */
const INVISIBLE = /^[\p{Z}\p{Cf}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]*$/u

export const badInput = (message: string) => new BizError(400, message, 400)

/** Throws a 400 when a string holds control or bidi characters, or a lone surrogate. */
export function checkText(text: string): void {
  if (CONTROL.test(text)) throw badInput('内容包含不允许的控制字符')
  if (BIDI.test(text)) throw badInput('内容包含不允许的文字方向控制字符')
  if (LONE_SURROGATE.test(text)) throw badInput('内容包含无效的字符（不完整的 Unicode 编码）')
}

/** True when the text would show nothing (only spaces, zero-width characters or combining marks). */
export const isInvisible = (text: string): boolean => INVISIBLE.test(text)

/** Trims every string (deeply) and refuses control/bidi characters; answers the cleaned value. */
export function cleanValue(value: unknown, depth = 0): unknown {
  if (depth > 20) throw badInput('请求体层级过深')
  if (typeof value === 'string') {
    checkText(value)
    return value.trim()
  }
  if (Array.isArray(value)) return value.map(v => cleanValue(v, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      checkText(k)
      // JSON.parse may produce an own "__proto__" key: never copy it onto a plain object.
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue
      out[k] = cleanValue(v, depth + 1)
    }
    return out
  }
  return value
}

/** Query strings: refused when they hold control/bidi characters (not trimmed: search words stay as typed). */
export function checkQuery(query: unknown): void {
  if (!query || typeof query !== 'object') return
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    checkText(k)
    for (const item of Array.isArray(v) ? v : [v]) if (typeof item === 'string') checkText(item)
  }
}

/**
 * Field rules by name, on the top level of a body: `email` must be a real address, `avatar` one of this
 * server's images (isImageUpload says whether an uploaded name is an image).
 */
export function checkFields(body: unknown, isImageUpload: (name: string) => boolean): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  const b = body as Record<string, unknown>
  if (typeof b.email === 'string' && b.email !== '' && !EMAIL.test(b.email)) throw badInput('邮箱格式不正确，例如 name@example.com')
  if (typeof b.avatar === 'string' && b.avatar !== '') {
    const upload = UPLOADED.exec(b.avatar)
    const own = OWN_AVATAR.test(b.avatar) || (!!upload && isImageUpload(upload[1]))
    if (!own) throw badInput('头像只能使用本站上传的图片')
  }
}

import { isColor } from '@/utils/theme'

/** Messages the hosting editor may post into the app (spec §6 editor mode). */
export type EditorMessage =
  | { type: 'preview-theme'; themeCode?: string; themeConfig?: string | object; themeColor?: string }
  | { type: 'preview-modules'; modules: unknown[] }
  | { type: 'navigate'; path: string }
  | { type: 'ping' }

/** What the bridge answers to a ping. */
export interface EditorReply {
  type: 'pong'
}

type ParseResult = { ok: true; message: EditorMessage } | { ok: false; reason: string }

const MAX_TEXT = 100000
const MAX_MODULES = 500
const MAX_PATH = 1000

const fail = (reason: string): ParseResult => ({ ok: false, reason })

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** In-app route: /pages/... or /packages/..., no scheme, no "..", no "//", no whitespace or control characters. */
function isEditorPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_PATH &&
    /^\/(pages|packages)\/[^\s]/.test(path) &&
    !path.includes('..') &&
    !path.includes('//') &&
    !path.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point of this check
    !/[\s\u0000-\u001f\u007f]/.test(path)
  )
}

/**
 * Validates a posted payload and copies only the known fields (never the sender's object itself).
 * Anything else — not an object, unknown type, wrong field types — is rejected with a reason.
 */
export function parseEditorMessage(data: unknown): ParseResult {
  if (!isPlainObject(data)) return fail('not an object')
  const type = data.type
  if (typeof type !== 'string') return fail('missing type')
  switch (type) {
    case 'preview-theme': {
      const { themeCode, themeConfig, themeColor } = data
      const message: { type: 'preview-theme'; themeCode?: string; themeConfig?: string | object; themeColor?: string } = {
        type: 'preview-theme'
      }
      if (themeCode !== undefined) {
        if (typeof themeCode !== 'string' || themeCode.length > 100) return fail('themeCode must be a short string')
        message.themeCode = themeCode
      }
      if (themeConfig !== undefined) {
        if (typeof themeConfig === 'string') {
          if (themeConfig.length > MAX_TEXT) return fail('themeConfig too long')
        } else if (!isPlainObject(themeConfig)) {
          return fail('themeConfig must be a JSON string or an object')
        }
        message.themeConfig = themeConfig
      }
      if (themeColor !== undefined) {
        if (!isColor(themeColor)) return fail('themeColor must be a colour')
        message.themeColor = themeColor
      }
      if (message.themeCode === undefined && message.themeConfig === undefined && message.themeColor === undefined) {
        return fail('preview-theme without themeCode, themeConfig or themeColor')
      }
      return { ok: true, message }
    }
    case 'preview-modules': {
      if (!Array.isArray(data.modules)) return fail('modules must be an array')
      if (data.modules.length > MAX_MODULES) return fail('too many modules')
      return { ok: true, message: { type: 'preview-modules', modules: data.modules.slice() } }
    }
    case 'navigate': {
      if (!isEditorPath(data.path)) return fail('path must start with /pages/ or /packages/')
      return { ok: true, message: { type: 'navigate', path: data.path } }
    }
    case 'ping':
      return { ok: true, message: { type: 'ping' } }
    default:
      return fail(`unknown type "${type.slice(0, 40)}"`)
  }
}

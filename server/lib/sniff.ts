/**
 * Upload types decided from the file's content (magic bytes), never from the name the browser sent.
 * Office documents: the zip-based ones (docx/xlsx/pptx) are recognised by their part names; the old
 * OLE ones (doc/xls/ppt) share one signature, so among those the file's extension picks the type.
 * Plain text has no signature: accepted only under a .txt name and when it is clean UTF-8 that does
 * not start like markup.
 */

export interface SniffedType {
  ext: string
  mime: string
}

const T = (ext: string, mime: string): SniffedType => ({ ext, mime })

const starts = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b)

const OLE_TYPES: Record<string, SniffedType> = {
  doc: T('doc', 'application/msword'),
  xls: T('xls', 'application/vnd.ms-excel'),
  ppt: T('ppt', 'application/vnd.ms-powerpoint')
}

/** The type of a file from its first bytes (64 KB is plenty); null when it is not one the upload takes. */
export function sniffType(head: Buffer, fileName: string): SniffedType | null {
  const ext = (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? '').toLowerCase()
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return T('png', 'image/png')
  if (starts(head, [0xff, 0xd8, 0xff])) return T('jpg', 'image/jpeg')
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return T('gif', 'image/gif')
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return T('webp', 'image/webp')
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return T('pdf', 'application/pdf')
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = head.toString('latin1')
    if (!text.includes('[Content_Types].xml')) return null
    if (text.includes('word/')) return T('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    if (text.includes('xl/')) return T('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    if (text.includes('ppt/')) return T('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')
    return null
  }
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE_TYPES[ext] ?? null
  if (ext === 'txt' && isPlainText(head)) return T('txt', 'text/plain; charset=utf-8')
  return null
}

/** UTF-8 without NUL/control bytes that does not open like HTML/XML/SVG. */
function isPlainText(head: Buffer): boolean {
  if (head.length === 0) return false
  // A multi-byte character may be cut at the end of the head: decode what is complete.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head)
  const body = text.slice(0, Math.max(0, text.length - 1))
  if (body.includes('\uFFFD')) return false
  // eslint-disable-next-line no-control-regex -- text with control characters is not plain text
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return false
  return !/^\s*</.test(text.replace(/^\uFEFF/, ''))
}

/** A name safe to show and to put in Content-Disposition: no path, no control/bidi characters, at most 120 characters. */
export function safeFileName(raw: string | undefined, fallbackExt: string): string {
  const base = String(raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are removed from file names
    .replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '')
  const name = base || `file.${fallbackExt}`
  if (name.length <= 120) return name
  const dot = name.lastIndexOf('.')
  const tail = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return name.slice(0, 120 - tail.length) + tail
}

/** Extensions that name the same type as the detected one (the name keeps the visitor's spelling). */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpg', 'jpeg'] }

/**
 * The name with an extension that matches the file's detected type: a wrong one is replaced (a zip named
 * invoice.jar downloads as invoice.docx, never as something the phone would run), a missing one added.
 */
export function nameWithExt(name: string, ext: string): string {
  const m = /^(.*?)\.([a-z0-9]{1,8})$/i.exec(name)
  const current = m?.[2].toLowerCase()
  if (current && (SAME_TYPE[ext] ?? [ext]).includes(current)) return name
  const stem = m && m[1] ? m[1] : name
  return `${stem}.${ext}`
}

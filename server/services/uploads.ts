import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import type { UploadResult } from '../../types/contract'
import { BizError, badRequest } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { nameWithExt, safeFileName, sniffType } from '../lib/sniff'
import { miscRepo } from '../repositories/misc'
import type { Ctx } from './context'

/** Upload types by extension (the stored files are typed from their content: lib/sniff.ts). */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8'
}

/** The upload key of the X-Api-Key header (one value, at most 128 characters), or null. */
function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers['x-api-key']
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null
}

const DAY_MS = 24 * 60 * 60 * 1000
/** The largest file (multipart fileSize, UPLOAD_LIMIT in server/app.ts). */
const MAX_FILE = 5 * 1024 * 1024
/** A hold outlives any request (requests are cut off after 60 s), so only a crashed process leaves one behind. */
const HOLD_MS = 2 * 60_000

/**
 * Stores the file of a multipart upload for the account of its apiKey, within the account's daily quota: the
 * type comes from the content, the stored name is random, the visitor's name is kept for display and download.
 */
export async function receiveUpload(ctx: Pick<Ctx, 'db' | 'limits' | 'uploadsDir'>, req: FastifyRequest): Promise<UploadResult> {
  const misc = miscRepo(ctx.db)
  const quotaText = () => `${Math.round(ctx.limits.uploadQuotaBytes / 1024 / 1024)} MB、${ctx.limits.uploadQuotaFiles} 个文件`
  const overQuota = () => new BizError(429, `今日上传已达上限（每个账号 24 小时内最多 ${quotaText()}），请明天再试`, 429)
  const key = apiKeyOf(req.headers)
  const account = key ? misc.apiKeyAccount(key) : undefined
  if (!account) throw new BizError(401, 'apiKey 无效')
  if (!req.isMultipart()) throw new BizError(400, '请使用 multipart/form-data 上传，字段名 file', 400)
  // The space is reserved before a byte is read (checking first and counting after let 40 parallel
  // uploads all pass an empty quota): the request's Content-Length bounds the file, and an upload
  // without one holds the largest file allowed. The hold ends with the request.
  const declared = Number(req.headers['content-length'])
  const hold = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, MAX_FILE) : MAX_FILE
  const now = Date.now()
  const reservation = misc.reserveUpload({
    accountId: account.id,
    bytes: hold,
    since: new Date(now - DAY_MS).toISOString(),
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + HOLD_MS).toISOString(),
    maxFiles: ctx.limits.uploadQuotaFiles,
    maxBytes: ctx.limits.uploadQuotaBytes
  })
  if (reservation === null) throw overQuota()
  const tmp = path.join(ctx.uploadsDir, `.${crypto.randomBytes(16).toString('hex')}.part`)
  try {
    const file = await req.file()
    if (!file || file.fieldname !== 'file') throw new BizError(400, '缺少文件字段 file', 400)
    await pipeline(file.file, fs.createWriteStream(tmp))
    if (file.file.truncated) throw new BizError(413, '文件过大（最大 5 MB）', 413)
    const size = fs.statSync(tmp).size
    if (size === 0) throw badRequest('文件是空的，请重新选择')
    // The type comes from the content; the visitor's name is kept (sanitised) for display and download.
    const fd = fs.openSync(tmp, 'r')
    const head = Buffer.alloc(Math.min(size, 64 * 1024))
    fs.readSync(fd, head, 0, head.length, 0)
    fs.closeSync(fd)
    const type = sniffType(head, file.filename || '')
    if (!type) throw badRequest('不支持的文件类型（支持 PNG、JPEG、GIF、WebP 图片，PDF、Office 文档和纯文本）')
    // The name keeps what the visitor called it, with the extension of what it is.
    const original = nameWithExt(safeFileName(file.filename, type.ext), type.ext)
    const name = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`
    fs.renameSync(tmp, path.join(ctx.uploadsDir, name))
    misc.insertUpload({ name, original_name: original, mime: type.mime, size, account_id: account.id, created_at: nowIso() }, reservation)
    return { url: `/api/open/file/${name}`, name: original, size }
  } finally {
    misc.releaseUpload(reservation)
    fs.rmSync(tmp, { force: true })
  }
}

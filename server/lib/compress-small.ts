import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ByteLru } from './byte-lru'

/** Below this an answer is sent as it is (as the compress plugin's threshold). */
const MIN_BYTES = 1024
/** Up to this an answer is compressed at once on the main thread; larger and streamed ones go to the plugin. */
const MAX_BYTES = 256 * 1024
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/

/**
 * Compressed bodies by the hash of what they compress: a crowd asks for the same few answers (company info,
 * the first page of a list, a popular article) over and over, and hashing one is about 1/20 of compressing it.
 * Keyed by content, so it can never answer stale: a changed answer is another key.
 */
const compressed = new ByteLru<Buffer>(2000, 8 * 1024 * 1024)

/** Compressed bodies kept (for the tests: a repeated answer is compressed once). */
export const compressedKept = (): number => compressed.size

function compress(payload: string | Buffer, encoding: 'br' | 'gzip', size: number): Buffer {
  const key = `${encoding}:${crypto.createHash('sha1').update(payload).digest('base64')}`
  const kept = compressed.get(key)
  if (kept) return kept
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } })
      : zlib.gzipSync(payload)
  compressed.set(key, body, body.length + key.length)
  return body
}

/** The encoding to answer with: br, else gzip, when the client accepts it (q > 0). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>()
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map(p => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    if (!q || Number(q[1]) > 0) accepted.add(name.trim() === 'x-gzip' ? 'gzip' : name.trim())
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null
}

/**
 * onSend: a small text answer (JSON, SVG, HTML between 1 and 256 KB) is compressed here, synchronously. The
 * compress plugin pipes every answer through a zlib stream, about 1 ms of CPU each whatever its size (stream
 * and encoder set-up, a thread-pool hop); at once it is about 0.1 ms for the usual few KB of JSON. The plugin
 * leaves an answer that already has a Content-Encoding alone, and still handles large and streamed ones.
 */
export async function compressSmall(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
  const size = Buffer.byteLength(payload)
  if (size < MIN_BYTES || size > MAX_BYTES || reply.hasHeader('content-encoding')) return payload
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload
  const encoding = acceptedEncoding(req.headers['accept-encoding'])
  if (!encoding) return payload
  const body = compress(payload, encoding, size)
  reply.header('Content-Encoding', encoding)
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  reply.removeHeader('content-length')
  return body
}

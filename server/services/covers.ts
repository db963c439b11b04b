import fs from 'node:fs'
import path from 'node:path'
import type { Db } from '../db'
import { verify } from '../lib/signing'
import { coverSvg } from '../lib/svg'
import { contentRepo } from '../repositories/content'
import { miscRepo } from '../repositories/misc'
import type { Ctx } from './context'

/**
 * The drawing of a demo cover (/media/cover/<key>.png): its caption is the title of the content the key names, or
 * `t`/`label` when the server signed them (the seed's captioned covers); any other text in the address is not drawn.
 */
export function coverDrawing(db: Db, key: string, query: { t?: unknown; label?: unknown; s?: unknown }): string {
  const { t, label = '' } = query
  if (typeof t === 'string' && typeof label === 'string' && verify(db, query.s, 'cover', key, t, label)) {
    return coverSvg(t.slice(0, 80), key, label.slice(0, 12))
  }
  return coverSvg(contentRepo(db).byContentKey(key)?.title ?? '', key)
}

/**
 * The image behind a content's cover address, for drawing it into a poster: a demo cover's drawing, or an image
 * uploaded to this site. Null for anything else: a poster never fetches another host.
 */
export async function coverBytes(ctx: Pick<Ctx, 'db' | 'uploadsDir'>, cover: string | null): Promise<Buffer | null> {
  if (!cover) return null
  let url: URL
  try {
    url = new URL(cover, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://site.invalid') return null
  const drawn = /^\/media\/cover\/([^/]+?)(?:\.(?:svg|png|jpg))?$/i.exec(url.pathname)
  if (drawn) {
    let key: string
    try {
      key = decodeURIComponent(drawn[1])
    } catch {
      return null
    }
    return Buffer.from(coverDrawing(ctx.db, key.slice(0, 120), Object.fromEntries(url.searchParams)))
  }
  const upload = /^\/api\/open\/file\/([0-9a-f]{32}\.(?:png|jpe?g|webp|gif))$/.exec(url.pathname)
  if (upload && miscRepo(ctx.db).upload(upload[1])) {
    return fs.promises.readFile(path.join(ctx.uploadsDir, upload[1])).catch(() => null)
  }
  return null
}

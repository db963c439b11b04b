import QRCode from 'qrcode'
import sharp from 'sharp'
import { openReader, type Db } from '../db'
import { POSTER_WIDTH, posterLayout, posterSvg, type PosterRecipe } from '../lib/poster'
import type { RasterFormat } from '../lib/raster'
import { answer as answerFrom, type Answer } from '../services/assistant'
import { criticalCss } from '../ssr/critical'

/**
 * The CPU-heavy work, run in worker threads by the pool of server/lib/pool.ts (never imported by the server
 * itself). Each export is one task; its argument and answer cross the thread boundary by structured clone, so
 * they are plain data (Buffers arrive as Uint8Arrays).
 */

// One libvips thread per worker: the pool's threads are the parallelism, and they share the machine with the server.
sharp.concurrency(1)

/** A QR code PNG. Throws when the content does not fit a QR code. */
export async function qr(arg: { content: string; width: number; margin: number }): Promise<Buffer> {
  return QRCode.toBuffer(arg.content, { type: 'png', width: arg.width, margin: arg.margin, errorCorrectionLevel: 'M' })
}

/** A drawing (SVG) as WebP or PNG. */
export async function raster(arg: { svg: string; format: RasterFormat }): Promise<Buffer> {
  const image = sharp(Buffer.from(arg.svg))
  return (arg.format === 'webp' ? image.webp({ quality: 80 }) : image.png({ palette: true })).toBuffer()
}

/**
 * A poster as PNG: the drawing of its layout with its cover (any image sharp reads, SVG included) cut to the header
 * band and the QR code on its tile, scaled to the recipe's width. A cover that cannot be read leaves the template's
 * gradient. Full colour (a palette PNG is half the bytes but quantising costs five times the drawing).
 */
export async function poster(arg: { recipe: PosterRecipe; cover: Uint8Array | null }): Promise<Buffer> {
  const { recipe } = arg
  const layout = posterLayout(recipe)
  const { w, h } = layout.header
  const cover = arg.cover
    ? await sharp(Buffer.from(arg.cover))
        .resize(w, h, { fit: 'cover' })
        .jpeg({ quality: 88 })
        .toBuffer()
        .then(jpeg => `data:image/jpeg;base64,${jpeg.toString('base64')}`)
        .catch(() => undefined)
    : undefined
  const code = await QRCode.toBuffer(recipe.link, { type: 'png', width: layout.qr.w, margin: 1, errorCorrectionLevel: 'M' })
  const drawn = sharp(Buffer.from(posterSvg(layout, recipe.look, cover))).composite([{ input: code, left: layout.qr.x, top: layout.qr.y }])
  if (recipe.width >= POSTER_WIDTH) return drawn.png().toBuffer()
  // Resizing comes before compositing in one sharp pipeline, so a thumbnail is scaled from the finished poster.
  const full = await drawn.raw().toBuffer({ resolveWithObject: true })
  const { width, height, channels } = full.info
  return sharp(full.data, { raw: { width, height, channels } }).resize({ width: recipe.width }).png().toBuffer()
}

/** Read-only connections to the server's database, one per file, opened on first use in this thread. */
const readers = new Map<string, Db>()
function reader(file: string): Db {
  let db = readers.get(file)
  if (!db) {
    db = openReader(file)
    readers.set(file, db)
  }
  return db
}

/** The AI assistant's answer (services/assistant.ts, unchanged) over a read-only connection to the database. */
export function answer(arg: { dbFile: string; question: string; now: string; context: number[] }): Answer {
  return answerFrom(reader(arg.dbFile), arg.question, arg.now, arg.context)
}

/** The critical CSS of a painted view (server/ssr/critical.ts: Beasties over the route's stylesheet and the view). */
export function critical(arg: { css: string; markup: string }): Promise<string> {
  return criticalCss(arg.css, arg.markup)
}

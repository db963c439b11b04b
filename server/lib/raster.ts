import { Lru } from './lru'
import { asBuffer, type WorkPool } from './pool'

/**
 * The demo's drawn images (covers, avatars, logos, icons) answered as raster images.
 *
 * Chrome builds an isolated SVG document on the main thread for every SVG <img>: on home that was 13–16 tasks of
 * 50–280 ms at 4× CPU during start-up (docs/first-paint.md, "Main thread after the painted view"). A WebP of the
 * same drawing decodes off the main thread. The SVG stays the source (server/lib/svg.ts) and is still answered at
 * its .svg address; the .png address answers WebP to browsers that accept it and PNG to everything else
 * (mini-program image loaders among them).
 */
export type RasterFormat = 'webp' | 'png'

export const RASTER_TYPES: Record<RasterFormat, string> = { webp: 'image/webp', png: 'image/png' }

/** WebP when the request's Accept header names it (browsers do for images), else PNG. */
export const rasterFormat = (accept: string | undefined): RasterFormat => (/\bimage\/webp\b/.test(accept ?? '') ? 'webp' : 'png')

/** Finished images, keyed by format + drawing (a drawing is at most a few KB of SVG). */
const done = new Lru<Buffer>(400)
/** Drawings being rasterised now, so that concurrent requests for one image do the work once. */
const pending = new Map<string, Promise<Buffer>>()

/** True when the image is already made (answering it costs no work). */
export const rasterCached = (svg: string, format: RasterFormat) => done.has(`${format}:${svg}`)

/**
 * The drawing as WebP or PNG, made once in the worker pool (parsing the SVG and laying out its text is CPU on
 * the calling thread, even with sharp) and then answered from memory. Rejects with BusyError when the pool is full.
 */
export function rasterize(pool: WorkPool, svg: string, format: RasterFormat): Promise<Buffer> {
  const key = `${format}:${svg}`
  const hit = done.get(key)
  if (hit) return Promise.resolve(hit)
  const running = pending.get(key)
  if (running) return running
  const work = pool
    .run('raster', { svg, format })
    .then(bytes => done.set(key, asBuffer(bytes)))
    .finally(() => pending.delete(key))
  pending.set(key, work)
  return work
}

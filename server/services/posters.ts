import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { PosterResult, PosterTemplate } from '../../types/contract'
import type { PosterTemplateRow } from '../db/rows'
import { RetryLaterError } from '../lib/envelope'
import { asBuffer } from '../lib/pool'
import { lookOf, POSTER_HEIGHT, POSTER_VERSION, POSTER_WIDTH, THUMB_WIDTH, type PosterRecipe } from '../lib/poster'
import { nowIso } from '../lib/random'
import { addressKey, limiter } from '../lib/rate-limit'
import { companyRepo } from '../repositories/company'
import { postersRepo } from '../repositories/posters'
import type { AccountRow } from './accounts'
import { originOf, type Ctx } from './context'

/**
 * Posters are content-addressed: a poster's address is the hash of its recipe (template look, text, the QR link
 * under PUBLIC_ORIGIN, the drawing's version), and the recipe is kept in the database under that hash. The PNG
 * files under DATA_DIR/posters are only a cache: a file that was removed is drawn again from its recipe when its
 * address is asked for, so a flood of new posters can never turn a link someone shared into a 404.
 */

export interface PosterInput {
  title: string
  summary: string
  /** Full-width lines under the summary (a business card's phone and e-mail). */
  details?: string[]
  /** The absolute link the QR code opens. */
  link: string
  footer: string
  /** The template's colours (poster_templates background, color, accent). */
  template: Pick<PosterTemplateRow, 'background' | 'color' | 'accent'>
}

/** The recipe of a poster (or, at THUMB_WIDTH, of a template's thumbnail). */
export function posterRecipe(ctx: Pick<Ctx, 'db'>, input: PosterInput, width = POSTER_WIDTH): PosterRecipe {
  return {
    v: POSTER_VERSION,
    brand: companyRepo(ctx.db).company()?.name ?? '',
    title: input.title,
    summary: input.summary,
    details: input.details ?? [],
    link: input.link,
    footer: input.footer,
    look: lookOf(input.template),
    width
  }
}

/** The name of a recipe's file: 32 hex characters of its SHA-256. */
export const posterHash = (recipe: PosterRecipe) => crypto.createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32)

const posterUrl = (hash: string) => `/media/poster/${hash}.png`
const fileOf = (ctx: Pick<Ctx, 'postersDir'>, hash: string) => path.join(ctx.postersDir, `${hash}.png`)

/** Posters being drawn now, per hash, so that concurrent requests for one poster draw it once. */
const drawing = new Map<string, Promise<Buffer>>()

/** Draws a recipe in the worker pool into the file cache (BusyError when the pool is full). */
function draw(ctx: Pick<Ctx, 'pool' | 'postersDir'>, hash: string, recipe: PosterRecipe): Promise<Buffer> {
  const key = `${ctx.postersDir}:${hash}`
  const running = drawing.get(key)
  if (running) return running
  const work = ctx.pool
    .run('poster', recipe)
    .then(async bytes => {
      const png = asBuffer(bytes)
      // Written aside and renamed, so a reader never sees half a file; no synchronous disk work on the event loop.
      const tmp = `${fileOf(ctx, hash)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
      await fs.promises.writeFile(tmp, png)
      await fs.promises.rename(tmp, fileOf(ctx, hash))
      await prunePosters(ctx.postersDir)
      return png
    })
    .finally(() => drawing.delete(key))
  drawing.set(key, work)
  return work
}

/**
 * The poster for `input`: its recipe is kept and its PNG drawn unless already on file. `charge` runs first when
 * there is drawing to do (the per-account and per-address limits); a poster already made costs nothing.
 */
export async function makePoster(ctx: Ctx, input: PosterInput, charge: () => void = () => undefined): Promise<PosterResult> {
  const recipe = posterRecipe(ctx, input)
  const hash = posterHash(recipe)
  if (!fs.existsSync(fileOf(ctx, hash))) {
    charge()
    // Kept once drawn: a request the pool refuses stores nothing.
    await draw(ctx, hash, recipe)
    postersRepo(ctx.db).keep(hash, JSON.stringify(recipe), nowIso())
  }
  return { url: posterUrl(hash), width: POSTER_WIDTH, height: POSTER_HEIGHT }
}

/** The PNG of a poster handed out before: from the file cache, else drawn again from its recipe; null when unknown. */
export async function posterPng(ctx: Ctx, hash: string): Promise<Buffer | null> {
  const file = await fs.promises.readFile(fileOf(ctx, hash)).catch(() => null)
  if (file) return file
  const json = postersRepo(ctx.db).recipe(hash)
  if (!json) return null
  return draw(ctx, hash, JSON.parse(json) as PosterRecipe)
}

/** A template as the app lists it: its thumbnail is its own poster with sample text, small (drawn on first view). */
export function templateOut(ctx: Ctx, t: PosterTemplateRow): PosterTemplate {
  if (t.preview) return { id: t.id, name: t.name, preview: t.preview }
  const recipe = posterRecipe(
    ctx,
    { title: t.name, summary: '文章、活动、课程与资料，一站获取', link: `${originOf(ctx)}/web/h/`, footer: '扫码查看详情', template: t },
    THUMB_WIDTH
  )
  const hash = posterHash(recipe)
  postersRepo(ctx.db).keep(hash, JSON.stringify(recipe), nowIso())
  return { id: t.id, name: t.name, preview: posterUrl(hash) }
}

/** Posters are a cache: at most this many files stay on disk (the oldest go; they are drawn again on demand). */
export const MAX_POSTERS = 500

async function prunePosters(dir: string): Promise<void> {
  const names = (await fs.promises.readdir(dir)).filter(n => n.endsWith('.png'))
  if (names.length <= MAX_POSTERS) return
  const aged = await Promise.all(names.map(async n => ({ n, t: (await fs.promises.stat(path.join(dir, n)).catch(() => null))?.mtimeMs ?? 0 })))
  aged.sort((a, b) => a.t - b.t)
  await Promise.all(aged.slice(0, names.length - MAX_POSTERS).map(({ n }) => fs.promises.rm(path.join(dir, n), { force: true })))
}

export const TOO_MANY_POSTERS = '生成海报过于频繁，请稍后再试'

/** The per-account and per-address limits on new posters, as a `charge` for makePoster (HTTP 429 past them). */
export function posterCharge(ctx: Ctx, req: FastifyRequest, account: AccountRow): () => void {
  return () => {
    const { postersPerMinute, postersPerIpPerMinute } = ctx.limits
    // The address is checked first, so a refused request does not use up the account's allowance.
    if (!limiter(ctx.db, 'posters-ip', postersPerIpPerMinute, 60_000).take(addressKey(req.ip))) throw new RetryLaterError(429, TOO_MANY_POSTERS, 60)
    if (!limiter(ctx.db, 'posters-account', postersPerMinute, 60_000).take(String(account.id))) throw new RetryLaterError(429, TOO_MANY_POSTERS, 60)
  }
}

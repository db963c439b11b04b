import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { PosterResult, PosterTemplate } from '../../types/contract'
import type { Db } from '../db'
import type { EntityRow, PosterTemplateRow } from '../db/rows'
import { badRequest, found, RetryLaterError } from '../lib/envelope'
import { asBuffer } from '../lib/pool'
import { lookOf, POSTER_HEIGHT, POSTER_VERSION, POSTER_WIDTH, THUMB_WIDTH, type PosterFact, type PosterRecipe } from '../lib/poster'
import { nowIso } from '../lib/random'
import { addressKey, limiter } from '../lib/rate-limit'
import { companyRepo } from '../repositories/company'
import { postersRepo } from '../repositories/posters'
import { formatEventTime, isRealName } from '../../src/shared/format'
import { withAttribution } from '../../src/shared/share-link'
import { APP_ROOT, BASE_PATH, Routes } from '../../src/shared/routes'
import { promoterOf, type AccountRow } from './accounts'
import { detailPath, getEntity } from './content'
import { originOf, type Ctx } from './context'
import { coverBytes } from './covers'
import { promoterFromTrack, trackHeader } from './promotion'

/**
 * Posters are content-addressed: a poster's address is the hash of its recipe (template look, text, the QR link
 * under PUBLIC_ORIGIN, the drawing's version), and the recipe is kept in the database under that hash. The PNG
 * files under DATA_DIR/posters are only a cache: a file that was removed is drawn again from its recipe when its
 * address is asked for, so a flood of new posters can never turn a link someone shared into a 404.
 */

export interface PosterInput {
  /** The sharer's line above the title ("李娜 邀请你参加"). */
  byline?: string
  title: string
  /** Labelled lines under the title (an event's 时间 and 地点). */
  facts?: PosterFact[]
  summary: string
  /** The content's cover address (drawn across the top when it is this site's own image). */
  cover?: string | null
  /** Full-width lines under the summary (a business card's phone and e-mail). */
  details?: string[]
  /** The absolute link the QR code opens. */
  link: string
  footer: string
  /** The template's colours (poster_templates background, color, accent). */
  template: Pick<PosterTemplateRow, 'background' | 'color' | 'accent'>
}

/** The recipe of a poster (or, at THUMB_WIDTH, of a template's thumbnail). */
function posterRecipe(ctx: Pick<Ctx, 'db'>, input: PosterInput, width = POSTER_WIDTH): PosterRecipe {
  return {
    v: POSTER_VERSION,
    brand: companyRepo(ctx.db).company()?.name ?? '',
    byline: input.byline ?? '',
    title: input.title,
    facts: input.facts ?? [],
    summary: input.summary,
    details: input.details ?? [],
    cover: input.cover || null,
    link: input.link,
    footer: input.footer,
    look: lookOf(input.template),
    width
  }
}

/** The name of a recipe's file: 32 hex characters of its SHA-256. */
const posterHash = (recipe: PosterRecipe) => crypto.createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32)

const posterUrl = (hash: string) => `/media/poster/${hash}.png`
const fileOf = (ctx: Pick<Ctx, 'postersDir'>, hash: string) => path.join(ctx.postersDir, `${hash}.png`)

/** Posters being drawn now, per hash, so that concurrent requests for one poster draw it once. */
const drawing = new Map<string, Promise<Buffer>>()

/** Draws a recipe in the worker pool into the file cache (BusyError when the pool is full). */
function draw(ctx: Pick<Ctx, 'pool' | 'postersDir' | 'db' | 'uploadsDir'>, hash: string, recipe: PosterRecipe): Promise<Buffer> {
  const key = `${ctx.postersDir}:${hash}`
  const running = drawing.get(key)
  if (running) return running
  const work = coverBytes(ctx, recipe.cover)
    .then(cover => ctx.pool.run('poster', { recipe, cover }))
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
export function templateOut(ctx: Ctx, t: PosterTemplateRow, origin: string): PosterTemplate {
  if (t.preview) return { id: t.id, name: t.name, preview: t.preview }
  const recipe = posterRecipe(
    ctx,
    { title: t.name, summary: '文章、活动、课程与资料，一站获取', link: origin + APP_ROOT, footer: '扫码查看详情', template: t },
    THUMB_WIDTH
  )
  const hash = posterHash(recipe)
  postersRepo(ctx.db).keep(hash, JSON.stringify(recipe), nowIso())
  return { id: t.id, name: t.name, preview: posterUrl(hash) }
}

/** Who makes a poster: the name it shows and the attribution its QR link carries. */
interface Sharer {
  /** The name a visitor knows them by ('' for a visitor without a real name). */
  name: string
  /** The promoter a visit through the poster counts for: the sharer, or the promoter whose link brought them. */
  scid: string | null
  /** The sharer's account (utm_uid). */
  uid: number
}

/**
 * The sharer of a poster, credited like the app's share links (src/shared/share-link.ts): a promoter's visits count
 * for them; anyone else passes on the promoter named in the request's track header, and is named as the sharer.
 */
function sharerOf(db: Db, req: FastifyRequest, account: AccountRow): Sharer {
  const promoter = promoterOf(db, account)
  const carried = promoter ? undefined : promoterFromTrack(db, trackHeader(req))
  const name = [promoter?.name, account.name, account.nick_name].find(n => isRealName(n))?.trim() ?? ''
  return { name, scid: promoter?.scid ?? carried?.scid ?? null, uid: account.id }
}

const isEvent = (row: Pick<EntityRow, 'entity_type'>) => row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT'

/** An event's 时间 (its span on the Beijing wall clock) and 地点, as the poster's labelled lines. */
function eventFacts(row: Pick<EntityRow, 'start_time' | 'end_time' | 'address' | 'city'>): PosterFact[] {
  const time = formatEventTime(row.start_time, row.end_time)
  const place = (row.address || row.city || '').trim()
  return [...(time === '-' ? [] : [{ label: '时间', value: time }]), ...(place ? [{ label: '地点', value: place }] : [])]
}

/** The address of a content a sharer hands out: its page with their attribution (src/shared/share-link.ts). */
const sharedLink = (origin: string, row: Pick<EntityRow, 'id' | 'entity_type'>, sharer: Sharer) =>
  origin + BASE_PATH + withAttribution(detailPath(row), { scid: sharer.scid, uid: sharer.uid, entityId: row.id })

/**
 * The poster of a content (article, event, course…): its cover, title, an event's Beijing time and venue, who
 * shares it, and a QR code of `link` (the sharer's own link to it).
 */
export function contentPoster(row: EntityRow, sharer: Pick<Sharer, 'name'>, link: string, template: PosterInput['template']): PosterInput {
  const event = isEvent(row)
  return {
    byline: sharer.name && `${sharer.name} ${event ? '邀请你参加' : '向你推荐'}`,
    title: row.title,
    facts: event ? eventFacts(row) : [],
    summary: row.summary,
    cover: row.cover,
    link,
    footer: event ? '扫码查看详情并报名' : '扫码查看详情',
    template
  }
}

/** Posters are a cache: at most this many files stay on disk (the oldest go; they are drawn again on demand). */
const MAX_POSTERS = 500

async function prunePosters(dir: string): Promise<void> {
  const names = (await fs.promises.readdir(dir)).filter(n => n.endsWith('.png'))
  if (names.length <= MAX_POSTERS) return
  const aged = await Promise.all(names.map(async n => ({ n, t: (await fs.promises.stat(path.join(dir, n)).catch(() => null))?.mtimeMs ?? 0 })))
  aged.sort((a, b) => a.t - b.t)
  await Promise.all(aged.slice(0, names.length - MAX_POSTERS).map(({ n }) => fs.promises.rm(path.join(dir, n), { force: true })))
}

const TOO_MANY_POSTERS = '生成海报过于频繁，请稍后再试'

/** The per-account and per-address limits on new posters, as a `charge` for makePoster (HTTP 429 past them). */
export function posterCharge(ctx: Ctx, req: FastifyRequest, account: AccountRow): () => void {
  return () => {
    const { postersPerMinute, postersPerIpPerMinute } = ctx.limits
    // The address is checked first, so a refused request does not use up the account's allowance.
    if (!limiter(ctx.db, 'posters-ip', postersPerIpPerMinute, 60_000).take(addressKey(req.ip))) throw new RetryLaterError(429, TOO_MANY_POSTERS, 60)
    if (!limiter(ctx.db, 'posters-account', postersPerMinute, 60_000).take(String(account.id))) throw new RetryLaterError(429, TOO_MANY_POSTERS, 60)
  }
}

const getTemplate = (db: Db, id: number): PosterTemplateRow => found(postersRepo(db).template(id), '海报模板不存在')

/** The poster of a content, made by the signed-in sharer: their name on it and their attribution in its code. */
export function entityPosterFor(ctx: Ctx, req: FastifyRequest, account: AccountRow, entityId: number, templateId: number): Promise<PosterResult> {
  const charge = posterCharge(ctx, req, account)
  const t = getTemplate(ctx.db, templateId)
  const row = getEntity(ctx.db, entityId)
  const sharer = sharerOf(ctx.db, req, account)
  return makePoster(ctx, contentPoster(row, sharer, sharedLink(originOf(ctx, req), row, sharer), t), charge)
}

/** The site's poster of one of its pages (`path`; the home page without one), made by the signed-in sharer. */
export function pagePosterFor(ctx: Ctx, req: FastifyRequest, account: AccountRow, templateId: number, path: string | undefined): Promise<PosterResult> {
  const charge = posterCharge(ctx, req, account)
  const t = getTemplate(ctx.db, templateId)
  if (path !== undefined && !/^\/(?!\/)[\w\-./?=&%]*$/.test(path)) throw badRequest('path 必须是站内路径')
  const company = companyRepo(ctx.db).company()?.name ?? ''
  const site = postersRepo(ctx.db).shareTitle()!
  const sharer = sharerOf(ctx.db, req, account)
  return makePoster(
    ctx,
    {
      byline: sharer.name && `${sharer.name} 向你推荐`,
      title: site || company,
      summary: '文章、活动、课程与资料，一站获取',
      link: originOf(ctx, req) + BASE_PATH + withAttribution(path || Routes.home, { scid: sharer.scid, uid: sharer.uid }),
      footer: '扫码访问官网',
      template: t
    },
    charge
  )
}

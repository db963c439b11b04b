import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import { qrDataUrl } from '../lib/qr'
import type { PosterResult } from '../../types/contract'
import { posterSvg } from '../lib/svg'
import { companyRepo } from '../repositories/company'
import type { Ctx } from './context'

export interface PosterInput {
  title: string
  summary: string
  /** App path or URL the QR code opens. */
  link: string
  seed: string
  footer: string
  background?: string
  color?: string
}

/** Builds an SVG poster with an embedded PNG QR code, stores it under DATA_DIR/posters and answers its URL. */
export async function makePoster(ctx: Ctx, input: PosterInput): Promise<PosterResult> {
  const brand = companyRepo(ctx.db).company()?.name ?? ''
  const qr = await qrDataUrl(input.link)
  const svg = posterSvg({ ...input, brand, qrDataUrl: qr })
  const name = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 32) + '.svg'
  const file = path.join(ctx.postersDir, name)
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, svg)
    prunePosters(ctx.postersDir)
  }
  return { url: `/media/poster/${name}`, width: 750, height: 1200 }
}

/** Posters are a cache: at most this many files stay on disk (the oldest go; they are made again on demand). */
export const MAX_POSTERS = 500

function prunePosters(dir: string): void {
  const names = fs.readdirSync(dir).filter(n => n.endsWith('.svg'))
  if (names.length <= MAX_POSTERS) return
  const byAge = names.map(n => ({ n, t: fs.statSync(path.join(dir, n)).mtimeMs })).sort((a, b) => a.t - b.t)
  for (const { n } of byAge.slice(0, names.length - MAX_POSTERS)) fs.rmSync(path.join(dir, n), { force: true })
}

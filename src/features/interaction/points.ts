import type { InteractionPoint } from '../../../types/contract'

/** The point a scanned code names: a bare id, "pointId=7" in a URL or query, or a point's exact name. */
export function pointFromScan(text: string, points: InteractionPoint[]): InteractionPoint | null {
  const value = text.trim()
  const byParam = /[?&]?pointId=(\d+)/.exec(value)
  const id = byParam ? Number(byParam[1]) : /^\d+$/.test(value) ? Number(value) : null
  if (id !== null) return points.find(p => p.pointId === id) || null
  return points.find(p => p.name === value) || null
}

/** What a point's on-site QR code holds: the point and, from `code=`, the code shown there (null when none). */
export function scanOf(text: string, points: InteractionPoint[]): { point: InteractionPoint; code: string | null } | null {
  const point = pointFromScan(text, points)
  if (!point) return null
  const code = /[?&]?code=(\d{6})(?!\d)/.exec(text.trim())
  return { point, code: code ? code[1] : null }
}

/** A typed on-site code: six digits (spaces dropped), or null. */
export function cleanCode(typed: string): string | null {
  const code = String(typed || '').replace(/\s+/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

/** Verified count and the points earned so far. */
export function progressOf(points: InteractionPoint[]): { done: number; total: number; earned: number } {
  const done = points.filter(p => p.verified)
  return { done: done.length, total: points.length, earned: done.reduce((sum, p) => sum + (p.reward || 0), 0) }
}

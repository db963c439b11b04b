import type { InteractionPoint } from '../../../types/contract'

/** The point a scanned code names: a bare id, "pointId=7" in a URL or query, or a point's exact name. */
export function pointFromScan(text: string, points: InteractionPoint[]): InteractionPoint | null {
  const value = text.trim()
  const byParam = /[?&]?pointId=(\d+)/.exec(value)
  const id = byParam ? Number(byParam[1]) : /^\d+$/.test(value) ? Number(value) : null
  if (id !== null) return points.find(p => p.pointId === id) || null
  return points.find(p => p.name === value) || null
}

/** Verified count and the points earned so far. */
export function progressOf(points: InteractionPoint[]): { done: number; total: number; earned: number } {
  const done = points.filter(p => p.verified)
  return { done: done.length, total: points.length, earned: done.reduce((sum, p) => sum + (p.reward || 0), 0) }
}

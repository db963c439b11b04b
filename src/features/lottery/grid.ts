import type { DrawResult, Prize } from '../../../types/contract'

/** The 3×3 board: eight prize cells run clockwise around the centre button (cell 4). */
export const RING_CELLS = [0, 1, 2, 5, 8, 7, 6, 3] as const
export const SLOT_COUNT = RING_CELLS.length
export const CENTRE_CELL = 4

/** A "thanks for taking part" filler for boards with fewer than eight prizes. */
export const THANKS_NAME = '谢谢参与'

export function thanksPrize(index: number): Prize {
  return { id: -(index + 1), name: THANKS_NAME, image: '', kind: 'NONE', stock: 0 }
}

/**
 * The eight prizes on the ring: the lottery's own (first eight), repeated round the ring when there are
 * fewer, so the board shows the prizes in the proportion they exist rather than a ring of "谢谢参与"
 * fillers (which only fill a board without any prize).
 */
export function buildSlots(prizes: Prize[] | null | undefined): Prize[] {
  const list = Array.isArray(prizes) ? prizes.slice(0, SLOT_COUNT) : []
  if (!list.length) return Array.from({ length: SLOT_COUNT }, (_, i) => thanksPrize(i))
  return Array.from({ length: SLOT_COUNT }, (_, i) => list[i % list.length])
}

/**
 * Where the highlight stops for a draw: the won prize's slot; for a losing draw a "谢谢参与"/NONE
 * slot (or, with none on the board, the drawn prize's slot or a random one). `random` picks among
 * equal candidates.
 */
export function targetSlot(slots: Prize[], result: Pick<DrawResult, 'win' | 'prize'>, random: () => number = Math.random): number {
  const pick = (candidates: number[]) => candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))]
  const byId = result.prize ? slots.map((p, i) => (p.id === result.prize!.id ? i : -1)).filter(i => i >= 0) : []
  if (result.win && byId.length) return pick(byId)
  if (!result.win) {
    const none = slots.map((p, i) => (p.kind === 'NONE' ? i : -1)).filter(i => i >= 0)
    if (none.length) return pick(none)
    if (byId.length) return pick(byId)
  }
  if (result.win && result.prize) {
    const byName = slots.map((p, i) => (p.name === result.prize!.name ? i : -1)).filter(i => i >= 0)
    if (byName.length) return pick(byName)
  }
  return pick(slots.map((_, i) => i))
}

/**
 * The highlight's path: `rounds` full laps from `from`, then on to `to`. Each entry is the slot lit
 * at that step and how long it stays lit — fast at first, slowing down at the end (about `totalMs`).
 */
export function spinSchedule(from: number, to: number, options: { rounds?: number; totalMs?: number } = {}): { slot: number; ms: number }[] {
  const rounds = options.rounds ?? 3
  const totalMs = options.totalMs ?? 3000
  const distance = rounds * SLOT_COUNT + ((to - from + SLOT_COUNT) % SLOT_COUNT)
  if (distance === 0) return [{ slot: to, ms: 0 }]
  // Ease-out: step i waits in proportion to 1 + 3·(i/n)², so the last steps are ~4× the first.
  const weights = Array.from({ length: distance }, (_, i) => 1 + 3 * Math.pow((i + 1) / distance, 2))
  const sum = weights.reduce((a, b) => a + b, 0)
  return weights.map((w, i) => ({ slot: (from + i + 1) % SLOT_COUNT, ms: Math.round((w / sum) * totalMs) }))
}

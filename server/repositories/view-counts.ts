import { perDb } from './per-db'

/** How long views wait in memory before they are written, in one transaction. */
const VIEW_FLUSH_MS = 1000

/**
 * Content views, counted in memory and written once a second: a crowd reading one article would otherwise
 * make every read a write (a WAL commit each), and would move the answer every other reader is sent. A view
 * count is a few seconds stale at most; a crash loses at most the last second's views, a clean stop none
 * (`flush` on close). Several processes add their own increments, so none is lost between them.
 */
export const viewCounts = perDb(db => {
  const add = db.prepare<[number, number]>('UPDATE entity_data SET view_count = view_count + ? WHERE id = ?')
  const waiting = new Map<number, number>()
  let timer: NodeJS.Timeout | null = null

  const flush = (): void => {
    if (timer) clearTimeout(timer)
    timer = null
    if (!waiting.size || !db.open) return
    const batch = [...waiting]
    waiting.clear()
    db.transaction(() => {
      for (const [id, n] of batch) add.run(n, id)
    })()
  }

  return {
    /** Counts one view of a content item. */
    count(id: number): void {
      waiting.set(id, (waiting.get(id) ?? 0) + 1)
      if (!timer) {
        timer = setTimeout(flush, VIEW_FLUSH_MS)
        timer.unref()
      }
    },
    /** Views counted but not yet written (an answer shows the stored count plus these). */
    pending: (id: number): number => waiting.get(id) ?? 0,
    /** Writes what is waiting now (on close, and for tests). */
    flush
  }
})

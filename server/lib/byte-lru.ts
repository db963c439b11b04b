/**
 * A least-recently-used map bounded by entry count and by total bytes: `set` and `grow` drop the oldest
 * entries until both bounds hold (an entry larger than the byte bound alone is not kept at all).
 */
export class ByteLru<V> {
  private map = new Map<string, { value: V; bytes: number }>()
  private total = 0

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number
  ) {}

  get size(): number {
    return this.map.size
  }

  /** Bytes held by all entries. */
  get bytes(): number {
    return this.total
  }

  get(key: string): V | undefined {
    const hit = this.map.get(key)
    if (!hit) return undefined
    this.map.delete(key)
    this.map.set(key, hit)
    return hit.value
  }

  /** The entry without refreshing it. */
  peek(key: string): V | undefined {
    return this.map.get(key)?.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.map.set(key, { value, bytes })
    this.total += bytes
    this.evict()
  }

  /** Counts more bytes for an entry that grew (e.g. a compressed copy made later); a gone entry is ignored. */
  grow(key: string, bytes: number): void {
    const hit = this.map.get(key)
    if (!hit) return
    hit.bytes += bytes
    this.total += bytes
    if (hit.bytes > this.maxBytes) this.delete(key)
    this.evict()
  }

  delete(key: string): void {
    const hit = this.map.get(key)
    if (!hit) return
    this.map.delete(key)
    this.total -= hit.bytes
  }

  clear(): void {
    this.map.clear()
    this.total = 0
  }

  private evict(): void {
    while (this.map.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.map.keys().next()
      if (oldest.done) return
      this.delete(oldest.value)
    }
  }
}

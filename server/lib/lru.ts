/** A small least-recently-used map: `get` refreshes an entry, `set` drops the oldest beyond `size`. */
export class Lru<V> {
  private map = new Map<string, V>()

  constructor(readonly size: number) {}

  has(key: string): boolean {
    return this.map.has(key)
  }

  get(key: string): V | undefined {
    const hit = this.map.get(key)
    if (hit === undefined) return undefined
    this.map.delete(key)
    this.map.set(key, hit)
    return hit
  }

  set(key: string, value: V): V {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value as string)
    return value
  }
}

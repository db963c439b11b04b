import type { FastifyReply } from 'fastify'
import type { Db } from '../db'
import { ByteLru } from '../lib/byte-lru'
import { pageKeysRepo } from '../repositories/page-keys'
import { perDb } from '../repositories/per-db'

/** The longest an answer is kept: what depends on the clock (an event's status, "upcoming") is this stale at most. */
export const PUBLIC_READ_TTL_MS = 5000
const MAX_ENTRIES = 1000
const MAX_BYTES = 16 * 1024 * 1024

interface Kept {
  version: number
  at: number
  json: string
}

/**
 * Answers anonymous content reads (a list page, an article for a visitor without an account) from memory:
 * a crowd asks for the same few, and building one costs a sorted query and a dozen lookups per item. An answer
 * is kept while the public version (migration 012: moved by any change to what these answers show, from any
 * process) stays the same, for PUBLIC_READ_TTL_MS at most, bounded by entries and bytes. Only answers that
 * are the same for every visitor may come through here; personal ones (an account's stars, purchases) never.
 */
export const publicReads = perDb((db: Db) => {
  const kept = new ByteLru<Kept>(MAX_ENTRIES, MAX_BYTES)
  const stats = { hits: 0, misses: 0 }
  return {
    /** The JSON of `build()`, from memory when an answer for `key` is still current. */
    json(key: string, build: () => unknown, now = Date.now()): string {
      const version = pageKeysRepo(db).publicVersion()
      const hit = kept.get(key)
      if (hit && hit.version === version && now - hit.at < PUBLIC_READ_TTL_MS) {
        stats.hits++
        return hit.json
      }
      stats.misses++
      const json = JSON.stringify(build())
      kept.set(key, { version, at: now, json }, 2 * (json.length + key.length))
      return json
    },
    /** Answers `key` from memory (or builds it): the JSON sent as it is, never serialised again. */
    send(reply: FastifyReply, key: string, build: () => unknown): FastifyReply {
      return reply.type('application/json; charset=utf-8').send(this.json(key, build))
    },
    stats,
    get size(): number {
      return kept.size
    }
  }
})

/** A cache key for a parsed query: the same parameters in any order are one key. */
export function queryKey(route: string, query: object): string {
  return `${route} ${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`
}

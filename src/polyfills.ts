/**
 * The newer built-ins the app and its dependencies call, added where the browser lacks them, for the oldest browsers
 * the app supports (package.json browserslist "h5": Chrome 70, iOS Safari 12; old mini-program engines alike):
 * - Object.fromEntries (Chrome 73, Safari 12.1): route tables built at module load, analytics, the ticket cache;
 * - Promise.allSettled (Chrome 76, Safari 13): the search of every content type;
 * - String.prototype.replaceAll (Chrome 85, Safari 13.1): query-string, with which Taro's router writes every query.
 * Babel compiles syntax for those browsers, not built-ins; core-js's versions of these three weigh 16 KB brotli, these
 * a few hundred bytes. Imported first by the web entry (config/index.ts) and by app.tsx.
 * IntersectionObserver (iOS Safari 12.2) is the one larger gap: the web start loads its polyfill as a chunk of its own,
 * only where it is missing (src/services/platform/start-up.ts).
 */

const objects = Object as { fromEntries?: unknown }
if (typeof objects.fromEntries !== 'function') {
  objects.fromEntries = function fromEntries<T>(entries: Iterable<readonly [PropertyKey, T]>): Record<PropertyKey, T> {
    const out: Record<PropertyKey, T> = {}
    for (const [key, value] of entries) out[key] = value
    return out
  }
}

const promises = Promise as { allSettled?: unknown }
if (typeof promises.allSettled !== 'function') {
  promises.allSettled = function allSettled<T>(values: Iterable<T | PromiseLike<T>>): Promise<PromiseSettledResult<T>[]> {
    return Promise.all(
      Array.from(values, value =>
        Promise.resolve(value).then(
          (result): PromiseSettledResult<T> => ({ status: 'fulfilled', value: result }),
          (reason: unknown): PromiseSettledResult<T> => ({ status: 'rejected', reason })
        )
      )
    )
  }
}

const strings = String.prototype as { replaceAll?: unknown }
if (typeof strings.replaceAll !== 'function') {
  strings.replaceAll = function replaceAll(this: string, search: string | RegExp, replacement: string | ((match: string, ...rest: unknown[]) => string)) {
    if (search instanceof RegExp) {
      if (!search.global) throw new TypeError('replaceAll must be called with a global RegExp')
      return String(this).replace(search, replacement as string)
    }
    const pattern = new RegExp(String(search).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
    return String(this).replace(pattern, replacement as string)
  }
}

export {}

/**
 * src/polyfills.ts on an engine without the three built-ins (Chrome 70, iOS Safari 12): each is added and behaves as
 * the native one does for what the app and query-string ask of it; a native one is left alone.
 */
/** String.prototype.replaceAll, which the app's TypeScript library (below ES2021) does not declare: query-string calls it. */
type ReplaceAll = (this: string, search: string | RegExp, replacement: string | ((match: string) => string)) => string
const strings = String.prototype as unknown as { replaceAll?: ReplaceAll }
const replaceAll = (text: string, search: string | RegExp, replacement: string | ((match: string) => string)) =>
  strings.replaceAll!.call(text, search, replacement)
const natives = { fromEntries: Object.fromEntries, allSettled: Promise.allSettled, replaceAll: strings.replaceAll }

function withoutNatives(run: () => void | Promise<void>) {
  return async () => {
    const o = Object as { fromEntries?: unknown }
    const p = Promise as { allSettled?: unknown }
    delete o.fromEntries
    delete p.allSettled
    delete strings.replaceAll
    try {
      jest.isolateModules(() => jest.requireActual('@/polyfills'))
      expect(Object.fromEntries).not.toBe(natives.fromEntries)
      await run()
    } finally {
      o.fromEntries = natives.fromEntries
      p.allSettled = natives.allSettled
      strings.replaceAll = natives.replaceAll
    }
  }
}

describe('polyfills for the oldest supported browsers', () => {
  it(
    'Object.fromEntries builds an object from pairs, a Map included',
    withoutNatives(() => {
      expect(
        Object.fromEntries([
          ['a', 1],
          ['b', 2]
        ])
      ).toEqual({ a: 1, b: 2 })
      expect(Object.fromEntries(new Map([['x', 'y']]))).toEqual({ x: 'y' })
    })
  )

  it(
    'Promise.allSettled waits for every promise and reports each outcome in order',
    withoutNatives(async () => {
      const error = new Error('no answer')
      await expect(Promise.allSettled([Promise.resolve(1), Promise.reject(error), 3])).resolves.toEqual([
        { status: 'fulfilled', value: 1 },
        { status: 'rejected', reason: error },
        { status: 'fulfilled', value: 3 }
      ])
    })
  )

  it(
    'String.prototype.replaceAll replaces every match, as query-string encodes a value',
    withoutNatives(() => {
      const strictUriEncode = (v: string) => replaceAll(encodeURIComponent(v), /[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      expect(strictUriEncode("it's (new)!")).toBe('it%27s%20%28new%29%21')
      expect(replaceAll('a.b.c', '.', '-')).toBe('a-b-c')
      expect(replaceAll('1+1', '+', '$&$&')).toBe('1++1')
      expect(() => replaceAll('abc', /b/, 'x')).toThrow(TypeError)
    })
  )

  it('leaves a native built-in alone', () => {
    jest.isolateModules(() => jest.requireActual('@/polyfills'))
    expect(Object.fromEntries).toBe(natives.fromEntries)
    expect(Promise.allSettled).toBe(natives.allSettled)
    expect(strings.replaceAll).toBe(natives.replaceAll)
  })
})

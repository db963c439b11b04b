/**
 * A module that is a chunk of its own, loaded on first use: `load()` brings it once (later calls get the same
 * module; a failed load, offline, is tried again on the next call) and `ready()` is it once loaded, else null.
 * `loaded` starts it as loaded (jest, which runs the web files without chunks). Taro's toast code
 * (src/services/ui/taro-ui.h5.ts), DOMPurify (src/services/sanitize/sanitize.h5.ts) and the pickers' keyboard support
 * (src/services/ui/picker-a11y.h5.ts) load this way.
 */
export function lazyModule<T>(importer: () => Promise<T>, loaded: T | null = null) {
  let ready = loaded
  let loading: Promise<T> | null = null
  return {
    ready: (): T | null => ready,
    load(): Promise<T> {
      if (ready) return Promise.resolve(ready)
      loading ??= importer().then(
        module => (ready = module),
        error => {
          loading = null
          throw error
        }
      )
      return loading
    },
    /** Tests only: as before the first load. */
    forget(): void {
      ready = null
      loading = null
    }
  }
}

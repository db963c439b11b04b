/**
 * `promise`'s outcome, or `onLate()`'s when it has not settled within `ms` (throw in `onLate` to reject, return to
 * resolve with a stand-in). The timer is cleared as soon as `promise` settles, so nothing is left pending.
 */
export function settleWithin<T, L>(promise: Promise<T>, ms: number, onLate: () => L): Promise<T | L> {
  return new Promise<T | L>((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        resolve(onLate())
      } catch (error) {
        reject(error)
      }
    }, ms)
    promise.then(
      value => {
        clearTimeout(timer)
        resolve(value)
      },
      error => {
        clearTimeout(timer)
        reject(error)
      }
    )
  })
}

/** Mini-programs load their pages from the package, never over the network: nothing to watch (the web's is page-loads.h5.ts). */
export function watchPageLoads(): () => void {
  return () => undefined
}

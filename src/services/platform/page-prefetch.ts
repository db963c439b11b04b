/** Mini-programs hold every page's code in their package: there is nothing to load ahead (page-prefetch.h5.ts). */
export function prefetchPage(_path: string): void {
  // nothing to do
}

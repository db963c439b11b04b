import type { ContentModule, SiteModule } from '../../../types/contract'

/**
 * How far down the painted view draws a module list (home, custom and scene pages; docs/first-paint.md "First screen
 * only"): the modules starting within about one and a half phone screens, in CSS px at 375 px wide. The rest is one
 * placeholder of their estimated height until the app takes over: laying out and painting a whole long home was the
 * largest main-thread work of a cold visit after the first paint, and the visitor sees the first screen. The server
 * bundle (src/ssr/views.tsx) uses this and names the count on the placeholder; the app draws the same first screen
 * until it has taken over, then every module (ModuleList).
 */
const FIRST_SCREEN_PX = 1300
/** Where the module list starts on the page (home's header and search box; a custom page's title bar). */
const LIST_TOP_PX = 100
/** The placeholder of the rest is at most this tall (a very long page still scrolls to its end once the app is in). */
const LATER_MAX_PX = 4000

/** A module's rough height in CSS px at 375 px wide, with its margin; `rows`: the content rows it shows. */
function estimatedHeight(module: SiteModule, rows: number): number {
  const heading = module.title ? 44 : 0
  const margin = 12
  switch (module.kind) {
    case 'CONTENT':
      if (module.layout === 'scroll') return margin + heading + 230
      if (module.layout === 'grid') return margin + heading + Math.ceil(rows / 2) * 210
      return margin + heading + rows * 96
    case 'NAV':
      return margin + heading + Math.ceil((Array.isArray(module.items) ? module.items.length : 0) / 4) * 80
    case 'TITLE':
      return 50
    case 'BANNER':
    case 'IMAGE':
      return margin + heading + 190
    default:
      return margin + heading + 160
  }
}

/**
 * The first screen of a module list as drawn (after sectionsOf): how many modules to draw, and the estimated height
 * of the ones left out (0: all drawn). `rowsOf`: how many rows a CONTENT module shows.
 */
export function firstScreen(sections: SiteModule[], rowsOf: (module: ContentModule) => number): { count: number; laterPx: number } {
  let top = LIST_TOP_PX
  let count = 0
  let later = 0
  for (const module of sections) {
    const height = estimatedHeight(module, module.kind === 'CONTENT' ? rowsOf(module) : 0)
    if (top >= FIRST_SCREEN_PX) later += height
    else {
      top += height
      count++
    }
  }
  return { count, laterPx: Math.min(later, LATER_MAX_PX) }
}

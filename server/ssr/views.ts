/**
 * The app's own views, rendered on the server (docs/first-paint.md "How"): the bundle scripts/build-ssr.cjs makes of
 * src/ssr/views.tsx. Loaded on the first paint, not at start-up; built first when it is missing or older than one of
 * its sources (a fresh clone, CI, `npm start` after a pull), so there is no separate step to forget. The server never
 * imports src/ssr itself: Taro's components exist only inside the bundle (lint keeps @tarojs out of server/).
 */
import { createRequire } from 'node:module'
import type { PaintedViews } from '../../src/shared/painted-views'
import { sanitizeRichText } from './sanitize'

// Both are CommonJS files known only at run time (the build script, and the bundle it writes).
const load = createRequire(__filename)

let views: PaintedViews | null = null

/** The bundle's views, ready to render (rich text through the server's sanitiser). */
export function paintedViews(): PaintedViews {
  if (views) return views
  const { ensureSsrBundle } = load('../../scripts/build-ssr.cjs') as { ensureSsrBundle: () => string }
  const loaded = (load(ensureSsrBundle()) as { default: PaintedViews }).default
  loaded.setSanitizer(sanitizeRichText)
  views = loaded
  return views
}

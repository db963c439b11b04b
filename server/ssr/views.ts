/**
 * The app's own views, rendered on the server (docs/first-paint.md "How"): the bundle the build makes of
 * src/ssr/views.tsx (`npm run build`, scripts/build.cjs → dist/ssr/views.cjs). Loaded once when a server starts, never
 * built here: a server without it serves the plain app shell, says so in its start-up log and answers /healthz 503.
 * The server never imports src/ssr itself: Taro's components exist only inside the bundle (lint keeps @tarojs out
 * of server/).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { PaintedViews } from '../../src/shared/painted-views'
import { REPO_ROOT } from '../config'
import { sanitizeRichText } from './sanitize'

/** Where the build writes the bundle. */
const VIEWS_BUNDLE = path.join(REPO_ROOT, 'dist', 'ssr', 'views.cjs')

/** The bundle as a server found it at start: its views, or why there are none. */
export type LoadedViews = { file: string; views: PaintedViews; missing?: undefined } | { file: string; views?: undefined; missing: string }

// A CommonJS file known only at run time.
const load = createRequire(__filename)
const loaded = new Map<string, LoadedViews>()
let current: PaintedViews | null = null

/** Loads the bundle at `file` (once per process and file); a missing or broken bundle is reported, not thrown. */
export function loadPaintedViews(file: string = VIEWS_BUNDLE): LoadedViews {
  const known = loaded.get(file)
  if (known) return known
  let result: LoadedViews
  if (!fs.existsSync(file)) result = { file, missing: `${file} is missing: build it with npm run build` }
  else {
    try {
      const views = (load(file) as { default: PaintedViews }).default
      views.setSanitizer(sanitizeRichText)
      result = { file, views }
    } catch (error) {
      result = { file, missing: `${file} does not load (${error instanceof Error ? error.message : String(error)}): build it again with npm run build` }
    }
  }
  loaded.set(file, result)
  if (result.views) current = result.views
  return result
}

/** The views of the bundle the server loaded at start (it paints nothing without one, so this is never reached then). */
export function paintedViews(): PaintedViews {
  if (!current) throw new Error('the painted views are not loaded: the server loads dist/ssr/views.cjs when it starts')
  return current
}

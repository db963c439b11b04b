import Beasties from 'beasties'

/**
 * The critical CSS of one painted view, by Beasties (the maintained fork of Critters): the rules of `css` whose
 * selectors match an element of `markup`, in their order, with the keyframes those rules animate with. It parses
 * the markup into a DOM and matches every selector (css-select), so descendant, attribute and :not() selectors are
 * judged as a browser would, not by class names alone. Runs in the work pool's threads (server/workers/heavy.ts):
 * a page's CSS and DOM take tens to hundreds of milliseconds, which must not hold up the event loop.
 */
let beasties: Beasties | null = null

export async function criticalCss(css: string, markup: string): Promise<string> {
  beasties ??= new Beasties({
    // Only the inline <style> of the document below is read and reduced; no files, no preloads, no fonts
    // (Taro's icon font is for icons the painted view never draws).
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: true,
    keyframes: 'critical',
    fonts: false,
    compress: true,
    logLevel: 'silent'
  })
  const out = await beasties.process(`<!DOCTYPE html><html><head><style>${css}</style></head><body>${markup}</body></html>`)
  const head = out.slice(0, out.indexOf('</head>'))
  const style = /<style>([\s\S]*?)<\/style>/.exec(head)
  // No <style> left: no rule matched anything.
  return style ? style[1] : ''
}

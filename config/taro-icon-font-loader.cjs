/**
 * Taro's components stylesheet (taro-components.css, part of the app's start-up CSS) declares the weui icon font,
 * a 6 KB data: URL, which only the checkbox's tick draws. Declared in the start-up stylesheet it cost every page
 * half of its initial CSS, and a new @font-face makes Chromium lay out all text again when the sheet arrives (over the
 * painted view). This loader drops it from the start-up sheet; `taro-components.css?icon-font` keeps only it, for
 * the screens that draw Taro's Checkbox (src/features/forms/components/checkbox-font.h5.ts).
 */
const ICON_FONT = /@font-face\s*\{[^}]*font-family:\s*weui[^}]*\}/

module.exports = function taroIconFontLoader(source) {
  const face = source.match(ICON_FONT)
  if (!face) throw new Error(`${this.resourcePath}: no weui @font-face (did Taro's stylesheet change?)`)
  return /(^|[?&])icon-font\b/.test(this.resourceQuery) ? face[0] : source.replace(ICON_FONT, '')
}

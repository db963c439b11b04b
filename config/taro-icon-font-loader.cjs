/**
 * Taro's components stylesheet (taro-components.css, part of the app's start-up CSS) declares the weui icon font,
 * a 6 KB data: URL, for the glyphs of Taro's web checkbox, radio and icon. Declared in the start-up stylesheet it cost
 * every page half of its initial CSS, and a new @font-face makes Chromium lay out all text again when the sheet
 * arrives (over the painted view). This loader drops it: the app draws none of those glyphs on the web (the form's
 * radios and boxes are its own, drawn in CSS: src/features/forms/components/controls.h5.tsx).
 */
const ICON_FONT = /@font-face\s*\{[^}]*font-family:\s*weui[^}]*\}/

module.exports = function taroIconFontLoader(source) {
  if (!ICON_FONT.test(source)) throw new Error(`${this.resourcePath}: no weui @font-face (did Taro's stylesheet change?)`)
  return source.replace(ICON_FONT, '')
}

/**
 * Taro's web Image (@tarojs/components-react, `lazyLoad`) sets the picture's src from an IntersectionObserver callback
 * without checking that the <img> is still there: React detaches the ref when the image unmounts, before the effect
 * that disconnects the observer runs, so a callback already queued (a windowed list's row scrolled away, a page left
 * mid-load) throws "Cannot set properties of null (setting 'src')" into the page. This loader adds the check.
 */
const ASSIGN = 'imgRef.current.src = src;'

module.exports = function taroImageLazyLoader(source) {
  if (!source.includes(ASSIGN)) throw new Error(`${this.resourcePath}: no "${ASSIGN}" (did Taro's Image change?)`)
  return source.replace(ASSIGN, `if (imgRef.current) ${ASSIGN}`)
}

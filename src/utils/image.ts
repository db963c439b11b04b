/** Resize widths by use (spec §9). */
const IMAGE_WIDTHS = { icon: 100, small: 200, medium: 300, large: 400 } as const
type ImageSize = keyof typeof IMAGE_WIDTHS

/** The two known static hosts that resize on request; other URLs are left alone. */
const STATIC_HOSTS = ['static.yuntu-cdn.com', 'img.yuntu-cdn.com']

/**
 * A URL asking a known static host for width × pixel ratio (capped at 3); anything else unchanged.
 */
export function resizeImage(url: string | null | undefined, size: ImageSize, pixelRatio = 2): string {
  if (!url) return ''
  const match = /^https?:\/\/([^/?#]+)/i.exec(url)
  if (!match || !STATIC_HOSTS.includes(match[1].toLowerCase())) return url
  const ratio = Math.min(3, Math.max(1, Math.round(Number.isFinite(pixelRatio) ? pixelRatio : 1)))
  const width = IMAGE_WIDTHS[size] * ratio
  if (/[?&]x-oss-process=/.test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,w_${width}`
}

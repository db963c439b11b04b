/**
 * `@tarojs/components` in the server render of the painted view (scripts/build-ssr.cjs aliases it): Taro's own web
 * HTML components (@tarojs/components-react: View → div, Text → span.taro-text, Image → div.taro-img > img, Button →
 * div.taro-button-core…, the same elements and classes they render in the browser), with what a page needs before the
 * app has taken over (docs/first-paint.md "Takeover"):
 * - a control with a tap handler (which only the app can run) gets `fp-wait`: a busy cursor until then, unless it
 *   names the page it opens (`data-href`): then it is a real link to it;
 * - images get their `src` at once (Taro's lazyLoad writes `data-src` and waits for script) and the painted view's
 *   loading hints: the first image is the LCP candidate (`fetchpriority="high"`, preloaded by index-page.ts), the next
 *   ones on the first screen `fetchpriority="low"` so they do not compete with it, the rest `loading="lazy"` (a module
 *   list names its candidate, the first banner or image: ImageOrder).
 * Video draws what Taro's player shows before it plays. Other Stencil elements (swiper, pickers…) are not here, so a view
 * that starts using one fails the server build instead of painting something else.
 */
import React, { createContext, useContext } from 'react'
// The package's own files, not its index: the index re-exports Taro's Stencil elements, which need a browser.
import TaroButton from '@tarojs/components-react/dist/components/button/index.js'
import TaroImage from '@tarojs/components-react/dist/components/image/index.js'
import TaroInput from '@tarojs/components-react/dist/components/input/index.js'
import TaroScrollView from '@tarojs/components-react/dist/components/scroll-view/index.js'
import TaroText from '@tarojs/components-react/dist/components/text/index.js'
import TaroView from '@tarojs/components-react/dist/components/view/index.js'

type Props = Record<string, unknown> & { className?: string; onClick?: unknown; children?: React.ReactNode }
type Component = React.ComponentType<Props>

/** How many images of a painted view load at once (the rest are lazy); the first of them is the LCP candidate. */
const EAGER_IMAGES = 6

/**
 * Per render: how many images have been drawn so far (the server renders one page per ImageOrder). A page whose LCP
 * candidate is not its first image (home: the logo comes before the first banner) names it: the first image whose
 * class `isCandidate` accepts is the LCP candidate, and the page's other images up to `eager` load at once (low).
 */
export class ImageOrder {
  private count = 0
  private candidateDrawn = false
  constructor(
    private readonly isCandidate?: (className: string) => boolean,
    private readonly eager = EAGER_IMAGES
  ) {}

  /** The loading hint of the next image drawn (its class names). */
  next(className: unknown): Record<string, string> {
    if (!this.isCandidate) return loadingHint(this.count++, this.eager)
    if (!this.candidateDrawn && this.isCandidate(String(className || ''))) {
      this.candidateDrawn = true
      return { fetchpriority: 'high' }
    }
    return this.count++ < this.eager ? { fetchpriority: 'low' } : { loading: 'lazy' }
  }
}
const ImageOrderContext = createContext<ImageOrder | null>(null)
export const ImageOrderProvider = ImageOrderContext.Provider

/** Adds fp-wait to an element whose tap only the app can handle. */
function waiting(props: Props): Props {
  return props.onClick ? { ...props, className: `${props.className || ''} fp-wait`.trim() } : props
}

const wrap = (Inner: unknown, name: string) => {
  const C = Inner as Component
  const Wrapped = (props: Props) => <C {...waiting(props)} />
  Wrapped.displayName = name
  return Wrapped
}

const TaroViewC = TaroView as unknown as Component

/**
 * Taro's View; one that names its destination (`data-href`, the app URL its tap opens) is a plain link, so a tap
 * before the app has taken over is an ordinary navigation.
 */
export function View(props: Props) {
  const href = props['data-href']
  if (typeof href !== 'string') return <TaroViewC {...waiting(props)} />
  const { 'data-href': _href, onClick: _tap, onKeyDown: _key, tabIndex: _tab, children, ...rest } = props
  return (
    <a {...(rest as React.AnchorHTMLAttributes<HTMLAnchorElement>)} href={href}>
      {children}
    </a>
  )
}
export const Text = wrap(TaroText, 'Text')
// Taro's Button draws its element with View, which marks it.
export const Button = TaroButton as unknown as Component
export const ScrollView = wrap(TaroScrollView, 'ScrollView')

/**
 * Taro's Input, read-only until the app has taken over (what is typed before would be lost). `nativeProps` (the
 * attributes the app gives the native input inside Taro's element, utils/input-label) go on the input itself here.
 */
export function Input({ nativeProps, ...props }: Props & { nativeProps?: Record<string, unknown> }) {
  const C = TaroInput as unknown as Component
  return <C {...props} {...nativeProps} className={`${props.className || ''} fp-wait`.trim()} readOnly />
}

/** A duration as Taro's Video shows it (its formatTime: minutes and seconds, two digits each). */
function videoTime(time: number): string {
  const sec = Math.round(time % 60)
  const min = Math.round((time - sec) / 60)
  return `${min < 10 ? `0${min}` : min}:${sec < 10 ? `0${sec}` : sec}`
}

/**
 * Taro's Video before it plays, as its Stencil element draws it: the poster contained on black under a cover with a
 * play button and the duration. The player itself is the app's (it waits, busy, until then).
 */
export function Video({ className, poster, title, duration }: Props & { poster?: string; title?: string; duration?: number }) {
  const order = useContext(ImageOrderContext)
  const hint = order ? order.next(className) : loadingHint(EAGER_IMAGES)
  return (
    <div className={`${className || ''} fp-video fp-wait`} role='img' aria-label={title || '视频'}>
      {poster && <img className='fp-video__poster' src={poster} alt='' {...hint} />}
      <div className='fp-video__cover' aria-hidden='true'>
        <div className='fp-video__play' />
        {!!duration && duration > 0 && <div className='fp-video__duration'>{videoTime(duration)}</div>}
      </div>
    </div>
  )
}

/** The n-th image's loading hint (from 0): the LCP candidate, the first screen's others, the rest. */
const loadingHint = (n: number, eager = EAGER_IMAGES): Record<string, string> =>
  n === 0 ? { fetchpriority: 'high' } : n < eager ? { fetchpriority: 'low' } : { loading: 'lazy' }

export function Image({ lazyLoad: _lazy, imgProps, ...props }: Props & { lazyLoad?: boolean; imgProps?: Record<string, unknown> }) {
  const order = useContext(ImageOrderContext)
  const hint = order ? order.next(props.className) : loadingHint(EAGER_IMAGES)
  const C = TaroImage as unknown as Component
  return <C {...waiting(props)} imgProps={{ ...imgProps, ...hint }} />
}

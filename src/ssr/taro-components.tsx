/**
 * `@tarojs/components` in the server render of the painted view (scripts/build-ssr.cjs aliases it): Taro's own web
 * HTML components (@tarojs/components-react: View → div, Text → span.taro-text, Image → div.taro-img > img, Button →
 * div.taro-button-core…, the same elements and classes they render in the browser), with what a page needs before the
 * app has taken over (docs/first-paint.md "Takeover"):
 * - a control with a tap handler (which only the app can run) gets `fp-wait`: a busy cursor until then, unless it
 *   names the page it opens (`data-href`): then it is a real link to it;
 * - images get their `src` at once (Taro's lazyLoad writes `data-src` and waits for script) and the painted view's
 *   loading hints: the first image is the LCP candidate (`fetchpriority="high"`, preloaded by index-page.ts; a module
 *   list names its candidate, the first banner or image: ImageOrder), every other one `loading="lazy"`, so the page
 *   can hold it back while the app's scripts load (index-page.ts HELD_IMAGES_TAG: a lazy image starts after layout,
 *   an eager one as soon as the preload scanner sees it).
 * Video draws what Taro's player shows before it plays. Other Stencil elements (swiper…) are not here, so a view that
 * starts using one fails the server build instead of painting something else.
 *
 * Inside a painted form (PaintedFormProvider: the form page) the form's controls are real ones a visitor can fill and
 * send before the app arrives: inputs and textareas are editable and a button that names its action (`data-submit`)
 * is a submit button posting `__action` (src/shared/form-names.ts). The form's radios, checkboxes, date and
 * description are native controls in the app itself on the web (src/features/forms/components/controls.h5.tsx, which
 * this bundle takes as the browser does), named as the form posts them.
 */
import React, { createContext, useContext } from 'react'
// The package's own files, not its index: the index re-exports Taro's Stencil elements, which need a browser.
import TaroButton from '@tarojs/components-react/dist/components/button/index.js'
import TaroImage from '@tarojs/components-react/dist/components/image/index.js'
import TaroInput from '@tarojs/components-react/dist/components/input/index.js'
import TaroScrollView from '@tarojs/components-react/dist/components/scroll-view/index.js'
import TaroText from '@tarojs/components-react/dist/components/text/index.js'
import TaroView from '@tarojs/components-react/dist/components/view/index.js'
import { FORM_ACTION_NAME } from '@/shared/form-names'

type Props = Record<string, unknown> & { className?: string; onClick?: unknown; children?: React.ReactNode }
type Component = React.ComponentType<Props>

/** An image that is not the LCP candidate. */
const LAZY: Record<string, string> = { loading: 'lazy' }

/**
 * Per render: whether the LCP candidate has been drawn (the server renders one page per ImageOrder). A page whose LCP
 * candidate is not its first image (home: the logo comes before the first banner) names it: the first image whose
 * class `isCandidate` accepts is the LCP candidate; by default it is the first image.
 */
export class ImageOrder {
  private candidateDrawn = false
  constructor(private readonly isCandidate: (className: string) => boolean = () => true) {}

  /** The loading hint of the next image drawn (its class names). */
  next(className: unknown): Record<string, string> {
    if (this.candidateDrawn || !this.isCandidate(String(className || ''))) return LAZY
    this.candidateDrawn = true
    return { fetchpriority: 'high' }
  }
}
const ImageOrderContext = createContext<ImageOrder | null>(null)
export const ImageOrderProvider = ImageOrderContext.Provider

/** True for a disabled control (Taro's Button passes `disabled`, tapTarget `aria-disabled`): its tap does nothing in the app either. */
const isDisabled = (props: Props) =>
  (props.disabled !== undefined && props.disabled !== false && props.disabled !== 'false') || String(props['aria-disabled']) === 'true'

/** Adds fp-wait to an element whose tap only the app can handle (not to a disabled one: there is no tap to keep). */
function waiting(props: Props): Props {
  return props.onClick && !isDisabled(props) ? { ...props, className: `${props.className || ''} fp-wait`.trim() } : props
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
/**
 * Taro's Button (it draws its element with View, which marks it busy). In a painted form a button that names its
 * action (`data-submit`) is a submit button posting it as `__action`, with the classes and role Taro's gives it; one
 * that names the page it opens (`data-href`) is a link to it.
 */
export function Button(props: Props) {
  const inForm = useContext(PaintedFormContext)
  const action = props['data-submit']
  if (typeof action === 'string' && inForm) {
    const { className, size, children, disabled, 'aria-label': label, 'aria-live': live, 'aria-busy': busy } = props
    const classes = [className, 'taro-button-core', size === 'mini' ? 'taro-btn-mini' : ''].filter(Boolean).join(' ')
    return (
      <button
        type='submit'
        name={FORM_ACTION_NAME}
        value={action}
        className={classes}
        role='button'
        disabled={!!disabled && disabled !== 'false'}
        aria-label={label as string | undefined}
        aria-live={live as 'polite' | undefined}
        aria-busy={busy as 'false' | undefined}
      >
        {children}
      </button>
    )
  }
  // A button that names the page it opens (`data-href`) is a plain link to it, drawn with the button's classes.
  const href = props['data-href']
  if (typeof href === 'string') {
    const { className, children, 'aria-label': label } = props
    return (
      <a className={[className, 'taro-button-core'].filter(Boolean).join(' ')} href={href} aria-label={label as string | undefined}>
        {children}
      </a>
    )
  }
  const C = TaroButton as unknown as Component
  return <C {...props} />
}
export const ScrollView = wrap(TaroScrollView, 'ScrollView')

/** True inside a painted form: its controls take input and post it (the form page). */
const PaintedFormContext = createContext(false)
export const PaintedFormProvider = PaintedFormContext.Provider

/**
 * Taro's Input, read-only until the app has taken over (what is typed before would be lost), except in a painted
 * form, where it is a plain input the form posts (and the app reads at the takeover). `nativeProps` (the
 * attributes the app gives the native input inside Taro's element, utils/input-label) go on the input itself here.
 */
export function Input({ nativeProps: given, type, ...props }: Props & { nativeProps?: Record<string, unknown>; type?: string }) {
  const C = TaroInput as unknown as Component
  const nativeProps = reactNames(given)
  if (useContext(PaintedFormContext)) {
    // Taro's 'number' and 'digit' are text inputs with a numeric keypad on the web: a type=number would refuse '1e'.
    const native = type === 'number' || type === 'digit' ? 'text' : type
    return <C {...props} {...nativeProps} type={native} />
  }
  return <C {...props} type={type} {...nativeProps} className={`${props.className || ''} fp-wait`.trim()} readOnly />
}

/** Native attributes under React's names (the app gives Taro's element `inputmode`, `autocomplete`): the same HTML. */
function reactNames(attrs: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!attrs) return attrs
  const { inputmode, autocomplete, ...rest } = attrs
  return { ...rest, ...(inputmode !== undefined && { inputMode: inputmode }), ...(autocomplete !== undefined && { autoComplete: autocomplete }) }
}

/** Taro's Textarea as its Stencil element draws it (a native textarea in its host), editable in a painted form. */
export function Textarea({ className, value, placeholder, name, nativeProps, autoHeight, ...props }: Props & { nativeProps?: Record<string, unknown> }) {
  const editable = useContext(PaintedFormContext)
  const { maxlength: _max, onInput: _input, onBlur: _blur, onFocus: _focus, onConfirm: _confirm, ...aria } = props
  return (
    <div className={className}>
      <textarea
        className={`taro-textarea${autoHeight ? ' auto-height' : ''}${editable ? '' : ' fp-wait'}`}
        name={name as string | undefined}
        placeholder={placeholder as string | undefined}
        rows={1}
        readOnly={!editable}
        defaultValue={typeof value === 'string' ? value : ''}
        {...(aria as Record<string, string>)}
        {...(nativeProps as Record<string, string>)}
      />
    </div>
  )
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
  const hint = order ? order.next(className) : LAZY
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

export function Image({
  lazyLoad: _lazy,
  showMenuByLongpress: _menu,
  imgProps,
  ...props
}: Props & { lazyLoad?: boolean; showMenuByLongpress?: boolean; imgProps?: Record<string, unknown> }) {
  const order = useContext(ImageOrderContext)
  const hint = order ? order.next(props.className) : LAZY
  const C = TaroImage as unknown as Component
  return <C {...waiting(props)} imgProps={{ ...imgProps, ...hint }} />
}

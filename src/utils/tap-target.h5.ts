import type { TapRole, TapTargetOptions } from './tap-target'

export type { TapRole, TapTargetOptions } from './tap-target'

/** The key events the handlers read (React's synthetic events on the web, plain DOM events in tests). */
interface KeyEventLike {
  key: string
  repeat?: boolean
  target: EventTarget | null
  currentTarget: EventTarget | null
  preventDefault(): void
}

/** Links follow on Enter only, as a real <a> does; every other role also on Space, as a <button> does. */
const spaceActivates = (role: TapRole) => role !== 'link'

/**
 * A keyboard press becomes the element's own click, so the one onClick serves finger and keyboard alike;
 * a disabled control takes the key and does nothing. Only the focused element itself reacts: a key pressed
 * in a control nested inside it (an input, an inner button) is that control's business.
 */
function keyHandlers(role: TapRole, disabled: boolean) {
  const self = (e: KeyEventLike): HTMLElement | null => (e.target && e.target === e.currentTarget ? (e.currentTarget as HTMLElement) : null)
  return {
    onKeyDown(e: KeyEventLike) {
      const el = self(e)
      if (!el) return
      if (e.key === 'Enter') {
        e.preventDefault()
        if (!e.repeat && !disabled) el.click()
      } else if ((e.key === ' ' || e.key === 'Spacebar') && spaceActivates(role)) {
        // Space would scroll the page; the tap comes on key up, like a native button's.
        e.preventDefault()
      }
    },
    onKeyUp(e: KeyEventLike) {
      const el = self(e)
      if (el && (e.key === ' ' || e.key === 'Spacebar') && spaceActivates(role)) {
        e.preventDefault()
        if (!disabled) el.click()
      }
    }
  }
}

/** One pair of handlers per role and state, made once: the props stay equal between renders. */
const HANDLERS: Record<string, ReturnType<typeof keyHandlers>> = {}

/**
 * Props that make a clickable View or Text a control on the web: its role, a place in the tab order (in
 * reading order: tabIndex 0, never positive), and Enter (links) or Enter/Space (the rest) acting as a tap.
 *   <View className='x' {...tapTarget('link')} aria-label='更多' onClick={open}>
 */
export function tapTarget(role: TapRole = 'button', options: TapTargetOptions = {}): object {
  const disabled = !!options.disabled
  const handlers = (HANDLERS[`${role}:${disabled}`] ||= keyHandlers(role, disabled))
  return { role, tabIndex: 0, 'aria-disabled': disabled ? 'true' : undefined, onKeyDown: handlers.onKeyDown, onKeyUp: handlers.onKeyUp }
}

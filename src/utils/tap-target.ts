/** The roles a tappable View or Text plays: what a screen reader announces and which keys activate it. */
export type TapRole = 'button' | 'link' | 'tab' | 'menuitem' | 'checkbox' | 'radio' | 'option'

export interface TapTargetOptions {
  /** Announced as unavailable (aria-disabled); the element's own onClick still decides what a tap does. */
  disabled?: boolean
}

/**
 * Props that make a clickable View or Text a control: spread them beside its onClick.
 *   <View className='x' {...tapTarget('link')} aria-label='更多' onClick={open}>
 * Mini-programs have no keyboard: there it is the role alone (tap-target.h5.ts adds the keyboard on the web).
 */
export function tapTarget(role: TapRole = 'button', options: TapTargetOptions = {}): object {
  return { role, 'aria-disabled': options.disabled ? 'true' : undefined }
}

/**
 * Keyboard focus held inside a dialog on the web (issue #27): used by useDialogFocus and the picker
 * enhancer (src/services/ui/picker-a11y.h5.ts). DOM only: call it from web code, never at import time.
 */

/** What Tab can land on (elements taken out of the tab order with tabIndex -1 are left out below). */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"]'

function shown(el: HTMLElement): boolean {
  const check = (el as HTMLElement & { checkVisibility?: (o: object) => boolean }).checkVisibility
  if (typeof check === 'function') return check.call(el, { visibilityProperty: true })
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
}

/** The controls of `root` a Tab visits, in reading (DOM) order. */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    el => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && !el.closest('[aria-hidden="true"]') && shown(el)
  )
}

/** Dialogs holding focus, innermost last: only the innermost one answers Tab and Esc. */
const held: HTMLElement[] = []

/**
 * Moves focus into `root` (its first control, else root itself), keeps Tab and Shift+Tab cycling inside it
 * and calls onEscape on Esc. The returned release() stops all that and gives focus back to what had it
 * before (the opener), unless the visitor has meanwhile put it somewhere else on the page.
 */
export function holdFocus(root: HTMLElement, onEscape: () => void): () => void {
  const opener = document.activeElement as HTMLElement | null
  if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1')
  held.push(root)
  // Taro's web View applies a changed className one render late, so a dialog that has just been made visible
  // may still be hidden now: try again on the next frames until focus is in.
  let frame = 0
  let tries = 0
  const enter = () => {
    ;(focusablesIn(root)[0] || root).focus()
    if (!root.contains(document.activeElement) && tries++ < 30 && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(enter)
  }
  enter()

  const onKeyDown = (e: KeyboardEvent) => {
    if (held[held.length - 1] !== root) return
    if (e.key === 'Escape' || e.key === 'Esc') {
      e.preventDefault()
      onEscape()
      return
    }
    if (e.key !== 'Tab') return
    const items = focusablesIn(root)
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (items.length === 0) {
      e.preventDefault()
      root.focus()
    } else if (e.shiftKey && at <= 0) {
      e.preventDefault()
      items[items.length - 1].focus()
    } else if (!e.shiftKey && (at === -1 || at === items.length - 1)) {
      e.preventDefault()
      items[0].focus()
    }
  }
  document.addEventListener('keydown', onKeyDown)

  let released = false
  return () => {
    if (released) return
    released = true
    if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame)
    document.removeEventListener('keydown', onKeyDown)
    const i = held.lastIndexOf(root)
    if (i >= 0) held.splice(i, 1)
    const now = document.activeElement
    const focusWasInside = !now || now === document.body || root.contains(now)
    if (focusWasInside && opener && opener !== document.body && opener.isConnected && typeof opener.focus === 'function') opener.focus()
  }
}

import { useEffect, useRef } from 'react'
import { holdFocus } from '@/utils/focus-trap'

/**
 * Keyboard focus for a dialog or sheet on the web: attach the returned ref to the element with role='dialog'.
 * While `open`, focus moves into it (its first control, else the dialog itself), Tab and Shift+Tab cycle
 * inside it, Esc calls onClose; when it closes, focus goes back to what had it before (the opener).
 */
export function useDialogFocus<T = HTMLElement>(open: boolean, onClose: () => void) {
  const ref = useRef<T | null>(null)
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const root = ref.current as unknown as HTMLElement | null
    if (!open || !root) return
    return holdFocus(root, () => close.current())
  }, [open])

  return ref
}

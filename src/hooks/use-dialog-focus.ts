import { useRef } from 'react'

/**
 * Keyboard focus for a dialog or sheet: attach the returned ref to the element with role='dialog'.
 * Mini-programs have no keyboard focus to manage: the ref is all (use-dialog-focus.h5.ts does the work on the web).
 */
export function useDialogFocus<T = HTMLElement>(_open: boolean, _onClose: () => void) {
  return useRef<T | null>(null)
}

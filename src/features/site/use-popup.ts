import { useEffect, useRef, useState } from 'react'
import type { PopupPush } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { readStorage, writeStorage } from '@/services/storage'
import { fetchPopupPush } from './api'
import { dayKey, markSeen, parseSeen, pickPopup, POPUP_SEEN_KEY } from './popup-rules'

/** Input types a visitor types into (not a checkbox or a button). */
const TYPED = /^(text|search|tel|email|number|url|password)?$/i

/** True while the visitor is typing: a text field, a text area or editable text has the focus (web only). */
function typing(): boolean {
  if (typeof document === 'undefined') return false
  const el = document.activeElement as HTMLElement | null
  if (!el) return false
  if (el.tagName === 'TEXTAREA' || el.isContentEditable) return true
  return el.tagName === 'INPUT' && TYPED.test(el.getAttribute('type') || '')
}

/**
 * Runs `show` at once, or, while the visitor is typing (the popup would take the focus and the keys from the search
 * field), once the focus has left the text; returns a cancel.
 */
function whenNotTyping(show: () => void): () => void {
  if (!typing()) {
    show()
    return () => undefined
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const onFocusOut = () => {
    clearTimeout(timer)
    // The focus moves after focusout: look where it went once it has.
    timer = setTimeout(() => {
      if (typing()) return
      document.removeEventListener('focusout', onFocusOut)
      show()
    }, 0)
  }
  document.addEventListener('focusout', onFocusOut)
  return () => {
    clearTimeout(timer)
    document.removeEventListener('focusout', onFocusOut)
  }
}

/**
 * The popup to show on this visit (first one due by its rule), recorded as seen when shown. A popup that comes due
 * while the visitor is typing waits until the focus leaves the text. A failed fetch shows nothing: a popup is never
 * worth an error on the home page.
 */
export function usePopup(enabled = true): { popup: PopupPush | null; close: () => void } {
  const query = useQuery(['fetchPopupPush'], () => fetchPopupPush(), { enabled })
  // This visit's answer: a cached list from an earlier visit is not picked from, nor one whose refresh failed.
  const answered = enabled && !query.loading && !query.error ? query.data : undefined
  const [popup, setPopup] = useState<PopupPush | null>(null)
  const picked = useRef(false)
  const cancel = useRef<() => void>(() => undefined)
  useEffect(() => {
    if (!answered || picked.current) return
    // Picked once a visit: the pick records the popup as seen.
    picked.current = true
    const today = dayKey(new Date())
    const seen = parseSeen(readStorage(POPUP_SEEN_KEY))
    const due = pickPopup(answered, seen, today)
    if (!due) return
    cancel.current = whenNotTyping(() => {
      writeStorage(POPUP_SEEN_KEY, JSON.stringify(markSeen(parseSeen(readStorage(POPUP_SEEN_KEY)), due, today)))
      setPopup(due)
    })
  }, [answered])
  useEffect(() => () => cancel.current(), [])
  return { popup, close: () => setPopup(null) }
}

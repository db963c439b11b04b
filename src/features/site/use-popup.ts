import { useEffect, useRef, useState } from 'react'
import type { PopupPush } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { readStorage, writeStorage } from '@/services/storage'
import { fetchPopupPush } from './api'
import { dayKey, markSeen, parseSeen, pickPopup, POPUP_SEEN_KEY } from './popup-rules'

/**
 * The popup to show on this visit (first one due by its rule), recorded as seen when shown.
 * A failed fetch shows nothing: a popup is never worth an error on the home page.
 */
export function usePopup(enabled = true): { popup: PopupPush | null; close: () => void } {
  const query = useQuery(['fetchPopupPush'], () => fetchPopupPush(), { enabled })
  // This visit's answer: a cached list from an earlier visit is not picked from, nor one whose refresh failed.
  const answered = enabled && !query.loading && !query.error ? query.data : undefined
  const [popup, setPopup] = useState<PopupPush | null>(null)
  const picked = useRef(false)
  useEffect(() => {
    if (!answered || picked.current) return
    // Picked once a visit: the pick records the popup as seen.
    picked.current = true
    const today = dayKey(new Date())
    const seen = parseSeen(readStorage(POPUP_SEEN_KEY))
    const due = pickPopup(answered, seen, today)
    if (!due) return
    writeStorage(POPUP_SEEN_KEY, JSON.stringify(markSeen(seen, due, today)))
    setPopup(due)
  }, [answered])
  return { popup, close: () => setPopup(null) }
}

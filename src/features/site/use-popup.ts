import { useEffect, useState } from 'react'
import type { PopupPush } from '../../../types/contract'
import { readStorage, writeStorage } from '@/services/storage'
import { fetchPopupPush } from './api'
import { dayKey, markSeen, parseSeen, pickPopup, POPUP_SEEN_KEY } from './popup-rules'

/**
 * The popup to show on this visit (first one due by its rule), recorded as seen when shown.
 * A failed fetch shows nothing: a popup is never worth an error on the home page.
 */
export function usePopup(enabled = true): { popup: PopupPush | null; close: () => void } {
  const [popup, setPopup] = useState<PopupPush | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    fetchPopupPush()
      .then(list => {
        if (!live) return
        const today = dayKey(new Date())
        const seen = parseSeen(readStorage(POPUP_SEEN_KEY))
        const due = pickPopup(list, seen, today)
        if (!due) return
        writeStorage(POPUP_SEEN_KEY, JSON.stringify(markSeen(seen, due, today)))
        setPopup(due)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [enabled])
  return { popup, close: () => setPopup(null) }
}

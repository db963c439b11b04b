import type { PopupPush } from '../../../types/contract'

/** Storage key of the popups already shown: { [popupId]: 'YYYY-MM-DD' of the last showing }. */
export const POPUP_SEEN_KEY = 'popup_seen'

type PopupSeen = Record<string, string>

/** Local calendar day as YYYY-MM-DD (DAILY popups reset at local midnight). */
export function dayKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whether a popup may show now: ONCE never again, DAILY once a day, EVERY on each visit. */
function popupDue(popup: PopupPush, seen: PopupSeen, today: string): boolean {
  const last = seen[String(popup.id)]
  switch (popup.rule) {
    case 'ONCE':
      return !last
    case 'DAILY':
      return last !== today
    case 'EVERY':
      return true
    default:
      return false
  }
}

/** The first popup that is due, or null; popups without an image are skipped. */
export function pickPopup(popups: PopupPush[] | null | undefined, seen: PopupSeen, today: string): PopupPush | null {
  if (!Array.isArray(popups)) return null
  return popups.find(p => p && p.image && popupDue(p, seen, today)) || null
}

/** The seen record after showing a popup today. */
export function markSeen(seen: PopupSeen, popup: PopupPush, today: string): PopupSeen {
  return { ...seen, [String(popup.id)]: today }
}

/** A stored seen record, or {} for anything malformed. */
export function parseSeen(raw: unknown): PopupSeen {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return {}
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: PopupSeen = {}
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string') out[k] = v
  return out
}

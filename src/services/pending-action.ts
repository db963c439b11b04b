/**
 * The visitor's pending action across the sign-in round trip. The web sign-in is a full-page
 * redirect (/web/ca/login → back), so whatever the visitor tapped (收藏, 提交) would be lost with the
 * page; the tap is stored here first and the page, once signed in, carries it out once.
 *
 * One intent at a time, in sessionStorage (this tab only, gone with it), dropped after a few
 * minutes. Intents carry what the action needs (an id, a typed SMS code), never tokens.
 */
import { tabStorage } from '@/services/platform/tab-storage'

/** What a page asks to be done after sign-in: `kind` names the action, `payload` its data. */
export interface PendingIntentInput<P = unknown> {
  kind: string
  payload?: P
}

interface PendingIntent<P = unknown> extends PendingIntentInput<P> {
  /** The page path (without query) the intent belongs to; only that page resumes it. */
  page: string
  savedAt: number
}

/** An intent older than this is dropped (the visitor has moved on). */
export const PENDING_INTENT_MAX_AGE_MS = 5 * 60 * 1000

const STORAGE_KEY = 'pendingIntent'
let memory: string | null = null

const store = tabStorage

function read(): string | null {
  const s = store()
  try {
    return s ? s.getItem(STORAGE_KEY) : memory
  } catch {
    return memory
  }
}

function write(value: string | null): void {
  memory = value
  const s = store()
  try {
    if (!s) return
    if (value === null) s.removeItem(STORAGE_KEY)
    else s.setItem(STORAGE_KEY, value)
  } catch {
    // Storage unavailable (private mode, quota): memory holds it for in-app navigation.
  }
}

/** The path part of a location (`/web/h/pages/article/index?id=2` → `/web/h/pages/article/index`). */
export function pagePath(location: string): string {
  return String(location || '').split(/[?#]/)[0]
}

/** Stores the intent for `location`, replacing any earlier one. */
export function savePendingIntent(intent: PendingIntentInput, location: string, now = Date.now()): void {
  if (!intent || typeof intent.kind !== 'string' || !intent.kind) return
  const stored: PendingIntent = { kind: intent.kind, payload: intent.payload, page: pagePath(location), savedAt: now }
  try {
    write(JSON.stringify(stored))
  } catch {
    // A payload that cannot be serialised is not kept.
  }
}

/** The stored intent if it is still fresh (an expired or malformed one is removed). */
export function peekPendingIntent(now = Date.now()): PendingIntent | null {
  const raw = read()
  if (!raw) return null
  let intent: PendingIntent | null = null
  try {
    intent = JSON.parse(raw) as PendingIntent
  } catch {
    intent = null
  }
  const valid =
    !!intent &&
    typeof intent === 'object' &&
    typeof intent.kind === 'string' &&
    typeof intent.page === 'string' &&
    typeof intent.savedAt === 'number' &&
    now - intent.savedAt >= 0 &&
    now - intent.savedAt <= PENDING_INTENT_MAX_AGE_MS
  if (!valid) {
    write(null)
    return null
  }
  return intent
}

/**
 * Takes (returns and removes) the intent of `kind` saved on the page at `location` whose payload
 * passes `match`; null (and the intent stays) when there is none for this page.
 */
export function takePendingIntent<P = unknown>(kind: string, location: string, match?: (payload: P) => boolean, now = Date.now()): P | null {
  const intent = peekPendingIntent(now)
  if (!intent || intent.kind !== kind || intent.page !== pagePath(location)) return null
  if (match && !match(intent.payload as P)) return null
  write(null)
  return (intent.payload ?? {}) as P
}

export function clearPendingIntent(): void {
  write(null)
}

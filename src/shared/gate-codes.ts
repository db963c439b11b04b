import type { QueryKey } from './query-keys'

// The subscribe gate's rule and keys, here rather than in query-keys.ts, which start-up loads: only the gate pages and
// the painter need them (docs/first-paint.md "Boot data").

const TRACK_TYPE = /^[A-Z_]{1,40}$|^\d{1,15}$/

/** The subscribe page's `trackType` (a content type's name or a custom type's id), or undefined for anything else. */
export function subscribeTrackType(value: unknown): string | undefined {
  return typeof value === 'string' && TRACK_TYPE.test(value) ? value : undefined
}

/** The subscribe gate's code of a content item: QR, title, tip (GET entitySubscribeMpQrCode?id&trackType; the same for every visitor). */
export const subscribeCodeKey = (id: number | null, trackType: string | undefined): QueryKey => ['getSubscribeQrCode', id, trackType ?? null]

/** The contact gate's code of a content item (GET event/addCpUserCode?entityDataId). */
export const cpContactCodeKey = (id: number | null): QueryKey => ['getAddCpUserCode', id]

import type { EntityDataSummary, EventStatus } from '../../../types/contract'
import { contentTypeName } from '@/shared/content-routes'
import { EVENT_STATUS_TEXT } from '@/shared/event-status'
import { formatCount, formatDate, formatDuration, formatEventTime, formatPrice, formatSize } from '@/shared/format'

interface CardMeta {
  /** An event's time on the Beijing clock with its label, shown whole on its own line(s); null for other types. */
  time: string | null
  /** Short facts under the title, in reading order. */
  parts: string[]
  /** Event status badge. */
  status: { text: string; tone: EventStatus } | null
  /** "¥12.00" for paid content, null when free. */
  price: string | null
}

/** The type name a row belongs to: its entityType name, else its contentType code's name. */
export function cardTypeName(item: Pick<EntityDataSummary, 'entityType' | 'contentType'>): string | number {
  if (typeof item.entityType === 'string' && item.entityType) return item.entityType
  if (typeof item.entityType === 'number') return item.entityType
  return contentTypeName(item.contentType) || ''
}

/** The meta lines of a content card by type: event time, place and status, duration or lessons, files and size. */
export function cardMeta(item: EntityDataSummary): CardMeta {
  const type = cardTypeName(item)
  const parts: string[] = []
  let time: string | null = null
  let status: CardMeta['status'] = null
  switch (type) {
    case 'EVENT':
    case 'BAGEVENT':
      if (item.startTime) time = formatEventTime(item.startTime, item.endTime)
      if (item.address) parts.push(item.address)
      if (item.eventStatus && EVENT_STATUS_TEXT[item.eventStatus]) status = { text: EVENT_STATUS_TEXT[item.eventStatus], tone: item.eventStatus }
      break
    case 'VIDEO':
      if (typeof item.duration === 'number' && item.duration > 0) parts.push(formatDuration(item.duration))
      break
    case 'COURSE':
      if (typeof item.lessonCount === 'number') parts.push(`${item.lessonCount}节课`)
      if (typeof item.duration === 'number' && item.duration > 0) parts.push(`共${formatDuration(item.duration)}`)
      break
    case 'FILEDOWNLOAD':
      if (typeof item.fileCount === 'number') parts.push(`${item.fileCount}个文件`)
      if (item.totalSize !== undefined) parts.push(formatSize(item.totalSize))
      break
    default:
      break
  }
  const price = typeof item.price === 'number' && item.price > 0 ? formatPrice(item.price) : null
  return { time, parts, status, price }
}

/** The card's grey facts line: the type's facts, else (an event shows its time instead) the publish date and views. */
export function cardFacts(item: EntityDataSummary, meta: CardMeta): string {
  const facts = meta.parts.length > 0 || meta.time ? meta.parts : [formatDate(item.publishTime, 'YYYY-MM-DD'), `${formatCount(item.viewCount)}浏览`]
  return facts.filter(Boolean).join(' · ')
}

import type { EntityDataSummary } from '../../../types/contract'
import { cardFacts, cardMeta, cardTypeName } from '../../../src/components/content-card/meta'
import { EVENT_STATUS_TEXT } from '@/shared/event-status'

const base: EntityDataSummary = {
  id: 1,
  entityDataId: 1,
  entityType: 'ARTICLE',
  contentType: 1,
  title: 't',
  summary: '',
  cover: '',
  categoryId: null,
  categoryName: null,
  labels: [],
  publishTime: '2026-01-01T00:00:00Z',
  viewCount: 0,
  starCount: 0,
  recommend: false,
  price: null
}

describe('content card meta', () => {
  it('shows event time (Beijing clock, labelled) on its own line, then place and a status badge', () => {
    const meta = cardMeta({
      ...base,
      entityType: 'EVENT',
      contentType: 5,
      startTime: '2026-03-05T14:00:00+08:00',
      endTime: '2026-03-05T17:00:00+08:00',
      address: '上海',
      eventStatus: 'ONGOING'
    })
    expect(meta.time).toBe('2026-03-05 14:00 - 17:00（北京时间）')
    expect(meta.parts).toEqual(['上海'])
    expect(meta.status).toEqual({ text: '进行中', tone: 'ONGOING' })
  })

  it('gives an event without a place no publish date in its place', () => {
    const item: EntityDataSummary = { ...base, entityType: 'EVENT', contentType: 5, startTime: '2026-03-05T06:00:00Z', endTime: '2026-03-05T09:00:00Z' }
    expect(cardFacts(item, cardMeta(item))).toBe('')
    expect(cardFacts(base, cardMeta(base))).toBe('2026-01-01 · 0浏览')
  })

  it('names an upcoming event 未开始, the word its detail page uses too', () => {
    expect(EVENT_STATUS_TEXT).toEqual({ UPCOMING: '未开始', ONGOING: '进行中', ENDED: '已结束' })
    expect(cardMeta({ ...base, entityType: 'EVENT', eventStatus: 'UPCOMING' }).status).toEqual({ text: '未开始', tone: 'UPCOMING' })
  })

  it('shows a video duration and a course lesson count', () => {
    expect(cardMeta({ ...base, entityType: 'VIDEO', duration: 754 }).parts).toEqual(['12:34'])
    // The video player reads a length as two-digit minutes: the card says the same.
    expect(cardMeta({ ...base, entityType: 'VIDEO', duration: 6 }).parts).toEqual(['00:06'])
    expect(cardMeta({ ...base, entityType: 'COURSE', lessonCount: 8 }).parts).toEqual(['8节课'])
  })

  it('shows a material file count and its formatted total size', () => {
    expect(cardMeta({ ...base, entityType: 'FILEDOWNLOAD', fileCount: 3, totalSize: 1536 }).parts).toEqual(['3个文件', '1.5KB'])
    expect(cardMeta({ ...base, entityType: 'FILEDOWNLOAD', fileCount: 1, totalSize: -1 }).parts).toEqual(['1个文件', '未知'])
  })

  it('badges paid content with its price and leaves free content unbadged', () => {
    expect(cardMeta({ ...base, price: 1990 }).price).toBe('¥19.90')
    expect(cardMeta({ ...base, price: 0 }).price).toBeNull()
    expect(cardMeta({ ...base, price: null }).price).toBeNull()
  })

  it('falls back to the contentType code when entityType is missing', () => {
    expect(cardTypeName({ entityType: '' as never, contentType: 2 })).toBe('VIDEO')
    expect(cardTypeName({ entityType: 12, contentType: 0 })).toBe(12)
  })
})

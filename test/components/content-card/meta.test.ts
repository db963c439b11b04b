import type { EntityDataSummary } from '../../../types/contract'
import { cardMeta, cardTypeName } from '../../../src/components/content-card/meta'

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
  it('shows event time (Beijing clock), place and a status badge', () => {
    const meta = cardMeta({
      ...base,
      entityType: 'EVENT',
      contentType: 5,
      startTime: '2026-03-05T14:00:00+08:00',
      endTime: '2026-03-05T17:00:00+08:00',
      address: '上海',
      eventStatus: 'ONGOING'
    })
    expect(meta.parts).toEqual(['2026-03-05 14:00 - 17:00', '上海'])
    expect(meta.status).toEqual({ text: '进行中', tone: 'ONGOING' })
  })

  it('shows a video duration and a course lesson count', () => {
    expect(cardMeta({ ...base, entityType: 'VIDEO', duration: 754 }).parts).toEqual(['12:34'])
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

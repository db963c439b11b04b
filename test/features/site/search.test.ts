import type { EntityDataListQuery, EntityDataSummary, SearchableEntity } from '../../../types/contract'
import { moreUrl, normaliseQuery, searchAll } from '@/features/site/search'

const TYPES: SearchableEntity[] = [
  { entityType: 'ARTICLE', name: '文章' },
  { entityType: 'EVENT', name: '活动' },
  { entityType: 'COURSE', name: '课程' },
  { entityType: 101, name: '合作伙伴' }
]

const item = (id: number, title: string) => ({ id, title }) as EntityDataSummary
const page = (content: EntityDataSummary[], totalElements = content.length) => ({ content, totalElements, last: true, number: 1, size: 3, totalPages: 1 })

describe('search across every content type', () => {
  it('asks each searchable type for its first hits and keeps the types with hits, in order', async () => {
    const calls: EntityDataListQuery[] = []
    const fetchList = async (q: EntityDataListQuery) => {
      calls.push(q)
      if (q.entityType === 'EVENT') return page([item(30, '数字营销增长峰会')], 1)
      if (q.entityType === 'ARTICLE') return page([item(1, '峰会回顾'), item(2, '峰会前瞻'), item(3, '峰会 PPT')], 7)
      return page([])
    }
    const groups = await searchAll(TYPES, '  峰会 ', fetchList)
    expect(calls.map(c => [c.entityType, c.searchValue, c.size])).toEqual([
      ['ARTICLE', '峰会', 3],
      ['EVENT', '峰会', 3],
      ['COURSE', '峰会', 3],
      [101, '峰会', 3]
    ])
    expect(groups.map(g => [g.name, g.items.map(i => i.id), g.total])).toEqual([
      ['文章', [1, 2, 3], 7],
      ['活动', [30], 1]
    ])
  })

  it('leaves out a type whose request fails, and fails only when every type fails', async () => {
    const some = await searchAll(TYPES, '峰会', async q => {
      if (q.entityType === 'EVENT') return page([item(30, '峰会')])
      throw new Error('网络不可用')
    })
    expect(some.map(g => g.name)).toEqual(['活动'])
    await expect(searchAll(TYPES, '峰会', async () => Promise.reject(new Error('网络不可用')))).rejects.toThrow('网络不可用')
  })

  it('asks nothing for empty words', async () => {
    const fetchList = jest.fn()
    expect(await searchAll(TYPES, '   ', fetchList)).toEqual([])
    expect(fetchList).not.toHaveBeenCalled()
    expect(normaliseQuery('x'.repeat(60))).toHaveLength(50)
  })

  it('sends 查看更多 to the type’s list searching the same words, or expands in place', () => {
    expect(moreUrl('EVENT', ' 峰会 ')).toBe('/pages/event-list/index?searchValue=%E5%B3%B0%E4%BC%9A')
    expect(moreUrl('ARTICLE', 'a&b')).toBe('/pages/article-list/index?searchValue=a%26b')
    expect(moreUrl('CUSTOMER_CASE', '峰会')).toBeNull()
    expect(moreUrl(101, '峰会')).toBeNull()
  })
})

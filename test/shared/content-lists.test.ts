import { resolveCategory, sortCategories } from '@/shared/content-lists'
import { normaliseSearch } from '@/shared/search'

const cats = [
  { id: 5, name: 'b', entityType: 'ARTICLE' as const, sort: 2 },
  { id: 3, name: 'a', entityType: 'ARTICLE' as const, sort: 1 },
  { id: 4, name: 'c', entityType: 'ARTICLE' as const, sort: 2 }
]

describe('list rules', () => {
  it('keeps a requested category only when the type has it', () => {
    expect(resolveCategory(3, cats)).toBe(3)
    expect(resolveCategory(99, cats)).toBeNull()
    expect(resolveCategory(null, cats)).toBeNull()
    expect(resolveCategory(3, undefined)).toBeNull()
  })

  it('orders categories by sort, then id', () => {
    expect(sortCategories(cats).map(c => c.id)).toEqual([3, 4, 5])
    expect(sortCategories(undefined)).toEqual([])
  })

  it('sends a trimmed search of at most 50 characters', () => {
    expect(normaliseSearch('  增长 ')).toBe('增长')
    expect(normaliseSearch('x'.repeat(80))).toHaveLength(50)
    expect(normaliseSearch(undefined)).toBe('')
  })
})

import type { SiteModule } from '../../../types/contract'
import { cardHeading, sectionsOf } from '@/features/site/sections'

const m = (id: number, kind: string, title = '', subtitle = '') => ({ id, kind, title, subtitle, more: null }) as unknown as SiteModule
const drawn = (kind: string) => kind !== 'MAP'

describe('home sections', () => {
  it('makes a TITLE the heading of the module after it', () => {
    const out = sectionsOf([m(1, 'BANNER'), m(9, 'TITLE', '联系我们', '你的专属顾问'), m(10, 'CARD', '我的名片')], drawn)
    expect(out.map(x => [x.id, x.kind, x.title, x.subtitle])).toEqual([
      [1, 'BANNER', '', ''],
      [10, 'CARD', '联系我们', '你的专属顾问']
    ])
  })

  it('keeps the next module’s own title as the subtitle when the TITLE has none', () => {
    const out = sectionsOf([m(9, 'TITLE', '联系我们'), m(4, 'CONTENT', '精选文章')], drawn)
    expect(out.map(x => [x.title, x.subtitle])).toEqual([['联系我们', '精选文章']])
  })

  it('drops a TITLE with nothing to head, an empty TITLE, and kinds it cannot draw', () => {
    const out = sectionsOf([m(1, 'TITLE', '孤立'), m(2, 'TITLE', ''), m(3, 'MAP', '地图'), m(4, 'NAV', '入口'), m(5, 'TITLE', '最后')], drawn)
    expect(out.map(x => x.id)).toEqual([4])
  })
})

describe('the business card heading', () => {
  it('says 我的名片 only for the visitor’s own card', () => {
    expect(cardHeading('我的名片', '李明', true)).toBe('我的名片')
    expect(cardHeading('我的名片', '李明', false)).toBe('李明的名片')
    expect(cardHeading('我的名片', '', false)).toBe('名片')
    expect(cardHeading('联系顾问', '李明', false)).toBe('联系顾问')
    expect(cardHeading('', '李明', false)).toBe('')
  })
})

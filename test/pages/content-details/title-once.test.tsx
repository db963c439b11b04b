import { waitFor } from '@testing-library/dom'
import type { EntityDataDetail } from '../../../types/contract'
import { detail } from './fixtures'
import { currentPage, detailSuite, findText, open, screen } from './helpers'

/**
 * Issue #43: an article, case or product showed its title three times on a phone (the navigation bar, the header under
 * the cover, and a heading repeating it at the top of the body). The page says it once, under the cover.
 */
const PAGES: [route: string, navTitle: string, overrides: Partial<EntityDataDetail>][] = [
  ['article', '文章详情', { id: 71, entityDataId: 71, entityType: 'ARTICLE', title: '2026 年 B2B 营销数字化趋势报告解读' }],
  ['case', '案例详情', { id: 72, entityDataId: 72, entityType: 'CUSTOMER_CASE', title: '华联零售：私域复购率提升 106%' }],
  ['product', '产品详情', { id: 73, entityDataId: 73, entityType: 'PRODUCT_INTRODUCTION', title: '营销云 · 活动中心', price: 0 }]
]

/** How many times `text` stands in the page's visible text. */
const timesShown = (text: string) => (currentPage().textContent || '').split(text).length - 1

describe('a detail page says its title once', () => {
  const { serve } = detailSuite()

  it.each(PAGES)('%s: under the cover only, not in the bar nor again at the top of the body', async (route, navTitle, overrides) => {
    const { title } = overrides as { title: string }
    // A CMS body as companies write them: the title again as a heading (with an empty line and markup), then the text.
    const content = `<p><br></p><h2><strong>${title}</strong></h2><p>第一段正文。</p><h2>第二节</h2><p>第二段正文。</p>`
    serve({ [`GET /open/v1/entityData/entityDataDetail/${overrides.id}`]: detail({ ...overrides, content }) })
    await open(`/pages/${route}/index?id=${overrides.id}`)
    await findText('第一段正文。')

    expect(timesShown(title)).toBe(1)
    expect(screen().getByRole('heading', { level: 2, name: title })).toBeTruthy()
    // The bar names the kind of page; the document (tab, history, share) keeps the content's title.
    expect(screen().getByRole('heading', { level: 1 }).textContent).toBe(navTitle)
    await waitFor(() => expect(document.title).toBe(title))
    // The rest of the body is the author's, its other headings too.
    const body = currentPage().querySelector('[data-testid="detail-body"]')!
    expect(body.querySelector('h2')?.textContent).toBe('第二节')
    expect(body.textContent).toContain('第二段正文。')
  })

  it('keeps a leading heading that is not the title, and says 暂无正文 for a body that was only the title', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/74': detail({ id: 74, entityDataId: 74, title: '示例文章', content: '<h2>背景</h2><p>正文内容</p>' }),
      'GET /open/v1/entityData/entityDataDetail/75': detail({ id: 75, entityDataId: 75, title: '示例文章', content: '<h1>示例文章</h1>' })
    })
    await open('/pages/article/index?id=74')
    await findText('正文内容')
    expect(currentPage().querySelector('[data-testid="detail-body"] h2')?.textContent).toBe('背景')
    await open('/pages/article/index?id=75')
    await findText('暂无正文')
    expect(timesShown('示例文章')).toBe(1)
  })
})

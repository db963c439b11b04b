import React, { act } from 'react'
import { PromoterRefusal } from '@/features/promotion/components/promoter-gate'
import { renderWithStore } from '../../support/render'
import { testCompany, testRootStore } from '../../support/root-store'

// React's act() outside a Taro app: tell React this is a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const render = (root: ReturnType<typeof testRootStore>) => renderWithStore(root, <PromoterRefusal />)

describe('the promoter refusal', () => {
  it('names the service phone of the company the site store loaded', async () => {
    const root = testRootStore({ companyInfo: async () => ({ ...testCompany, servicePhone: '400-000-0000' }) })
    const { el, unmount } = await render(root)
    expect(el.textContent).toContain('该页面仅对渠道伙伴开放')
    expect(el.textContent).not.toContain('客服电话')
    await act(async () => {
      await root.site.loadCompany()
    })
    expect(el.textContent).toContain('（客服电话 400-000-0000）')
    unmount()
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
let api: ReturnType<typeof mockApi>

describe('promoter pages for an account without the promoter role', () => {
  beforeAll(async () => {
    api = mockApi({ [LOGIN]: login(['MEMBER']) })
    await testUtils.createApp()
  })
  afterAll(() => api.restore())

  const pages = [
    '/pages/promo/attendee/index?eventId=5',
    '/pages/promotion/index',
    '/pages/my-promotion/index',
    '/pages/promo/index',
    '/pages/promotion-task/index',
    '/pages/invite-rank/index?eventId=5'
  ]

  it.each(pages)('%s is refused clearly, with the way to become a partner and a way home', async url => {
    await Taro.navigateTo({ url })
    await waitFor(() => expect([...document.querySelectorAll('.promoter-gate')].pop()?.textContent).toContain('该页面仅对渠道伙伴开放'))
    const refusal = [...document.querySelectorAll('.promoter-gate')].pop() as HTMLElement
    expect(refusal.textContent).toContain('开通渠道伙伴权限')
    expect(refusal.textContent).toContain('返回首页')
  })

  it('never asks the server for promoter data', () => {
    const promoterCalls = api.calls.filter(c => /promote|promotionEvent|attendee|getFormById|entityDataDetail/.test(c.path))
    expect(promoterCalls).toEqual([])
  })
})

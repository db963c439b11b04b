import { waitFor, within } from '@testing-library/dom'
import { openOnTop, queriesOnTop, topPageElement } from '../../support/page'
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
    '/pages/invite-rank/index?eventId=5',
    '/pages/promo/leads/index',
    '/pages/account/event-checkin-statistic/index',
    '/pages/invite-poster/index?eventId=5'
  ]

  /** Opens a promoter page and returns its refusal (the alert on the top page). */
  async function refusalOn(url: string): Promise<HTMLElement> {
    await openOnTop(url)
    const refusal = await queriesOnTop().findByRole('alert')
    await waitFor(() => expect(refusal.textContent).toContain('该页面仅对渠道伙伴开放'))
    return refusal
  }

  it.each(pages)('%s is refused clearly, with the way to become a partner and a way home', async url => {
    const refusal = await refusalOn(url)
    expect(refusal.textContent).toContain('开通渠道伙伴权限')
    expect(within(refusal).getByText('返回首页')).toBeTruthy()
    // The notice, not the numbers (check-in statistics) and not a raw error with 重试 (the invite poster).
    expect(queriesOnTop().queryByText('需要渠道伙伴权限')).toBeNull()
    expect(queriesOnTop().queryByText('重试')).toBeNull()
    expect(topPageElement().querySelector('.checkin-card')).toBeNull()
  })

  it('never asks the server for promoter data', async () => {
    // Opens every page itself, so the check holds whichever tests ran before.
    for (const url of pages) await refusalOn(url)
    const promoterCalls = api.calls.filter(c => /promote|promotionEvent|attendee|getFormById|entityDataDetail|checkin|poster/i.test(c.path))
    expect(promoterCalls).toEqual([])
  })
})

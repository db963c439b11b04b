import { waitFor } from '@testing-library/dom'
import { spyToastCalls, toastTitles } from '../../support/page'
import { testWaitlistState } from '../../support/events'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { account, fullEvent, sessionRoutes } from './fixtures'
import { currentPage, findText, open, spyNavigation } from './helpers'

/** Joining a waitlist needs a verified phone (taking the seat does): a visitor without one is sent to verify it. */

describe('the waitlist for a visitor without a verified phone', () => {
  const testUtils = new TaroTestApp()
  // The app signs in once, as a visitor without a phone.
  const api = mockApi({
    ...sessionRoutes(account({ cellphone: '' })),
    'GET /open/v1/extensions': { features: ['waitlist'] },
    'GET /open/v1/entityData/entityDataDetail/60': fullEvent(),
    'GET /ca-open/v1/event/60/waitlist': testWaitlistState()
  })
  beforeAll(() => testUtils.createApp())
  afterAll(() => api.restore())
  afterEach(() => jest.restoreAllMocks())

  it('says joining needs a verified phone and opens 验证手机号, coming back to the event, without joining', async () => {
    const toasts = spyToastCalls()
    await open('/pages/event/index?id=60')
    await findText('名额已满，可加入候补')
    expect(currentPage().textContent).toContain('候补需要已验证的手机号')
    const nav = spyNavigation()
    testUtils.fireEvent.click(await findText('加入候补'))
    await waitFor(() => expect(nav.urls()).toEqual([`/pages/verify-phone/index?redirect=${encodeURIComponent('/pages/event/index?id=60')}`]))
    expect(toastTitles(toasts)).toContain('请先验证手机号再加入候补')
    expect(api.callsTo('/ca/v1/event/60/waitlist/join')).toHaveLength(0)
  })
})

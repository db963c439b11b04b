import Taro from '@tarojs/taro'
import { navigateTo } from '@/services/navigation/navigate'
import { MAX_STACK } from '@/services/navigation/routes'
import { waitFor } from '@testing-library/dom'
import { topPath } from '../support/page'
import { TaroTestApp } from '../utils/taro-app'
import { mockApi } from '../utils/mock-api'

const testUtils = new TaroTestApp()

describe('page stack', () => {
  beforeAll(async () => {
    mockApi({})
    await testUtils.createApp()
  })

  it('holds exactly MAX_STACK pages after 60 navigations, the newest on top', async () => {
    for (let i = 1; i <= 60; i++) {
      const before = topPath()
      await navigateTo(`/pages/404/index?path=%2Fp${i}`)
      // Each page is on top before the next navigation (past the cap the app replaces the top page instead).
      await waitFor(() => expect(topPath()).not.toBe(before))
    }
    await testUtils.queries.waitForQuerySelector('.page')
    // Exactly the cap: a navigation that did nothing would leave fewer pages and fail here.
    const pages = Taro.getCurrentPages()
    expect(pages.length).toBe(MAX_STACK)
    expect(document.querySelectorAll('.taro_page').length).toBe(MAX_STACK)
    expect(decodeURIComponent(Taro.getCurrentInstance().router?.params.path ?? '')).toBe('/p60')
  }, 60_000) // 60 real navigations: slow on a busy machine
})

import Taro from '@tarojs/taro'
import { navigateTo } from '@/services/navigation/navigate'
import { MAX_STACK } from '@/services/navigation/routes'
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
      await navigateTo(`/pages/404/index?path=%2Fp${i}`)
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    await testUtils.queries.waitForQuerySelector('.page')
    // Exactly the cap: a navigation that did nothing would leave fewer pages and fail here.
    const pages = Taro.getCurrentPages()
    expect(pages.length).toBe(MAX_STACK)
    expect(document.querySelectorAll('.taro_page').length).toBe(MAX_STACK)
    expect(decodeURIComponent(Taro.getCurrentInstance().router?.params.path ?? '')).toBe('/p60')
  }, 60_000) // 60 real navigations: slow on a busy machine
})

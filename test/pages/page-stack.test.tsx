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

  it('stays at most 10 pages after 60 navigations', async () => {
    for (let i = 1; i <= 60; i++) {
      await navigateTo(`/pages/404/index?path=%2Fp${i}`)
      await new Promise(resolve => setTimeout(resolve, 5))
    }
    await testUtils.queries.waitForQuerySelector('.page')
    expect(Taro.getCurrentPages().length).toBeLessThanOrEqual(MAX_STACK)
    expect(document.querySelectorAll('.taro_page').length).toBeLessThanOrEqual(MAX_STACK)
  })
})

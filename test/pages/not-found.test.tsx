import Taro from '@tarojs/taro'
import { TaroTestApp } from '../utils/taro-app'

const testUtils = new TaroTestApp()

describe('404 page', () => {
  beforeAll(async () => {
    await testUtils.createApp()
  })

  it('shows the original path and query and offers the way home', async () => {
    await Taro.navigateTo({ url: '/pages/404/index?path=%2Fno%2Fsuch&query=a%3D1' })
    const path = await testUtils.queries.waitForQuerySelector('[data-testid="not-found-path"]')
    expect(path?.textContent).toBe('/no/such?a=1')
    expect(document.body.textContent).toContain('返回首页')
  })
})

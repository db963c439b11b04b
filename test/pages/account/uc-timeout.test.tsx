import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { mockApi } from '../../utils/mock-api'
import { queriesOnTop } from '../../support/page'
import { findText, login, member, open } from './fixtures'

const testUtils = new TaroTestApp()
// A member without a UC token.
mockApi({ 'POST /ca-open/v1/companyAccount/wxh5/login': login(member, null) })

describe('UC area without a UC token', () => {
  beforeAll(async () => {
    await testUtils.createApp()
  })

  it('waits 2 s for the UC token, then sends the visitor to uc/login with this page as redirect', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      await open('/pages/uc/colleagues/index')
      await findText('正在确认同事身份')
      await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/uc\/login\/index\?redirect=/) }), { timeout: 4000 })
      await findText('等待同事身份超时')
    } finally {
      redirect.mockRestore()
    }
  })

  it('tells a signed-in member on uc/login that this is not a colleague account', async () => {
    await open('/pages/uc/login/index')
    await findText('不是同事账号')
    const screen = queriesOnTop()
    expect(screen.getByText('138****0000', { exact: false })).toBeTruthy()
    expect(screen.getByRole('button', { name: '工作手机号登录' })).toBeTruthy()
  })
})

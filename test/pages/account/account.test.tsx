import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import * as composition from '@/create-root-store'
import * as launch from '@/services/platform/launch'
import type { RootStore } from '@/stores/root-store'
import { MEMBER_ENTRY_LABELS } from '../../support/accounts'
import { expectShows } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { byLabel, byText, currentPage, findText, login, member, open, spyConfirm } from './fixtures'

const testUtils = new TaroTestApp()
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login({ ...member, nickName: '微信用户123', cellphone: null, roles: ['MEMBER', 'PROMOTER'] }),
  'GET /ca-open/v1/notice/list': page([
    { id: 1, title: 'a', content: '', read: false, createdAt: '' },
    { id: 2, title: 'b', content: '', read: false, createdAt: '' },
    { id: 3, title: 'c', content: '', read: true, createdAt: '' }
  ]),
  'POST /ca-open/v1/companyAccount/logout': true
}
const api = mockApi(routes)
const LOGIN = '/ca-open/v1/companyAccount/wxh5/login'
let leave: jest.SpyInstance
let store: RootStore

describe('personal centre', () => {
  beforeAll(async () => {
    // The root store takes leaveTo when the app is created: spy first (jsdom cannot leave the page).
    leave = jest.spyOn(launch, 'leaveTo').mockImplementation(() => undefined)
    const created = jest.spyOn(composition, 'createRootStore')
    await testUtils.createApp()
    store = created.mock.results[0].value
    // The first page (home) loads before any test opens another, so its load does not race theirs.
    await waitFor(() => expect(document.querySelectorAll('.taro_page')).toHaveLength(1), { timeout: 10000 })
  })

  it('shows name, points, roles, the unread count and every record entry', async () => {
    await open('/pages/account/index')
    const el = await findText('张三')
    // The unread count is a second request, made once the page is up: as long as findText waits for it.
    await waitFor(() => expect(currentPage().querySelector('[data-testid="unread-badge"]')?.textContent).toBe('2'), { timeout: 3000 })
    expect(currentPage().querySelector('[data-testid="account-points"]')?.textContent).toBe('500')
    for (const label of [...MEMBER_ENTRY_LABELS, '推广中心', '渠道伙伴中心']) {
      expect(byLabel(label)).toBeTruthy()
    }
    expect(el.textContent).toContain('渠道伙伴')
  })

  it('prompts a placeholder nickname to complete the profile and a phone-less account to bind one', async () => {
    await findText('完善个人资料')
    expectShows(currentPage(), '绑定手机号', '手机号登录')
    const nav = jest.spyOn(Taro, 'navigateTo')
    testUtils.fireEvent.click(byText('绑定手机号 ›'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Findex' })))
    nav.mockRestore()
    await Taro.navigateBack()
  })

  it('opens a record page from the grid', async () => {
    await findText('张三')
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(byLabel('门票'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/tickets/index' }))
    nav.mockRestore()
  })

  it('asks before signing out and stays signed in when the visitor declines', async () => {
    const dialog = spyConfirm(false)
    testUtils.fireEvent.click(byText('退出登录', 'taro-button-core'))
    await waitFor(() => expect(dialog.texts).toEqual(['确定退出登录吗？']))
    expect(api.callsTo('/ca-open/v1/companyAccount/logout')).toHaveLength(0)
    dialog.set(true)
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(byText('退出登录', 'taro-button-core'))
    await waitFor(() => expect(api.callsTo('/ca-open/v1/companyAccount/logout')).toHaveLength(1))
    await waitFor(() => expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' }))
  })

  it('shows the error with a retry when signing in fails', async () => {
    // A visitor without a session (whichever tests ran before), whose silent sign-in fails.
    store.session.clearTokens()
    routes[`POST ${LOGIN}`] = envelope(500, null, '服务器维护中')
    const logins = api.callsTo(LOGIN).length
    leave.mockClear()
    await open('/pages/account/index')
    // Without a session outside development the browser is sent to the login page; until it leaves, the page
    // says why in an alert with 重试, never the account.
    const alert = await waitFor(
      () => {
        const found = currentPage().querySelector('[role="alert"]')
        if (!found) throw new Error(`no alert: ${currentPage().textContent}`)
        return found
      },
      { timeout: 3000 }
    )
    expect(alert.textContent).toContain('正在登录')
    expect(currentPage().querySelector('[data-testid="account-points"]')).toBeNull()
    expect(api.callsTo(LOGIN)).toHaveLength(logins + 1)
    expect(leave).toHaveBeenCalledTimes(1)
    expect(leave.mock.calls[0][0]).toMatch(/^\/web\/ca\/login\?returnUrl=[^&]+&wxAuth=true$/)
    // 重试 signs in again (and, failing again, leaves for the login page again).
    testUtils.fireEvent.click(byText('重试', 'taro-button-core'))
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(logins + 2))
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(2))
  })
})

import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import * as launch from '@/services/platform/launch'
import type { RootStore } from '@/stores/root-store'
import { MEMBER_ENTRY_LABELS } from '../../support/accounts'
import { expectToOpen, queriesOnTop, startAppWithStore, topPageElement, topPath, openShowing, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { login, member, open, spyConfirm } from './fixtures'

const testUtils = new TaroTestApp()
const LOGIN = '/ca-open/v1/companyAccount/wxh5/login'
const signsIn = login({ ...member, nickName: '微信用户123', cellphone: null, roles: ['MEMBER', 'PROMOTER'] })
const routes: Record<string, unknown> = {
  [`POST ${LOGIN}`]: signsIn,
  'GET /ca-open/v1/notice/list': page([
    { id: 1, title: 'a', content: '', read: false, createdAt: '' },
    { id: 2, title: 'b', content: '', read: false, createdAt: '' },
    { id: 3, title: 'c', content: '', read: true, createdAt: '' }
  ]),
  'POST /ca-open/v1/companyAccount/logout': true
}
const api = mockApi(routes)
let leave: jest.SpyInstance
let store: RootStore

/** Opens the personal centre and waits until it shows the signed-in visitor (signing in again if a test signed out). */
const openAccount = () => openShowing('/pages/account/index', '张三')

describe('personal centre', () => {
  beforeAll(async () => {
    // The root store takes leaveTo when the app is created: spy first (jsdom cannot leave the page).
    leave = jest.spyOn(launch, 'leaveTo').mockImplementation(() => undefined)
    store = await startAppWithStore(testUtils)
    // The first page (home) loads before any test opens another, so its load does not race theirs.
    await waitFor(
      () => {
        expect(topPath()).toMatch(/^\/pages\/index\/index/)
        topPageElement()
      },
      { timeout: 10000 }
    )
  })

  afterEach(async () => {
    // Whatever a test stubbed or broke, the next one starts signed-in-able from home.
    routes[`POST ${LOGIN}`] = signsIn
  })
  fromFirstPageEachTest('navigateTo', 'reLaunch', 'showModal')

  it('keeps home’s tab bar, 我的 on, and goes home from 首页 and 名片', async () => {
    const screen = await openAccount()
    const tabs = () => within(screen.getByRole('tablist', { name: '首页导航' })).getAllByRole('tab')
    expect(tabs().map(t => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['⌂首页', 'false'],
      ['☏名片', 'false'],
      ['☺我的', 'true']
    ])
    const relaunch = jest.spyOn(Taro, 'reLaunch')
    testUtils.fireEvent.click(tabs()[1])
    await waitFor(() => expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index?tab=card' }))
    testUtils.fireEvent.click(tabs()[0])
    await waitFor(() => expect(relaunch).toHaveBeenLastCalledWith({ url: '/pages/index/index' }))
  })

  it('shows name, points, roles, the unread count and every record entry', async () => {
    const screen = await openAccount()
    // The unread count is a second request, made once the page is up. Waited for by its label (a role query on every
    // render meanwhile would cost the page seconds), then found as a screen reader finds it.
    await waitFor(() => expect(topPageElement().querySelector('[aria-label="消息通知，2条未读"]')).not.toBeNull())
    const bell = screen.getByRole('button', { name: '消息通知，2条未读' })
    expect(within(bell).getByText('2')).toBeTruthy()
    // The points stat reads as one button: the value, then 积分.
    expect(within(screen.getByRole('button', { name: /^\d+积分$/ })).getByText('500')).toBeTruthy()
    // Each entry is one button by that name; the names read in one role query (each query names every button).
    const names: string[] = []
    screen.getAllByRole('button', { name: (name: string) => (names.push(name), true) })
    for (const label of [...MEMBER_ENTRY_LABELS, '推广中心', '渠道伙伴中心', '签到统计']) {
      expect(names.filter(name => name === label)).toHaveLength(1)
    }
    expect(screen.getByText('渠道伙伴')).toBeTruthy()
  })

  it('prompts a placeholder nickname to complete the profile and a phone-less account to bind one', async () => {
    await open('/pages/account/index')
    const screen = queriesOnTop()
    await screen.findByText('完善个人资料 ›', undefined)
    expect(screen.getByRole('button', { name: '手机号登录' })).toBeTruthy()
    const nav = jest.spyOn(Taro, 'navigateTo')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '绑定手机号 ›' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Findex' })))
  })

  it('opens a record page from the grid', async () => {
    const screen = await openAccount()
    await expectToOpen('/pages/account/tickets/index', () => testUtils.fireEvent.click(screen.getByRole('button', { name: '门票' })))
  })

  it('asks before signing out and stays signed in when the visitor declines', async () => {
    const screen = await openAccount()
    const logouts = api.callsTo('/ca-open/v1/companyAccount/logout').length
    const dialog = spyConfirm(false)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    await waitFor(() => expect(dialog.texts).toEqual(['确定退出登录吗？']))
    expect(api.callsTo('/ca-open/v1/companyAccount/logout')).toHaveLength(logouts)
    dialog.set(true)
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '退出登录' }))
    await waitFor(() => expect(api.callsTo('/ca-open/v1/companyAccount/logout')).toHaveLength(logouts + 1))
    await waitFor(() => expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' }))
  })

  it('shows the error with a retry when signing in fails', async () => {
    // A visitor without a session (whichever tests ran before), whose silent sign-in fails.
    store.session.clearTokens()
    routes[`POST ${LOGIN}`] = envelope(500, null, '服务器维护中')
    const logins = api.callsTo(LOGIN).length
    leave.mockClear()
    await open('/pages/account/index')
    const screen = queriesOnTop()
    // Without a session outside development the browser is sent to the login page; until it leaves, the page
    // says why in an alert with 重试, never the account.
    const alert = await screen.findByRole('alert', undefined)
    expect(alert.textContent).toContain('正在登录')
    expect(screen.queryByText('积分')).toBeNull()
    expect(api.callsTo(LOGIN)).toHaveLength(logins + 1)
    expect(leave).toHaveBeenCalledTimes(1)
    expect(leave.mock.calls[0][0]).toMatch(/^\/web\/ca\/login\?returnUrl=[^&]+&wxAuth=true$/)
    // 重试 signs in again (and, failing again, leaves for the login page again).
    testUtils.fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(logins + 2))
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(2))
  })
})

import { waitFor } from '@testing-library/dom'
import { fromFirstPageEachTest, openShowing, topPageElement } from '../../support/page'
import { appPerFile } from '../../support/app'
import { envelope, mockApi } from '../../utils/mock-api'
import { spyConfirm } from '../account/fixtures'
import { f, form, login, member, ticket } from '../forms/fixtures'

/** A server without the extensions (its extensions call answers 404): the ticket and the form as the specification has them. */

const testUtils = appPerFile()
const live = ticket({ startTime: '2099-03-05T14:00:00+08:00', endTime: '2099-03-05T17:00:00+08:00' })
/** The ticket's cancelled copy once its owner cancelled it (null while it is live). */
let cancelled: (typeof live & { cancelledAt: string }) | null = null
const api = mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': () => (cancelled ? envelope(404, null, '门票不存在') : live),
  'POST /ca/v1/event/ticket/9/cancel': () => (cancelled = { ...live, cancelledAt: '2099-03-01T02:00:00Z' }),
  'GET /ca/v1/event/ticket/9/cancelled': () => cancelled ?? envelope(404, null, '门票不存在'),
  'GET /open/v1/account/getFormById': form({ submitted: true, fields: [f('name', '姓名', 'TEXT', { required: true })] }),
  'GET /ca-open/v1/companyAccount/form/submitted': true,
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': []
})

fromFirstPageEachTest('showToast', 'showModal')
afterEach(() => (cancelled = null))

describe('without the self-service extensions', () => {
  it('shows the ticket with 取消报名 and neither 修改报名信息 nor reminders, asking nothing about them', async () => {
    const screen = await openShowing('/pages/account/tickets/detail/index?id=9', '取消报名', 5000)
    await waitFor(() => expect(api.callsTo('/open/v1/extensions').length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: '修改报名信息' })).toBeNull()
    expect(screen.queryByRole('button', { name: '转让门票' })).toBeNull()
    expect(topPageElement().textContent).not.toContain('活动提醒')
    expect(api.calls.some(c => /registration|reminders|transfer/i.test(c.path))).toBe(false)
  })

  it('answers a transfer claim link by saying transfers are not offered, with a way home', async () => {
    await openShowing('/pages/account/tickets/claim/index?token=a1b2c3d4e5f60718293a4b5c6d7e8f90', '暂不支持门票转让', 5000)
    expect(api.calls.some(c => /transfer/i.test(c.path))).toBe(false)
  })

  it('answers a group link by saying groups are not offered, and 我的门票 asks nothing about groups', async () => {
    await openShowing('/pages/form/index?id=1&eventId=50&group=1', '暂不支持团体报名', 5000)
    await openShowing('/pages/account/tickets/index', '还没有门票', 5000)
    expect(topPageElement().textContent).not.toContain('团体报名')
    expect(api.calls.some(c => /group/i.test(c.path))).toBe(false)
  })

  it('answers an edit link with the plain form, which knows the registration was submitted', async () => {
    await openShowing('/pages/form/index?id=1&eventId=50&ticketId=9', '您已提交过该表单', 5000)
    expect(api.calls.some(c => /registration/.test(c.path))).toBe(false)
  })

  it('cancels from the ticket after 确定 with one request, shows 已取消, and shows it again when reopened', async () => {
    const dialog = spyConfirm(false)
    const screen = await openShowing('/pages/account/tickets/detail/index?id=9', '取消报名', 5000)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消报名' }))
    await waitFor(() => expect(dialog.texts).toEqual([expect.stringContaining('确定取消「年度大会」的报名吗')]))
    expect(api.callsTo('/ca/v1/event/ticket/9/cancel')).toHaveLength(0)
    dialog.set(true)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '取消报名' }))
    await waitFor(() => expect(screen.getByTestId('ticket-cancelled').textContent).toContain('已取消'))
    expect(api.callsTo('/ca/v1/event/ticket/9/cancel')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull()
    // Opened again later: the live ticket is gone, its cancelled copy is shown.
    const again = await openShowing('/pages/account/tickets/detail/index?id=9', '取消时间', 5000)
    expect(again.getByTestId('ticket-cancelled').textContent).toContain('已取消')
    expect(again.queryByRole('button', { name: '取消报名' })).toBeNull()
  })

  it('registers no service worker for the ticket, and removes one an earlier visit left', async () => {
    // A browser that could keep the page (worker support, caches, a secure context), idle at once.
    const register = jest.fn(async () => ({}))
    const getRegistrations = jest.fn(async () => [])
    const stubs: [object, string, unknown][] = [
      [navigator, 'serviceWorker', { register, getRegistrations, getRegistration: async () => undefined, ready: new Promise(() => undefined) }],
      [globalThis, 'caches', { keys: async () => [], delete: async () => true, has: async () => false }],
      [window, 'isSecureContext', true],
      [window, 'requestIdleCallback', (cb: () => void) => setTimeout(cb, 0)]
    ]
    const saved = stubs.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)] as const)
    for (const [target, key, value] of stubs) Object.defineProperty(target, key, { value, configurable: true, writable: true })
    try {
      await openShowing('/pages/account/tickets/detail/index?id=9', '取消报名', 5000)
      await waitFor(() => expect(getRegistrations).toHaveBeenCalled())
      await new Promise(resolve => setTimeout(resolve, 50))
      expect(register).not.toHaveBeenCalled()
      expect(topPageElement().textContent).not.toContain('已保存到本机')
    } finally {
      for (const [target, key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(target, key, descriptor)
        else delete (target as Record<string, unknown>)[key]
      }
    }
  })
})

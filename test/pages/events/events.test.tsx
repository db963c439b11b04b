import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Interaction } from '../../../types/contract'
import type { RootStore } from '@/stores/root-store'
import {
  expectShows,
  expectToOpen,
  fieldLabelled,
  fieldValue,
  queriesOnTop,
  recordToasts,
  startAppWithStore,
  stubIntersectionObserver,
  topPageElement,
  typeInto,
  waitForTextOn,
  openShowing,
  fromFirstPageEachTest
} from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { doorResult, login, member, ticket } from '../forms/fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

let ticketAnswer: unknown = ticket()
const interaction: Interaction = {
  id: 1,
  title: '展台打卡',
  description: '集齐积分换礼品',
  eventId: 50,
  points: [
    { pointId: 1, name: '签到台', description: '', reward: 10, verified: true },
    { pointId: 2, name: 'AI 展台', description: '体验产品演示', reward: 20, verified: false }
  ]
}
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [
    ticket(),
    ticket({
      ticketId: 10,
      code: 'TK2',
      eventId: 51,
      eventTitle: '产品发布会',
      auditStatus: 'PENDING',
      startTime: '2026-05-01T09:00:00+08:00',
      endTime: '2026-05-01T12:00:00+08:00'
    })
  ],
  'GET /ca/v1/bagevent/attendee/ticket/9': () => (typeof ticketAnswer === 'function' ? (ticketAnswer as () => unknown)() : ticketAnswer),
  // No cancelled copy of ticket 9 either, when the ticket itself is gone.
  'GET /ca/v1/event/ticket/9/cancelled': envelope(404, null, '门票不存在'),
  'POST /ca/v1/event/50/attendee/checkInByPhone': (_q: unknown, data: { cellphone: string }) =>
    data.cellphone === '13800000000'
      ? doorResult({ checkinStatus: 'CHECKED_IN', checkinTime: '2026-03-05T13:50:00+08:00' })
      : envelope(404, null, '没有找到该手机号的报名'),
  'POST /ca/v1/event/50/attendee/checkIn': (_q: unknown, data: { code?: string; name?: string }) =>
    data.code === 'TK2026ABC' || data.name === '张三' ? doorResult({ checkinStatus: 'CHECKED_IN' }) : envelope(404, null, '票号不存在'),
  'POST /ca/v1/event/50/attendee/signOut': () => doorResult({ checkinStatus: 'SIGNED_OUT' }),
  'POST /ca/v1/event/50/subscribeNotice': { subscribed: true },
  'GET /ca-open/v1/onSiteInteractive/info': () => interaction,
  'POST /ca-open/v1/onSiteInteractive/point/record/verify': (q: Record<string, string>) =>
    q.code === '246810'
      ? { ...interaction.points.find(p => p.pointId === Number(q.pointId))!, verified: true }
      : envelope(400, null, '核销码无效或已过期，请以展区现场显示的为准'),
  'GET /ca-open/v1/onSiteInteractive/point/codes': [
    {
      pointId: 1,
      name: '签到台',
      code: '135790',
      scanText: 'pointId=1&code=135790',
      qrCode: '/api/open/qrCode/gen?content=1',
      validUntil: '2099-01-01T00:05:00Z'
    },
    {
      pointId: 2,
      name: 'AI 展台',
      code: '246810',
      scanText: 'pointId=2&code=246810',
      qrCode: '/api/open/qrCode/gen?content=2',
      validUntil: '2099-01-01T00:05:00Z'
    }
  ],
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /open/v1/entityData/entityDataDetail/50': {
    id: 50,
    title: '年度大会',
    event: {
      schedule: [
        { id: 1, day: '2026-03-05', startTime: '09:00', endTime: '09:30', title: '开幕致辞', track: '主会场', location: 'A厅', speakerIds: [1] },
        { id: 2, day: '2026-03-05', startTime: '10:00', endTime: '11:00', title: '增长实践', track: '分会场', location: 'B厅', speakerIds: [2] },
        { id: 3, day: '2026-03-06', startTime: '09:00', endTime: '10:00', title: '出海圆桌', track: '主会场', location: 'A厅', speakerIds: [1, 2] }
      ]
    },
    speakers: [
      { id: 1, name: '李雷', title: 'CEO', company: '云图', avatar: '', intro: '' },
      { id: 2, name: '韩梅梅', title: 'CMO', company: '云图', avatar: '/media/a.png', intro: '' }
    ]
  },
  'GET /open/auth/code': { sent: true, retryAfter: 60 },
  'POST /open/v1/wx/verifyCellphone': (_q: unknown, data: { code: string }) =>
    data.code === '123456' ? { verified: true, bindCode: 'bind-1' } : envelope(400, null, '验证码错误'),
  'POST /open/v1/wx/bindCellphone': { ...member, cellphone: '13900000000' }
}
const api = mockApi(routes)

const findText = (text: string) => waitForTextOn(topPageElement, text)
const tap = (name: string | RegExp) => fire.click(queriesOnTop().getByRole('button', { name }))
const type = (label: string, value: string) => typeInto(fieldLabelled(label), value)

let store: RootStore

beforeAll(async () => {
  stubIntersectionObserver()
  store = await startAppWithStore(testUtils)
})
beforeEach(() => {
  ticketAnswer = ticket()
  api.clearCalls()
  // The member as signed in (binding a phone changes the session's account).
  if (store.session.account) store.session.setAccount(member)
})
fromFirstPageEachTest('showToast', 'redirectTo', 'navigateBack')

describe('tickets', () => {
  const DETAIL = '/pages/account/tickets/detail/index?id=9'

  it('lists tickets with event, time and both statuses', async () => {
    await openShowing('/pages/account/tickets/index', '产品发布会')
    expectShows(topPageElement(), '年度大会', '待审核', '报名成功', '未签到')
    await expectToOpen('/pages/account/tickets/detail/index?id=9', () => tap(/年度大会/))
  })

  it('shows the ticket QR, code, attendee, time and place, and offers the calendar file', async () => {
    Taro.clearStorageSync()
    const screen = await openShowing(DETAIL, 'TK2026ABC')
    const qr = screen.getByLabelText('门票二维码，票号 TK2026ABC')
    expect(qr.getAttribute('src')).toBe('/api/open/qrCode/gen?content=TK2026ABC&s=0123456789abcdef')
    expectShows(topPageElement(), '张三（138****0000）', '上海市浦东新区')
    expect(screen.queryByText(/离线/)).toBeNull()
    // Online: the server's calendar file opens in place once the server has answered for it (the link has no download
    // name: Safari adds it to Calendar).
    const opened: { href: string; download: string }[] = []
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.getAttribute('href') || '', download: this.download })
    })
    const created: Blob[] = []
    ;(URL as unknown as Record<string, unknown>).createObjectURL = (b: Blob) => {
      created.push(b)
      return 'blob:ics'
    }
    ;(URL as unknown as Record<string, unknown>).revokeObjectURL = () => undefined
    const checks: { url: string; method?: string }[] = []
    let answer: () => Promise<{ ok: boolean }> = async () => ({ ok: true })
    const fetchWas = (global as { fetch?: unknown }).fetch
    ;(global as { fetch?: unknown }).fetch = (url: string, init?: { method?: string }) => {
      checks.push({ url, method: init?.method })
      return answer()
    }
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get')
    const readBlob = (blob: Blob) =>
      new Promise<string>(resolve => {
        const reader = new FileReader()
        reader.onload = () => resolve(String(reader.result).replace(/\r\n /g, '')) // unfolded
        reader.readAsText(blob)
      })
    try {
      tap('添加到日历')
      tap('添加到日历') // a second tap while the first checks adds nothing
      await waitFor(() => expect(opened).toEqual([{ href: '/web/h/calendar/event/50.ics?ticket=9', download: '' }]))
      expect(checks).toEqual([{ url: '/web/h/calendar/event/50.ics?ticket=9', method: 'HEAD' }])
      expect(created).toHaveLength(0)
      // The network fails (the ticket page opened without signal): a file made in the page, with the entry code, and
      // never an address the browser would replace the ticket with its error page for.
      answer = () => Promise.reject(new TypeError('Failed to fetch'))
      tap('添加到日历')
      await waitFor(() => expect(created).toHaveLength(1))
      expect(created[0].type).toContain('text/calendar')
      expect(await readBlob(created[0])).toContain('电子票号：TK2026ABC')
      expect(opened[1]).toEqual({ href: 'blob:ics', download: '年度大会.ics' })
      // Known to be offline: no check at all.
      onLine.mockReturnValue(false)
      tap('添加到日历')
      await waitFor(() => expect(created).toHaveLength(2))
      expect(checks).toHaveLength(2)
    } finally {
      click.mockRestore()
      onLine.mockRestore()
      ;(global as { fetch?: unknown }).fetch = fetchWas
    }
  })

  it("tells a visitor in WeChat's browser, which opens no calendar file, how to get to one that does", async () => {
    Taro.clearStorageSync()
    await openShowing(DETAIL, 'TK2026ABC')
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    try {
      tap('添加到日历')
      await waitFor(() => expect(modal).toHaveBeenCalled())
      expect(modal.mock.calls[0][0]).toMatchObject({ title: '添加到日历', content: expect.stringContaining('在浏览器中打开'), showCancel: false })
      expect(click).not.toHaveBeenCalled()
    } finally {
      agent.mockRestore()
      modal.mockRestore()
      click.mockRestore()
    }
  })

  it('shows the copy kept on the device, marked offline, when the network fails', async () => {
    // A visit while online keeps the ticket on the device.
    Taro.clearStorageSync()
    await openShowing(DETAIL, 'TK2026ABC')
    ticketAnswer = () => {
      throw new Error('offline')
    }
    await openShowing(DETAIL, '离线')
    expectShows(topPageElement(), 'TK2026ABC', '保存在本机的门票')
  })

  it('shows the server error with a retry when nothing is kept', async () => {
    Taro.clearStorageSync()
    ticketAnswer = () => {
      throw new Error('offline')
    }
    const screen = await openShowing(DETAIL, '网络')
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })

  it('says a ticket that is not there or not this account’s is so, and offers 查看我的门票 instead of 重试', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    ticketAnswer = envelope(404, null, '门票不存在')
    const screen = await openShowing(DETAIL, '门票不存在，或不属于当前登录的账号')
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    fire.click(screen.getByRole('button', { name: '查看我的门票' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/account/tickets/index' }))
  })
})

describe('success page', () => {
  it('shows the ticket and subscribes to reminders once', async () => {
    const toasts = recordToasts()
    const screen = await openShowing('/pages/form/success/index?submissionId=77&eventId=50&ticketId=9', 'TK2026ABC')
    expect(screen.getByRole('status').textContent).toContain('报名成功')
    tap('订阅活动提醒')
    await findText('已订阅活动提醒')
    // The web asks for no subscribe message: its reminders are the in-app notices.
    expect(api.callsTo('/ca/v1/event/50/subscribeNotice')[0].data).toEqual({ templateIds: [] })
    expect(toasts).toContain('已订阅活动提醒')
    expect(screen.getByRole('button', { name: '查看我的门票' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回活动' })).toBeTruthy()
  })
})

describe('check-in and sign-out', () => {
  it('checks in by phone and shows the ticket status', async () => {
    await openShowing('/pages/event/checkin/index?id=50', '手机号签到')
    await waitFor(() => expect(fieldValue(fieldLabelled('报名手机号'))).toBe('13800000000'))
    tap('手机号签到')
    await findText('签到成功')
    // The door answers no ticket code or QR, and the phone masked: the result shows what it has.
    expectShows(topPageElement(), '已签到', '参会人：张三', '手机号：138****0000')
    expect(topPageElement().textContent).not.toContain('票号：')
  })

  it('tells a visitor without the promoter role that the door is for themselves only (仅限本人), and a promoter nothing of it', async () => {
    await openShowing('/pages/event/checkin/index?id=50', '手机号签到')
    expectShows(topPageElement(), '输入你报名时填写的手机号（仅限本人；为他人办理请找现场工作人员）')
    store.session.setAccount({ ...member, roles: ['MEMBER', 'PROMOTER'] })
    await openShowing('/pages/event/checkin/index?id=50', '手机号签到')
    expectShows(topPageElement(), '输入报名时填写的手机号')
    expect(topPageElement().textContent).not.toContain('仅限本人')
  })

  it('shows the server message when the phone has no sign-up', async () => {
    await openShowing('/pages/event/checkin/index?id=50', '手机号签到')
    await type('报名手机号', '13900000000')
    tap('手机号签到')
    await findText('签到失败：没有找到该手机号的报名')
  })

  it('offers the typed code when the web cannot scan, and checks in by code', async () => {
    await openShowing('/pages/event/checkin/index?id=50', '扫码签到')
    tap('扫码签到')
    await findText('当前环境不支持扫码，请输入门票上的票号')
    tap('票号签到')
    await findText('请输入门票上的票号')
    await type('票号', 'TK2026ABC')
    tap('票号签到')
    await findText('签到成功')
    expect(api.callsTo('/ca/v1/event/50/attendee/checkIn').pop()?.data).toEqual({ code: 'TK2026ABC' })
  })

  it('checks in by name and cellphone', async () => {
    const screen = await openShowing('/pages/attendee/attendee-inputcheckin/index?id=50', '确认签到')
    tap('确认签到')
    await findText('请填写报名时的姓名')
    expect(screen.getByText('请填写报名手机号')).toBeTruthy()
    await type('姓名', '张三')
    await type('手机号', '13800000000')
    tap('确认签到')
    await findText('签到成功')
    expect(api.callsTo('/ca/v1/event/50/attendee/checkIn').pop()?.data).toEqual({ name: '张三', cellphone: '13800000000' })
  })

  it('signs out by cellphone or by code', async () => {
    const screen = await openShowing('/pages/attendee/attendee-signout/index?id=50', '确认签退')
    await waitFor(() => expect(fieldValue(fieldLabelled('报名手机号'))).toBe('13800000000'))
    tap('确认签退')
    await findText('签退成功')
    expect(screen.getByRole('status').textContent).toContain('已签退')
    expect(api.callsTo('/ca/v1/event/50/attendee/signOut').pop()?.data).toEqual({ cellphone: '13800000000' })
    fire.click(screen.getByRole('tab', { name: '票号' }))
    await type('票号', 'TK2026ABC')
    tap('确认签退')
    await waitFor(() => expect(api.callsTo('/ca/v1/event/50/attendee/signOut').pop()?.data).toEqual({ code: 'TK2026ABC' }))
  })

  it('shows an error with a way home for a link without an event id', async () => {
    await openShowing('/pages/event/checkin/index', '链接缺少必要的参数')
  })
})

describe('interaction', () => {
  const VERIFY = '/ca-open/v1/onSiteInteractive/point/record/verify'

  it('asks for the code shown at the point, verifies once and ticks it', async () => {
    const toasts = recordToasts()
    const screen = await openShowing('/pages/interaction/index?id=1', 'AI 展台')
    expect(screen.getByText('已完成 1/2，已获得 10 积分', { exact: false })).toBeTruthy()
    tap('核销 AI 展台')
    await waitFor(() => expect(fieldLabelled('核销码')).toBeTruthy())
    // Nothing is sent without six digits.
    tap('确认核销')
    await findText('请输入展区屏幕上的 6 位核销码')
    expect(api.callsTo(VERIFY)).toHaveLength(0)
    await type('核销码', '246810')
    const confirm = screen.getByRole('button', { name: '确认核销' })
    fire.click(confirm)
    fire.click(confirm)
    await findText('已完成 2/2，已获得 30 积分')
    expect(api.callsTo(VERIFY)).toHaveLength(1)
    expect(api.callsTo(VERIFY)[0].query).toEqual({ pointId: '2', code: '246810' })
    expect(toasts).toContain('核销成功，获得 20 积分')
    // Both points now show the tick's 已核销 instead of a button, and the code entry is gone.
    expect(screen.getAllByText('已核销')).toHaveLength(2)
    expect(screen.queryByText('核销「AI 展台」')).toBeNull()
  })

  it('says why a wrong code is refused and keeps it for correcting', async () => {
    await openShowing('/pages/interaction/index?id=1', 'AI 展台')
    tap('核销 AI 展台')
    await waitFor(() => expect(fieldLabelled('核销码')).toBeTruthy())
    await type('核销码', '111111')
    tap('确认核销')
    await findText('核销失败：核销码无效或已过期')
    expect(fieldValue(fieldLabelled('核销码'))).toBe('111111')
  })

  it('tells a web visitor to tap the point instead of scanning', async () => {
    await openShowing('/pages/interaction/index?id=1', '扫码核销')
    tap('扫码核销')
    await findText('当前环境不支持扫码')
  })

  it('shows door staff the codes to put up at each point, and nobody else', async () => {
    const screen = await openShowing('/pages/interaction/index?id=1', 'AI 展台')
    expect(screen.queryByText('现场核销码（工作人员）')).toBeNull()
    expect(api.callsTo('/ca-open/v1/onSiteInteractive/point/codes')).toHaveLength(0)
    store.session.setAccount({ ...member, roles: ['PROMOTER', 'MEMBER'] })
    const staff = await openShowing('/pages/interaction/index?id=1', '现场核销码（工作人员）')
    await waitFor(() => expect(staff.getByText('246810')).toBeTruthy())
    expect(staff.getByLabelText('AI 展台的核销二维码').getAttribute('src')).toBe('/api/open/qrCode/gen?content=2')
  })
})

describe('schedule', () => {
  it('switches days and filters by track, with speakers', async () => {
    const screen = await openShowing('/pages/schedule/index?id=50', '开幕致辞')
    expectShows(topPageElement(), '增长实践', '李雷')
    expect(screen.queryByText('出海圆桌')).toBeNull()
    tap('分会场')
    await waitFor(() => expect(screen.queryByText('开幕致辞')).toBeNull())
    expect(screen.getByText('韩梅梅')).toBeTruthy()
    const secondDay = screen.getByRole('tab', { name: /^第2天/ })
    fire.click(secondDay)
    await findText('出海圆桌')
    expect(screen.queryByText('增长实践')).toBeNull()
    expect(secondDay.getAttribute('aria-selected')).toBe('true')
  })
})

describe('apply', () => {
  it('opens on why to become a verified member', async () => {
    await openShowing('/pages/apply/apply', '成为认证会员')
    expectShows(topPageElement(), '验证手机号，只需一分钟')
  })
})

describe('verify phone', () => {
  it('sends a code with a countdown, verifies, binds and goes to the safe redirect', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await openShowing('/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Findex', '验证并绑定')
    await type('手机号', '13900000000')
    tap('获取验证码')
    await findText('60s 后重发')
    expect(api.callsTo('/open/auth/code')[0].query).toMatchObject({ account: '13900000000', type: '0' })
    await type('短信验证码', '000000')
    tap('验证并绑定')
    await findText('验证码错误')
    await type('短信验证码', '123456')
    tap('验证并绑定')
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/account/index' }))
    expect(api.callsTo('/open/v1/wx/bindCellphone')[0].query).toMatchObject({ code: 'bind-1', appId: 'web', bind: 'true' })
  })

  it('ignores a redirect that leaves the app and goes back instead', async () => {
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await openShowing('/pages/verify-phone/index?redirect=https%3A%2F%2Fevil.example', '验证并绑定')
    await type('手机号', '13900000000')
    await type('短信验证码', '123456')
    tap('验证并绑定')
    // Back and the redirect are the two ends of one branch: once it has gone back it cannot redirect.
    await waitFor(() => expect(back).toHaveBeenCalled())
    expect(redirect).not.toHaveBeenCalled()
    back.mockRestore()
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Interaction } from '../../../types/contract'
import { expectShows } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { button, byLabel, byText, currentPage, findText, inputValue, login, member, open, spyToasts, tick, ticket, typeInto } from '../forms/fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

let ticketAnswer: unknown = ticket()
let interaction: Interaction
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
  'POST /ca/v1/event/50/attendee/checkInByPhone': (_q: unknown, data: { cellphone: string }) =>
    data.cellphone === '13800000000'
      ? ticket({ checkinStatus: 'CHECKED_IN', checkinTime: '2026-03-05T13:50:00+08:00' })
      : envelope(404, null, '没有找到该手机号的报名'),
  'POST /ca/v1/event/50/attendee/checkIn': (_q: unknown, data: { code?: string; name?: string }) =>
    data.code === 'TK2026ABC' || data.name === '张三' ? ticket({ checkinStatus: 'CHECKED_IN' }) : envelope(404, null, '票号不存在'),
  'POST /ca/v1/event/50/attendee/signOut': () => ticket({ checkinStatus: 'SIGNED_OUT' }),
  'POST /ca/v1/event/50/subscribeNotice': { subscribed: true },
  'GET /ca-open/v1/onSiteInteractive/info': () => interaction,
  'POST /ca-open/v1/onSiteInteractive/point/record/verify': (q: Record<string, string>) => ({
    ...interaction.points.find(p => p.pointId === Number(q.pointId))!,
    verified: true
  }),
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

beforeAll(async () => {
  await testUtils.createApp()
})

describe('tickets', () => {
  it('lists tickets with event, time and both statuses', async () => {
    await open('/pages/account/tickets/index')
    await findText('产品发布会')
    expectShows(currentPage(), '年度大会', '待审核', '报名成功', '未签到')
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    fire.click(byLabel('年度大会 门票'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/tickets/detail/index?id=9' }))
    nav.mockRestore()
  })

  it('shows the ticket QR, code, attendee, time and place, and offers the calendar file', async () => {
    Taro.clearStorageSync()
    ticketAnswer = ticket()
    await open('/pages/account/tickets/detail/index?id=9')
    await findText('TK2026ABC')
    const qr = byLabel('门票二维码，票号 TK2026ABC')
    expect(qr.getAttribute('src')).toBe('/api/open/qrCode/gen?content=TK2026ABC')
    expectShows(currentPage(), '张三（138****0000）', '上海市浦东新区')
    expect(currentPage().textContent).not.toContain('离线')
    const created: Blob[] = []
    ;(URL as unknown as Record<string, unknown>).createObjectURL = (b: Blob) => {
      created.push(b)
      return 'blob:ics'
    }
    ;(URL as unknown as Record<string, unknown>).revokeObjectURL = () => undefined
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    fire.click(button('添加到日历'))
    expect(created).toHaveLength(1)
    expect(created[0].type).toContain('text/calendar')
    expect(click).toHaveBeenCalled()
    click.mockRestore()
  })

  it('shows the copy kept on the device, marked offline, when the network fails', async () => {
    ticketAnswer = () => {
      throw new Error('offline')
    }
    await open('/pages/account/tickets/detail/index?id=9')
    await findText('离线')
    expectShows(currentPage(), 'TK2026ABC', '保存在本机的门票')
  })

  it('shows the server error with a retry when nothing is kept', async () => {
    Taro.clearStorageSync()
    await open('/pages/account/tickets/detail/index?id=9')
    await findText('网络')
    expect(button('重试')).toBeTruthy()
    ticketAnswer = ticket()
  })
})

describe('success page', () => {
  it('shows the ticket and subscribes to reminders once', async () => {
    const toasts = spyToasts()
    await open('/pages/form/success/index?submissionId=77&eventId=50&ticketId=9')
    await findText('TK2026ABC')
    expect(currentPage().textContent).toContain('报名成功')
    fire.click(button('订阅活动提醒'))
    await findText('已订阅活动提醒')
    expect(api.callsTo('/ca/v1/event/50/subscribeNotice')[0].data).toEqual({ templateIds: ['EVENT_REMINDER'] })
    expect(toasts).toContain('已订阅活动提醒')
    expect(button('查看我的门票')).toBeTruthy()
    expect(button('返回活动')).toBeTruthy()
  })
})

describe('check-in and sign-out', () => {
  it('checks in by phone and shows the ticket status', async () => {
    await open('/pages/event/checkin/index?id=50')
    await findText('手机号签到')
    await waitFor(() => expect(inputValue('报名手机号')).toBe('13800000000'))
    fire.click(button('手机号签到'))
    await findText('签到成功')
    expectShows(currentPage(), '已签到', '参会人：张三')
  })

  it('shows the server message when the phone has no sign-up', async () => {
    await open('/pages/event/checkin/index?id=50')
    await findText('手机号签到')
    await typeInto('报名手机号', '13900000000', fire)
    fire.click(button('手机号签到'))
    await findText('签到失败：没有找到该手机号的报名')
  })

  it('offers the typed code when the web cannot scan, and checks in by code', async () => {
    await open('/pages/event/checkin/index?id=50')
    await findText('扫码签到')
    fire.click(button('扫码签到'))
    await findText('当前环境不支持扫码，请输入门票上的票号')
    fire.click(button('票号签到'))
    await findText('请输入门票上的票号')
    await typeInto('票号', 'TK2026ABC', fire)
    fire.click(button('票号签到'))
    await findText('签到成功')
    expect(api.callsTo('/ca/v1/event/50/attendee/checkIn').pop()?.data).toEqual({ code: 'TK2026ABC' })
  })

  it('checks in by name and cellphone', async () => {
    await open('/pages/attendee/attendee-inputcheckin/index?id=50')
    await findText('确认签到')
    fire.click(button('确认签到'))
    await findText('请填写报名时的姓名')
    expect(currentPage().textContent).toContain('请填写报名手机号')
    await typeInto('姓名', '张三', fire)
    await typeInto('手机号', '13800000000', fire)
    fire.click(button('确认签到'))
    await findText('签到成功')
    expect(api.callsTo('/ca/v1/event/50/attendee/checkIn').pop()?.data).toEqual({ name: '张三', cellphone: '13800000000' })
  })

  it('signs out by cellphone or by code', async () => {
    await open('/pages/attendee/attendee-signout/index?id=50')
    await findText('确认签退')
    await waitFor(() => expect(inputValue('报名手机号')).toBe('13800000000'))
    fire.click(button('确认签退'))
    await findText('签退成功')
    expect(currentPage().textContent).toContain('已签退')
    expect(api.callsTo('/ca/v1/event/50/attendee/signOut').pop()?.data).toEqual({ cellphone: '13800000000' })
    fire.click(button('票号'))
    await typeInto('票号', 'TK2026ABC', fire)
    fire.click(button('确认签退'))
    await waitFor(() => expect(api.callsTo('/ca/v1/event/50/attendee/signOut').pop()?.data).toEqual({ code: 'TK2026ABC' }))
  })

  it('shows an error with a way home for a link without an event id', async () => {
    await open('/pages/event/checkin/index')
    await findText('链接缺少必要的参数')
  })
})

describe('interaction', () => {
  it('verifies a point and ticks it, one request at a time', async () => {
    interaction = {
      id: 1,
      title: '展台打卡',
      description: '集齐积分换礼品',
      eventId: 50,
      points: [
        { pointId: 1, name: '签到台', description: '', reward: 10, verified: true },
        { pointId: 2, name: 'AI 展台', description: '体验产品演示', reward: 20, verified: false }
      ]
    }
    const toasts = spyToasts()
    await open('/pages/interaction/index?id=1')
    await findText('AI 展台')
    expect(currentPage().textContent).toContain('已完成 1/2，已获得 10 积分')
    const verify = byLabel('核销 AI 展台')
    fire.click(verify)
    fire.click(verify)
    await findText('已完成 2/2，已获得 30 积分')
    expect(api.callsTo('/ca-open/v1/onSiteInteractive/point/record/verify')).toHaveLength(1)
    expect(api.callsTo('/ca-open/v1/onSiteInteractive/point/record/verify')[0].query.pointId).toBe('2')
    expect(toasts).toContain('核销成功，获得 20 积分')
    expect(currentPage().querySelectorAll('.point-list__item--done')).toHaveLength(2)
  })

  it('tells a web visitor to tap the point instead of scanning', async () => {
    await open('/pages/interaction/index?id=1')
    await findText('扫码核销')
    fire.click(button('扫码核销'))
    await findText('当前环境不支持扫码')
  })
})

describe('schedule', () => {
  it('switches days and filters by track, with speakers', async () => {
    await open('/pages/schedule/index?id=50')
    await findText('开幕致辞')
    expectShows(currentPage(), '增长实践', '李雷')
    expect(currentPage().textContent).not.toContain('出海圆桌')
    fire.click(byText('分会场'))
    await waitFor(() => expect(currentPage().textContent).not.toContain('开幕致辞'))
    expect(currentPage().textContent).toContain('韩梅梅')
    fire.click(byText('第2天'))
    await findText('出海圆桌')
    expect(currentPage().textContent).not.toContain('增长实践')
    const tab = currentPage().querySelectorAll('[role=tab]')[1]
    expect(tab.getAttribute('aria-selected')).toBe('true')
  })
})

describe('verify phone', () => {
  it('sends a code with a countdown, verifies, binds and goes to the safe redirect', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await open('/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Findex')
    await findText('验证并绑定')
    await typeInto('手机号', '13900000000', fire)
    fire.click(button('获取验证码'))
    await findText('60s 后重发')
    expect(api.callsTo('/open/auth/code')[0].query).toMatchObject({ account: '13900000000', type: '0' })
    await typeInto('短信验证码', '000000', fire)
    fire.click(button('验证并绑定'))
    await findText('验证码错误')
    await typeInto('短信验证码', '123456', fire)
    fire.click(button('验证并绑定'))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/account/index' }))
    expect(api.callsTo('/open/v1/wx/bindCellphone')[0].query).toMatchObject({ code: 'bind-1', appId: 'web', bind: 'true' })
    redirect.mockRestore()
  })

  it('ignores a redirect that leaves the app and goes back instead', async () => {
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await open('/pages/verify-phone/index?redirect=https%3A%2F%2Fevil.example')
    await findText('验证并绑定')
    await typeInto('手机号', '13900000000', fire)
    await typeInto('短信验证码', '123456', fire)
    fire.click(button('验证并绑定'))
    await waitFor(() => expect(back).toHaveBeenCalled())
    expect(redirect).not.toHaveBeenCalled()
    back.mockRestore()
    redirect.mockRestore()
    await tick(10)
  })
})

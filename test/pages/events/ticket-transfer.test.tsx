import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { TicketTransferClaim, TicketTransferState } from '../../../types/contract'
import { expectShows, fieldLabelled, fromFirstPageEachTest, openShowing, recordToasts, topPageElement, typeInto } from '../../support/page'
import { appPerFile } from '../../support/app'
import { envelope, mockApi } from '../../utils/mock-api'
import { login, member, ticket } from '../forms/fixtures'

/** Extension ticketTransfer: 转让门票 on the ticket, its form, and the receiver's claim screen with the SMS step. */

const testUtils = appPerFile()
const fire = testUtils.fireEvent
const DETAIL = '/pages/account/tickets/detail/index?id=9'
const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const CLAIM = `/pages/account/tickets/claim/index?token=${TOKEN}`

const upcoming = ticket({ startTime: '2099-03-05T14:00:00+08:00', endTime: '2099-03-05T17:00:00+08:00' })
const state = (over: Partial<TicketTransferState> = {}): TicketTransferState => ({
  ticketId: 9,
  transferable: true,
  reason: null,
  reaudit: false,
  pending: null,
  ...over
})
const offer = { token: TOKEN, toName: '李雷', toCellphone: '138****2222', createdAt: '2099-03-01T02:00:00Z', expiresAt: '2099-03-03T02:00:00Z' }
const claim = (over: Partial<TicketTransferClaim> = {}): TicketTransferClaim => ({
  eventId: 50,
  eventTitle: '年度大会',
  startTime: upcoming.startTime,
  endTime: upcoming.endTime,
  address: '上海市浦东新区',
  fromName: '张三',
  toName: '李雷',
  toCellphone: '138****2222',
  expiresAt: '2099-03-03T02:00:00Z',
  status: 'PENDING',
  reason: null,
  ...over
})
let ticketAnswer: () => unknown = () => upcoming
let stateAnswer: TicketTransferState = state()
let claimAnswer: TicketTransferClaim = claim()
const started = (name: string) => (stateAnswer = state({ pending: { ...offer, toName: name } }))
let startReply: (name: string) => unknown = started
let claimReply: () => unknown = () => ({ ...upcoming, ticketId: 12, code: 'NEWCODE8', attendeeName: '李雷' })
const api = mockApi({
  'GET /open/v1/extensions': { features: ['ticketTransfer'] },
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': () => ticketAnswer(),
  'GET /ca/v1/event/ticket/9/cancelled': envelope(404, null, '门票不存在'),
  'GET /ca/v1/event/ticket/9/transfer': () => stateAnswer,
  'POST /ca/v1/event/ticket/9/transfer': (_q: unknown, body: { name: string }) => startReply(body.name),
  'POST /ca/v1/event/ticket/9/transfer/withdraw': () => (stateAnswer = state()),
  [`GET /ca/v1/event/ticketTransfer/${TOKEN}`]: () => claimAnswer,
  [`POST /ca/v1/event/ticketTransfer/${TOKEN}/claim`]: () => claimReply(),
  'GET /open/auth/code': { sent: true, retryAfter: 60 }
})

beforeEach(() => {
  ticketAnswer = () => upcoming
  stateAnswer = state()
  claimAnswer = claim()
  startReply = started
  claimReply = () => ({ ...upcoming, ticketId: 12, code: 'NEWCODE8', attendeeName: '李雷' })
  api.clearCalls()
})
fromFirstPageEachTest('showToast', 'redirectTo', 'showModal')

const transfers = () => api.callsTo('/ca/v1/event/ticket/9/transfer').filter(c => c.method === 'POST')

/** Opens the ticket, fills its transfer form for 李雷 (13811112222) and sends it; answers the page's queries. */
async function sendTransferToLi() {
  const screen = await openShowing(DETAIL, '转让门票', 5000)
  fire.click(screen.getByRole('button', { name: '转让门票' }))
  await typeInto(fieldLabelled('对方姓名'), '李雷')
  await typeInto(fieldLabelled('对方手机号'), '13811112222')
  fire.click(screen.getByRole('button', { name: '生成领取链接' }))
  return screen
}

describe('转让门票 on the ticket', () => {
  it('is offered on a transferable ticket and hidden on one that may not change hands', async () => {
    await openShowing(DETAIL, '转让门票', 5000)
    stateAnswer = state({ transferable: false, reason: '已签到的门票不能转让' })
    const screen = await openShowing(DETAIL, '取消报名', 5000)
    await waitFor(() => expect(api.callsTo('/ca/v1/event/ticket/9/transfer').length).toBeGreaterThan(1))
    await waitFor(() => expect(screen.queryByRole('button', { name: '转让门票' })).toBeNull())
  })

  it("checks the receiver's name and phone by the shared rule before sending anything", async () => {
    const screen = await openShowing(DETAIL, '转让门票', 5000)
    fire.click(screen.getByRole('button', { name: '转让门票' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '生成领取链接' })).toBeTruthy())
    fire.click(screen.getByRole('button', { name: '生成领取链接' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('请填写对方的姓名'))
    expect(topPageElement().textContent).toContain('请填写对方的手机号')
    await typeInto(fieldLabelled('对方姓名'), '李雷')
    await typeInto(fieldLabelled('对方手机号'), '1381111')
    fire.click(screen.getByRole('button', { name: '生成领取链接' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('请输入正确的11位手机号'))
    expect(transfers()).toHaveLength(0)
  })

  it('sends the transfer and shows the claim link to copy, then takes it back', async () => {
    const toasts = recordToasts()
    const copied = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const screen = await sendTransferToLi()
    await waitFor(() => expect(topPageElement().textContent).toContain('等待 李雷（138****2222）领取'))
    expect(transfers().map(c => c.data)).toEqual([{ name: '李雷', cellphone: '13811112222' }])
    expect(toasts).toContain('已生成领取链接')
    fire.click(screen.getByRole('button', { name: '复制领取链接' }))
    await waitFor(() => expect(copied).toHaveBeenCalledWith(expect.stringContaining(`/web/h/pages/account/tickets/claim/index?token=${TOKEN}`)))
    fire.click(screen.getByRole('button', { name: '撤回转让' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '转让门票' })).toBeTruthy())
    expect(api.callsTo('/ca/v1/event/ticket/9/transfer/withdraw')).toHaveLength(1)
  })

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    startReply = () => envelope(409, null, '该手机号已报名此活动，不能再接收门票')
    const screen = await sendTransferToLi()
    await waitFor(() => expect(topPageElement().textContent).toContain('该手机号已报名此活动'))
    expect(screen.getByRole('button', { name: '生成领取链接' })).toBeTruthy()
  })
})

describe('the old holder after the transfer', () => {
  it('drops the copy kept on the device once the ticket answers 404, so no stale entry code opens offline', async () => {
    await openShowing(DETAIL, 'TK2026ABC', 5000)
    await waitFor(() => expect(JSON.stringify(Taro.getStorageSync('deviceTickets'))).toContain('TK2026ABC'))
    ticketAnswer = () => envelope(404, null, '门票不存在')
    await openShowing(DETAIL, '不属于当前登录的账号', 5000)
    await waitFor(() => expect(JSON.stringify(Taro.getStorageSync('deviceTickets') || '')).not.toContain('TK2026ABC'))
  })
})

describe("the receiver's claim screen", () => {
  it('shows the event and the giver, sends the code to the typed phone and claims, then opens the new ticket', async () => {
    const toasts = recordToasts()
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing(CLAIM, '张三 把门票转让给你', 5000)
    expectShows(topPageElement(), '年度大会', '李雷（138****2222）')
    await typeInto(fieldLabelled('手机号'), '13811112222')
    fire.click(screen.getByRole('button', { name: '获取验证码' }))
    await waitFor(() => expect(api.callsTo('/open/auth/code')).toHaveLength(1))
    await typeInto(fieldLabelled('短信验证码'), '123456')
    fire.click(screen.getByRole('button', { name: '验证并领取' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/account/tickets/detail/index?id=12' }))
    expect(api.callsTo(`/ca/v1/event/ticketTransfer/${TOKEN}/claim`).map(c => c.data)).toEqual([{ cellphone: '13811112222', smsCode: '123456' }])
    expect(toasts).toContain('已领取门票')
  })

  it("shows the server's refusal of a claim beside the form", async () => {
    claimReply = () => envelope(400, null, '验证码错误或已过期，还可再试4次')
    const screen = await openShowing(CLAIM, '验证并领取', 5000)
    await typeInto(fieldLabelled('手机号'), '13811112222')
    await typeInto(fieldLabelled('短信验证码'), '000000')
    fire.click(screen.getByRole('button', { name: '验证并领取' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('验证码错误或已过期'))
  })

  it('says why a spent or withdrawn link cannot be claimed, with no SMS step', async () => {
    claimAnswer = claim({ status: 'WITHDRAWN', reason: '转让已被对方撤回' })
    const screen = await openShowing(CLAIM, '转让已被对方撤回', 5000)
    expect(screen.queryByRole('button', { name: '验证并领取' })).toBeNull()
  })
})

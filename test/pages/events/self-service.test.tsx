import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Registration, ReminderPlan } from '../../../types/contract'
import {
  expectToOpen,
  fieldLabelled,
  fieldValue,
  fromFirstPageEachTest,
  openShowing,
  queriesOnTop,
  recordToasts,
  topPageElement,
  typeInto
} from '../../support/page'
import { appPerFile } from '../../support/app'
import { mockApi } from '../../utils/mock-api'
import { deferred } from '../../support/deferred'
import * as eventsApi from '@/features/events/api'
import { f, form, login, member, ticket } from '../forms/fixtures'
import { setSubscribePlatform } from '../../support/subscribe-platform'

/** Issue #29 items 2 and 3 on the ticket: 修改报名信息 (registrationEdit) and its reminders (reminders). */

jest.mock('../../../src/services/platform/subscribe', () => jest.requireActual('../../support/subscribe-platform').switchableSubscribe())

const testUtils = appPerFile()
const fire = testUtils.fireEvent
const DETAIL = '/pages/account/tickets/detail/index?id=9'
const EDIT = '/pages/form/index?id=1&eventId=50&ticketId=9'

// The ticket's event starts well after any date these tests run on.
const upcoming = ticket({ startTime: '2099-03-05T14:00:00+08:00', endTime: '2099-03-05T17:00:00+08:00' })
const registration = (over: Partial<Registration> = {}): Registration => ({
  ticketId: 9,
  attendeeId: 3,
  eventId: 50,
  formId: 1,
  values: { name: '张三', cellphone: '13800000000', company: '华联零售' },
  auditStatus: 'APPROVED',
  editable: true,
  reason: null,
  reaudit: true,
  ...over
})
const WX = 'wx-tmpl-event-reminder'
const TT = 'tt-tmpl-event-reminder'
const plan = (subscribed: boolean): ReminderPlan => ({
  eventId: 50,
  subscribed,
  reminders: [
    { kind: 'T24H', at: '2099-03-04T06:00:00Z', sent: false },
    { kind: 'T1H', at: '2099-03-05T05:00:00Z', sent: false }
  ],
  subscribeTemplates: { weapp: { waitlistOffer: null, eventReminder: WX, hotLead: null }, tt: { waitlistOffer: null, eventReminder: TT, hotLead: null } }
})
/** The mini-program's subscribe dialog, answering `answer` per template id. */
const subscribeDialog = (answer: Record<string, string>) =>
  jest.spyOn(Taro, 'requestSubscribeMessage').mockResolvedValue({ errMsg: 'requestSubscribeMessage:ok', ...answer } as never)
const sentTemplateIds = () => api.callsTo('/ca/v1/event/50/subscribeNotice').map(c => c.data)
let registrationAnswer: Registration = registration()
let ticketAnswer: () => unknown = () => upcoming
let subscribed = false
const routes: Record<string, unknown> = {
  'GET /open/v1/extensions': { features: ['waitlist', 'registrationEdit', 'reminders'] },
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': () => ticketAnswer(),
  'GET /ca/v1/event/ticket/9/registration': () => registrationAnswer,
  // Kept like the server keeps it: the next GET answers what was saved.
  'POST /ca/v1/event/ticket/9/registration': (_q: unknown, data: { values: Record<string, unknown> }) =>
    (registrationAnswer = registration({ values: data.values as Registration['values'], auditStatus: 'PENDING', reaudit: false })),
  'GET /ca/v1/event/50/reminders': () => plan(subscribed),
  'POST /ca/v1/event/50/subscribeNotice': () => {
    subscribed = true
    return { subscribed: true }
  },
  'GET /open/v1/account/getFormById': form({
    submitted: true,
    fields: [f('name', '姓名', 'TEXT', { required: true }), f('cellphone', '手机号', 'PHONE', { required: true }), f('company', '公司名称', 'TEXT')]
  }),
  'GET /ca-open/v1/companyAccount/form/submitted': true
}
const api = mockApi(routes)

beforeEach(() => {
  registrationAnswer = registration()
  ticketAnswer = () => upcoming
  subscribed = false
  api.clearCalls()
})
afterEach(() => {
  setSubscribePlatform(null)
})
fromFirstPageEachTest('showToast', 'navigateBack', 'redirectTo', 'requestSubscribeMessage')

describe('the ticket with the self-service extensions', () => {
  it('offers 修改报名信息, which opens the event form for this ticket', async () => {
    const screen = await openShowing(DETAIL, '修改报名信息', 5000)
    await expectToOpen(EDIT, () => fire.click(screen.getByRole('button', { name: '修改报名信息' })))
  })

  it('offers no 修改报名信息 once the registration can no longer change', async () => {
    registrationAnswer = registration({ editable: false, reason: '已签到，不能再修改报名信息' })
    const screen = await openShowing(DETAIL, '活动提醒', 5000)
    await waitFor(() => expect(api.callsTo('/ca/v1/event/ticket/9/registration')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: '修改报名信息' })).toBeNull()
  })

  it('turns the reminders on, and then says when they come (the web: no dialog, no template ids)', async () => {
    const toasts = recordToasts()
    const dialog = subscribeDialog({ [WX]: 'accept' })
    const screen = await openShowing(DETAIL, '开启活动提醒', 5000)
    fire.click(screen.getByRole('button', { name: '开启活动提醒' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('已开启活动提醒'))
    expect(topPageElement().textContent).toContain('24 小时（03-04 14:00）、1 小时（03-05 13:00）')
    expect(sentTemplateIds()).toEqual([{ templateIds: [] }])
    expect(dialog).not.toHaveBeenCalled()
    expect(toasts).toContain('已开启活动提醒')
  })
})

describe('the success page', () => {
  it('keeps a 订阅活动提醒 tap made before the ticket landed (the button moves into the ticket)', async () => {
    const late = deferred<unknown>()
    ticketAnswer = () => late.promise
    const screen = await openShowing('/pages/form/success/index?submissionId=77&eventId=50&ticketId=9', '订阅活动提醒', 5000)
    fire.click(screen.getByRole('button', { name: '订阅活动提醒' }))
    await waitFor(() => expect(sentTemplateIds()).toHaveLength(1))
    late.resolve(upcoming)
    await waitFor(() => expect(topPageElement().textContent).toContain('TK2026ABC'))
    await waitFor(() => expect(screen.getByRole('button', { name: '已订阅活动提醒' })).toBeTruthy())
    expect(screen.queryByRole('button', { name: '订阅活动提醒' })).toBeNull()
  })
})

describe('event reminders on a mini-program: the tap asks for the reminder template the plan names', () => {
  it('on WeChat, 开启活动提醒 shows the subscribe dialog in the tap and sends the accepted id', async () => {
    setSubscribePlatform('weapp')
    const dialog = subscribeDialog({ [WX]: 'accept' })
    const screen = await openShowing(DETAIL, '开启活动提醒', 5000)
    fire.click(screen.getByRole('button', { name: '开启活动提醒' }))
    // In the tap's own handler, before any request: the platform shows the dialog only there.
    expect(dialog).toHaveBeenCalledWith({ tmplIds: [WX] })
    await waitFor(() => expect(topPageElement().textContent).toContain('已开启活动提醒'))
    expect(sentTemplateIds()).toEqual([{ templateIds: [WX] }])
  })

  it('on Douyin, 订阅活动提醒 after signing up asks for its own template and sends it', async () => {
    setSubscribePlatform('tt')
    const dialog = subscribeDialog({ [TT]: 'accept' })
    // Calls through: its promise is how the test knows the plan has landed (the page takes it as it comes).
    const planAsked = jest.spyOn(eventsApi, 'getReminderPlan')
    const screen = await openShowing('/pages/form/success/index?submissionId=77&eventId=50&ticketId=9', '订阅活动提醒', 5000)
    await waitFor(() => expect(api.callsTo('/ca/v1/event/50/reminders')).toHaveLength(1))
    await planAsked.mock.results[0].value
    planAsked.mockRestore()
    fire.click(screen.getByRole('button', { name: '订阅活动提醒' }))
    expect(dialog).toHaveBeenCalledWith({ tmplIds: [TT] })
    await waitFor(() => expect(screen.getByRole('button', { name: '已订阅活动提醒' })).toBeTruthy())
    expect(sentTemplateIds()).toEqual([{ templateIds: [TT] }])
  })

  it('subscribes to the notices alone when the visitor refuses the message', async () => {
    setSubscribePlatform('weapp')
    const dialog = subscribeDialog({ [WX]: 'reject' })
    const screen = await openShowing(DETAIL, '开启活动提醒', 5000)
    fire.click(screen.getByRole('button', { name: '开启活动提醒' }))
    await waitFor(() => expect(topPageElement().textContent).toContain('已开启活动提醒'))
    expect(dialog).toHaveBeenCalledTimes(1)
    expect(sentTemplateIds()).toEqual([{ templateIds: [] }])
  })
})

describe('changing the registration', () => {
  it('opens the form with the registered answers and saves a change in place', async () => {
    const toasts = recordToasts()
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing(EDIT, '保存修改', 5000)
    expect(topPageElement().textContent).toContain('修改后需主办方重新审核')
    await waitFor(() => expect(fieldValue(fieldLabelled('公司名称'))).toBe('华联零售'))
    await typeInto(fieldLabelled('公司名称'), '华联零售集团')
    fire.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(api.callsTo('/ca/v1/event/ticket/9/registration').filter(c => c.method === 'POST')).toHaveLength(1))
    const sent = api.callsTo('/ca/v1/event/ticket/9/registration').find(c => c.method === 'POST')!.data as { values: Record<string, unknown> }
    expect(sent.values).toEqual({ name: '张三', cellphone: '13800000000', company: '华联零售集团' })
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(0)
    await waitFor(() => expect(toasts).toContain('已保存，等待主办方重新审核'))
    // Back to the ticket it was opened from.
    await waitFor(() => expect(back).toHaveBeenCalledWith({ delta: 1 }))
  })

  it('a second edit opens with the first edit saved, and saves over it, not over the old answers', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const first = await openShowing(EDIT, '保存修改', 5000)
    await waitFor(() => expect(fieldValue(fieldLabelled('公司名称'))).toBe('华联零售'))
    await typeInto(fieldLabelled('公司名称'), '华联零售集团')
    fire.click(first.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(api.callsTo('/ca/v1/event/ticket/9/registration').filter(c => c.method === 'POST')).toHaveLength(1))
    const second = await openShowing(EDIT, '保存修改', 5000)
    await waitFor(() => expect(fieldValue(fieldLabelled('公司名称'))).toBe('华联零售集团'))
    await typeInto(fieldLabelled('姓名'), '张三丰')
    fire.click(second.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(api.callsTo('/ca/v1/event/ticket/9/registration').filter(c => c.method === 'POST')).toHaveLength(2))
    const sent = api.callsTo('/ca/v1/event/ticket/9/registration').filter(c => c.method === 'POST')[1].data as { values: Record<string, unknown> }
    expect(sent.values).toEqual({ name: '张三丰', cellphone: '13800000000', company: '华联零售集团' })
  })

  it('says why a registration cannot change any more', async () => {
    registrationAnswer = registration({ editable: false, reason: '活动已开始，不能再修改报名信息' })
    await openShowing(EDIT, '暂不能修改报名信息', 5000)
    expect(topPageElement().textContent).toContain('活动已开始，不能再修改报名信息')
    expect(queriesOnTop().getByRole('button', { name: '返回门票' })).toBeTruthy()
  })
})

import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import type { GroupAddMembersBody, GroupMember, GroupRegistration, GroupRegistrationBody, GroupRegistrationState } from '../../../types/contract'
import {
  fieldValue,
  fromFirstPageEachTest,
  openShowing,
  queriesOnTop,
  recordToasts,
  startAppWithStore,
  stubIntersectionObserver,
  topPageElement,
  typeInto
} from '../../support/page'
import { testEventInfo } from '../../support/events'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { detail } from '../content-details/fixtures'
import { f, form, login, member, ticket } from '../forms/fixtures'

/** Extension groupRegistration: the event's 团体报名 entry, the group's form, the leader's member list, 我的门票's groups. */

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent
const PAGE = '/pages/form/index?id=1&eventId=50&group=1'

const groupForm = form({
  fields: [
    f('name', '姓名', 'TEXT', { required: true }),
    f('cellphone', '手机号', 'PHONE', { required: true }),
    f('company', '公司名称', 'COMPANY', { required: true }),
    f('title', '职位', 'TEXT'),
    f('agree', '《隐私政策》', 'AGREEMENT', { required: true })
  ]
})
const state = (over: Partial<GroupRegistrationState> = {}): GroupRegistrationState => ({
  eventId: 50,
  eventTitle: '年度大会',
  formId: 1,
  minMembers: 2,
  maxMembers: 10,
  seatsLeft: 120,
  open: true,
  reason: null,
  needsPhone: false,
  group: null,
  ...over
})
const person = (memberId: number, name: string, cellphone: string, over: Partial<GroupMember> = {}): GroupMember => ({
  memberId,
  ticketId: 100 + memberId,
  name,
  cellphone,
  status: 'ACTIVE',
  auditStatus: 'PENDING',
  checkinStatus: 'NOT_CHECKED_IN',
  leader: false,
  cancellable: true,
  replaceable: true,
  reason: null,
  ...over
})
const group = (members: GroupMember[]): GroupRegistration => ({
  groupId: 7,
  eventId: 50,
  eventTitle: '年度大会',
  startTime: '2099-03-05T14:00:00+08:00',
  endTime: '2099-03-05T17:00:00+08:00',
  address: '上海市浦东新区',
  formId: 1,
  shared: { company: '华联零售', agree: true },
  createdAt: '2099-03-01T02:00:00Z',
  active: members.filter(m => m.status === 'ACTIVE').length,
  members,
  replacementsLeft: 18,
  addable: 10 - members.filter(m => m.status === 'ACTIVE').length
})
const registered = group([person(1, '李雷', '138****2222'), person(2, '韩梅梅', '138****3333')])

let stateAnswer: () => unknown = () => state()
let registerReply: (body: GroupRegistrationBody) => unknown = () => registered
let addReply: (body: GroupAddMembersBody) => unknown = () => registered
const api = mockApi({
  'GET /open/v1/extensions': { features: ['groupRegistration'] },
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /open/v1/account/getFormById': groupForm,
  'GET /ca-open/v1/companyAccount/form/submitted': false,
  'GET /open/v1/common/enterpriseInfo/searchByName': [],
  'GET /ca/v1/event/50/group': () => stateAnswer(),
  'POST /ca/v1/event/50/group': (_q: unknown, body: GroupRegistrationBody) => registerReply(body),
  'POST /ca/v1/event/group/7/member/1/cancel': () =>
    group([
      person(1, '李雷', '138****2222', { status: 'CANCELLED', ticketId: null, cancellable: false, replaceable: false, auditStatus: null }),
      person(2, '韩梅梅', '138****3333')
    ]),
  'POST /ca/v1/event/group/7/member/2/replace': () =>
    group([person(1, '李雷', '138****2222'), person(2, '韩梅梅', '138****3333', { status: 'REPLACED', ticketId: null }), person(3, '王五', '136****5678')]),
  'POST /ca/v1/event/group/7/members': (_q: unknown, body: GroupAddMembersBody) => addReply(body),
  'GET /ca/v1/event/group/list': () => [registered],
  // The tickets the leader holds for members without an account, beside one of another event.
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [
    ticket({ ticketId: 101, attendeeName: '李雷' }),
    ticket({ ticketId: 102, attendeeName: '韩梅梅' }),
    ticket({ ticketId: 9, eventId: 51, eventTitle: '开放日', attendeeName: '张三' })
  ],
  'GET /open/v1/entityData/entityDataDetail/60': detail({
    id: 60,
    entityDataId: 60,
    entityType: 'EVENT',
    contentType: 5,
    title: '闭门圆桌',
    registerWebsiteFormId: 9,
    event: testEventInfo({ signedUpCount: 2 })
  })
})

beforeAll(async () => {
  stubIntersectionObserver()
  await startAppWithStore(testUtils)
})
beforeEach(() => {
  stateAnswer = () => state()
  registerReply = () => registered
  addReply = () => registered
  api.clearCalls()
})
fromFirstPageEachTest('showToast', 'showModal', 'navigateTo')

/** The card of one member (成员 1, 成员 2…) or of the shared answers (共同信息). */
const place = (name: string) => within(queriesOnTop().getByRole('group', { name }))
const fieldIn = (name: string, label: string) => place(name).getAllByLabelText(label)[0]
const posts = () => api.callsTo('/ca/v1/event/50/group').filter(c => c.method === 'POST')
const submitButton = () => queriesOnTop().getByRole('button', { name: /^提交团体报名/ })

async function fillMember(name: string, person: { name: string; phone: string }) {
  await typeInto(fieldIn(name, '姓名'), person.name)
  await typeInto(fieldIn(name, '手机号'), person.phone)
}

async function fillShared() {
  await typeInto(fieldIn('共同信息', '公司名称'), '华联零售')
  fire.click(place('共同信息').getByRole('checkbox', { name: /^我已阅读并同意/ }))
}

describe('the group form', () => {
  it('checks every member before sending (empty answers, a repeated phone), then registers the group and lists it', async () => {
    const toasts = recordToasts()
    const screen = await openShowing(PAGE, '提交团体报名（2 人）', 5000)
    expect(topPageElement().textContent).toContain('年度大会')
    expect(topPageElement().textContent).toContain('当前还剩 120 个名额')
    fire.click(submitButton())
    await waitFor(() => expect(place('成员 1').getByText('请填写姓名')).toBeTruthy())
    expect(place('成员 2').getByText('请填写手机号')).toBeTruthy()
    expect(place('共同信息').getByText('请填写公司名称')).toBeTruthy()

    await fillShared()
    await fillMember('成员 1', { name: '李雷', phone: '13811112222' })
    await fillMember('成员 2', { name: '韩梅梅', phone: '13811112222' })
    fire.click(submitButton())
    await waitFor(() => expect(place('成员 2').getByText('手机号与前面的成员重复，每人需填写自己的手机号')).toBeTruthy())
    expect(posts()).toHaveLength(0)

    await typeInto(fieldIn('成员 2', '手机号'), '13811113333')
    // A third person can be added and taken off again.
    fire.click(screen.getByRole('button', { name: /添加成员（还可添加 8 人）/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: '提交团体报名（3 人）' })).toBeTruthy())
    fire.click(screen.getByRole('button', { name: '移除成员 3' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '提交团体报名（2 人）' })).toBeTruthy())

    fire.click(submitButton())
    await waitFor(() => expect(posts()).toHaveLength(1))
    const sent = posts()[0].data as GroupRegistrationBody
    expect(sent.shared).toEqual({ company: '华联零售', agree: true })
    expect(sent.members).toEqual([
      { values: { name: '李雷', cellphone: '13811112222', title: null } },
      { values: { name: '韩梅梅', cellphone: '13811113333', title: null } }
    ])
    expect(sent.idempotencyKey).toBeTruthy()
    const list = await screen.findByRole('list', { name: '团体成员' })
    expect(within(list).getByRole('listitem', { name: '李雷 待审核' }).textContent).toContain('138****2222')
    expect(toasts).toContain('团体报名成功，已为 2 人报名')
  })

  it("shows the server's refusal beside the member's answer it names, keeping everything typed", async () => {
    registerReply = () => envelope(409, { member: 1, field: 'cellphone' }, '第 2 位成员：该手机号已报名此活动')
    await openShowing(PAGE, '提交团体报名（2 人）', 5000)
    await fillShared()
    await fillMember('成员 1', { name: '李雷', phone: '13811112222' })
    await fillMember('成员 2', { name: '韩梅梅', phone: '13900000000' })
    fire.click(submitButton())
    await waitFor(() => expect(place('成员 2').getByText('该手机号已报名此活动')).toBeTruthy())
    const failure = queriesOnTop()
      .getAllByRole('alert')
      .find(a => a.textContent?.includes('提交失败'))
    expect(failure?.textContent).toContain('第 2 位成员：该手机号已报名此活动')
    expect(fieldValue(fieldIn('成员 1', '姓名'))).toBe('李雷')
    expect(fieldValue(fieldIn('成员 2', '手机号'))).toBe('13900000000')
    expect(fieldValue(fieldIn('共同信息', '公司名称'))).toBe('华联零售')
  })

  it("asks for the leader's verified phone first, and comes back here after it", async () => {
    stateAnswer = () => state({ needsPhone: true })
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing(PAGE, '请先验证你的手机号', 5000)
    fire.click(screen.getByRole('button', { name: '验证手机号' }))
    await waitFor(() => expect(nav).toHaveBeenCalled())
    expect(decodeURIComponent(String((nav.mock.calls[0][0] as { url: string }).url))).toContain('redirect=/pages/form/index?id=1&eventId=50&group=1')
    expect(posts()).toHaveLength(0)
  })

  it('says why a group cannot register, with the way back to the event', async () => {
    stateAnswer = () => state({ open: false, reason: '活动名额已满', seatsLeft: 0 })
    await openShowing(PAGE, '活动名额已满', 5000)
    expect(queriesOnTop().queryByRole('button', { name: /^提交团体报名/ })).toBeNull()
  })
})

describe("the leader's group", () => {
  it('cancels one member after confirming, and gives another seat to a new person', async () => {
    stateAnswer = () => state({ open: false, reason: '你已为该活动团体报名', group: registered })
    const toasts = recordToasts()
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const screen = await openShowing(PAGE, '2 人有效报名', 5000)
    fire.click(screen.getByRole('button', { name: '取消 李雷 的报名' }))
    await waitFor(() => expect(screen.getByRole('listitem', { name: '李雷 已取消' })).toBeTruthy())
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('李雷 的门票作废') }))
    expect(toasts).toContain('已取消 李雷 的报名')

    fire.click(screen.getByRole('button', { name: '更换 韩梅梅' }))
    const sheet = within(await screen.findByRole('dialog', { name: '更换成员：韩梅梅' }))
    fire.click(sheet.getByRole('button', { name: '确认更换' }))
    await waitFor(() => expect(sheet.getByText('请填写姓名')).toBeTruthy())
    await typeInto(sheet.getAllByLabelText('姓名')[0], '王五')
    await typeInto(sheet.getAllByLabelText('手机号')[0], '13612345678')
    fire.click(sheet.getByRole('button', { name: '确认更换' }))
    await waitFor(() => expect(screen.getByRole('listitem', { name: '王五 待审核' })).toBeTruthy())
    expect(api.callsTo('/ca/v1/event/group/7/member/2/replace').map(c => c.data)).toEqual([{ values: { name: '王五', cellphone: '13612345678', title: null } }])
    expect(screen.getByRole('listitem', { name: '韩梅梅 已更换' })).toBeTruthy()
    expect(toasts).toContain('已更换成员')
  })
})

describe("adding to the leader's group", () => {
  it('adds two people in one sheet, checked first, with a refusal shown beside the person it names', async () => {
    stateAnswer = () => state({ open: false, reason: '你已为该活动团体报名', group: registered })
    const toasts = recordToasts()
    const screen = await openShowing(PAGE, '2 人有效报名', 5000)
    fire.click(screen.getByRole('button', { name: '+ 添加成员（还可添加 8 人）' }))
    const sheet = within(await screen.findByRole('dialog', { name: '添加成员' }))
    const card = (name: string) => within(sheet.getByRole('group', { name }))
    fire.click(sheet.getByRole('button', { name: '+ 再添加一人（还可添加 7 人）' }))
    fire.click(sheet.getByRole('button', { name: '确认添加（2 人）' }))
    await waitFor(() => expect(card('成员 2').getByText('请填写姓名')).toBeTruthy())
    await typeInto(card('成员 1').getAllByLabelText('姓名')[0], '王五')
    await typeInto(card('成员 1').getAllByLabelText('手机号')[0], '13612345678')
    await typeInto(card('成员 2').getAllByLabelText('姓名')[0], '赵六')
    await typeInto(card('成员 2').getAllByLabelText('手机号')[0], '13811112222')

    addReply = () => envelope(409, { member: 1, field: 'cellphone' }, '第 2 位成员：该手机号已报名此活动')
    fire.click(sheet.getByRole('button', { name: '确认添加（2 人）' }))
    await waitFor(() => expect(card('成员 2').getByText('该手机号已报名此活动')).toBeTruthy())
    expect(fieldValue(card('成员 1').getAllByLabelText('姓名')[0])).toBe('王五')

    addReply = () => group([...registered.members, person(3, '王五', '136****5678'), person(4, '赵六', '138****3333')])
    await typeInto(card('成员 2').getAllByLabelText('手机号')[0], '13811113333')
    fire.click(sheet.getByRole('button', { name: '确认添加（2 人）' }))
    await waitFor(() => expect(screen.getByRole('listitem', { name: '赵六 待审核' })).toBeTruthy())
    expect(api.callsTo('/ca/v1/event/group/7/members').map(c => c.data)).toEqual([
      {
        members: [{ values: { name: '王五', cellphone: '13612345678', title: null } }, { values: { name: '赵六', cellphone: '13811112222', title: null } }]
      },
      {
        members: [{ values: { name: '王五', cellphone: '13612345678', title: null } }, { values: { name: '赵六', cellphone: '13811113333', title: null } }]
      }
    ])
    expect(toasts).toContain('已添加 2 位成员')
    expect(screen.getByRole('button', { name: '+ 添加成员（还可添加 6 人）' })).toBeTruthy()
  })

  it('offers no 添加成员 once the group is at its most', async () => {
    stateAnswer = () => state({ open: false, reason: '你已为该活动团体报名', group: { ...registered, addable: 0 } })
    const screen = await openShowing(PAGE, '2 人有效报名', 5000)
    expect(screen.queryByRole('button', { name: /添加成员/ })).toBeNull()
  })
})

describe('the ways in', () => {
  it('offers 团体报名 on an event open for registration, opening the group page', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing('/pages/event/index?id=60', '为同事一起报名', 5000)
    fire.click(within(screen.getByTestId('group-entry')).getByRole('button', { name: '团体报名' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/form/index?id=9&eventId=60&group=1' }))
  })

  it("lists the leader's groups in 我的门票, each opening its page, and names the holder of each ticket of a group", async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openShowing('/pages/account/tickets/index', '2 人有效报名', 5000)
    await waitFor(() => expect(topPageElement().textContent).toContain('参会人：李雷'))
    expect(topPageElement().textContent).toContain('参会人：韩梅梅')
    expect(topPageElement().textContent).not.toContain('参会人：张三')
    const groups = within(screen.getByRole('group', { name: '我的团体报名' }))
    fire.click(groups.getByText('年度大会'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/form/index?id=1&eventId=50&group=1' }))
  })
})

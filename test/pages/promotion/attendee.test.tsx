import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import type { Attendee } from '../../../types/contract'
import { envelope, page } from '../../utils/mock-api'
import { fieldValue, findNativeLabelled, nativeLabelled, openOnTop, queriesOnTop, serveApp, typeInto, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { attendee, eventWithForm, LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
const LIST = '/ca-open/v1/promote/getApplicantsList/5'
const AUDIT = '/ca/v1/event/attendee/batchAudit'
const BEHALF = '/open/v1/account/form/behalfSubmit'
const MODIFY = '/open/v1/account/form/modifyProfileData'

const body = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data)
let rows: Attendee[] = []
let behalfAnswer: unknown = null
const routes: Record<string, unknown> = {
  [LOGIN]: login(['PROMOTER']),
  [`GET ${LIST}`]: (q: Record<string, string>) => page(rows.filter(r => !q.auditStatus || r.auditStatus === q.auditStatus)),
  [`POST ${AUDIT}`]: () => ({ updated: 2 }),
  'GET /ca/v1/event/attendee/info': (q: Record<string, string>) => rows.find(r => String(r.attendeeId) === q.attendeeId),
  ...eventWithForm([{ key: 'region', label: '所在地区', type: 'REGION' }]),
  [`POST ${BEHALF}`]: () => behalfAnswer,
  [`POST ${MODIFY}`]: (q: Record<string, string>, data: unknown) => {
    const values = (body(data) as { values: Record<string, string> }).values
    return { ...rows.find(r => String(r.attendeeId) === q.attendeeId), name: values.name, values }
  }
}

const AUDIT_PAGE = '/pages/promo/attendee/index?eventId=5'
const tap = (role: 'button' | 'checkbox' | 'tab' | 'radio', name: string) => testUtils.fireEvent.click(queriesOnTop().getByRole(role, { name }))
/** The attendee rows on the page (a row has no role of its own; its 查看…的资料 button names the attendee). */
const rowCount = () => queriesOnTop().queryAllByTestId(/^attendee-\d+$/).length
const row = (id: number) => within(queriesOnTop().getByTestId(`attendee-${id}`))
const sheet = () => within(queriesOnTop().getByRole('dialog'))
/** A field of the open sheet's form, by its label (find… waits for it to render). */
const field = (label: string) => nativeLabelled(label, sheet())
const findField = (label: string) => findNativeLabelled(label, sheet())

/** Opens the audit page of event 5 and waits for its four attendees. */
async function openAudit() {
  const screen = await openOnTop(AUDIT_PAGE)
  await waitFor(() => expect(rowCount()).toBe(4))
  return screen
}

describe('attendee audit', () => {
  const api = serveApp(testUtils, routes)
  beforeAll(() => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
  })
  beforeEach(() => {
    rows = [
      attendee(1),
      attendee(2, { checkinStatus: 'CHECKED_IN' }),
      attendee(3, { auditStatus: 'APPROVED' }),
      attendee(4, { auditStatus: 'REJECTED', values: { name: '参会人4', phone: '13900000004', size: '客户' } })
    ]
    behalfAnswer = null
    api().clearCalls()
  })
  fromFirstPageEachTest('showToast')

  it('lists the event’s attendees with audit and check-in badges', async () => {
    await openAudit()
    const second = row(2)
    expect(second.getByText('待审核')).toBeTruthy()
    expect(second.getByText('已签到')).toBeTruthy()
    expect(second.getByText('139****0002')).toBeTruthy()
  })

  it('filters by audit status', async () => {
    await openAudit()
    tap('tab', '待审核')
    await waitFor(() => expect(rowCount()).toBe(2))
    expect(api().callsTo(LIST).pop()?.query.auditStatus).toBe('PENDING')
    tap('tab', '全部')
    await waitFor(() => expect(rowCount()).toBe(4))
    expect(api().callsTo(LIST).pop()?.query.auditStatus).toBeUndefined()
  })

  it('select-all on the page selects every pending row and clears them again', async () => {
    const screen = await openAudit()
    tap('checkbox', '全选本页待审核')
    await screen.findByText('已选 2 人')
    tap('checkbox', '全选本页待审核')
    await screen.findByText('已选 0 人')
  })

  it('offers no box for attendees already approved or rejected, so they cannot be audited again', async () => {
    await openAudit()
    expect(queriesOnTop().queryByRole('checkbox', { name: '选择参会人3' })).toBeNull()
    expect(queriesOnTop().queryByRole('checkbox', { name: '选择参会人4' })).toBeNull()
    expect(queriesOnTop().getByRole('checkbox', { name: '选择参会人1' })).toBeTruthy()
  })

  it('marks registrations made on someone’s behalf and offers no approval of one’s own', async () => {
    // The signed-in promoter is account 2: attendee 5 is theirs, made on behalf and not confirmed by the person yet.
    rows.push(attendee(5, { behalfBy: 2, behalfConfirmed: false }), attendee(6, { behalfBy: 77, behalfConfirmed: true }))
    await openOnTop(AUDIT_PAGE)
    await waitFor(() => expect(rowCount()).toBe(6))
    expect(row(5).getByText('代报名·待确认')).toBeTruthy()
    expect(row(6).getByText('代报名')).toBeTruthy()
    expect(queriesOnTop().queryByRole('checkbox', { name: '选择参会人5' })).toBeNull()
    expect(queriesOnTop().getByRole('checkbox', { name: '选择参会人6' })).toBeTruthy()
    tap('checkbox', '全选本页待审核')
    await queriesOnTop().findByText('已选 3 人')
    tap('button', '通过')
    await waitFor(() => expect(api().callsTo(AUDIT)).toHaveLength(1))
    expect(body(api().callsTo(AUDIT)[0].data).attendeeIds).toEqual([1, 2, 6])
  })

  it('approves the selected attendees with one request per double click, updating rows in place', async () => {
    const screen = await openAudit()
    tap('checkbox', '选择参会人1')
    tap('checkbox', '选择参会人2')
    await screen.findByText('已选 2 人')
    const approve = screen.getByRole('button', { name: '通过' })
    testUtils.fireEvent.click(approve)
    testUtils.fireEvent.click(approve)
    await waitFor(() => expect(row(1).getByTestId('audit-status').textContent).toBe('已通过'))
    expect(row(2).getByTestId('audit-status').textContent).toBe('已通过')
    expect(row(4).getByTestId('audit-status').textContent).toBe('已拒绝')
    const calls = api().callsTo(AUDIT)
    expect(calls).toHaveLength(1)
    expect(body(calls[0].data)).toEqual({ eventId: 5, attendeeIds: [1, 2], auditType: 'APPROVE' })
    await screen.findByText('已选 0 人')
  })

  it('shows an attendee’s form values under the form’s labels, and saves edits', async () => {
    const screen = await openAudit()
    tap('button', '查看参会人4的资料')
    await waitFor(() => expect(sheet().getByText('参会身份', { exact: false })).toBeTruthy())
    expect(sheet().getByText('客户', { exact: false })).toBeTruthy()
    expect(sheet().queryByText('13900000004')).toBeNull()
    expect(sheet().getAllByText('139****0004').length).toBeGreaterThan(0)
    tap('button', '编辑资料')
    await waitFor(() => expect(fieldValue(field('姓名'))).toBe('参会人4'))
    await typeInto(await findField('姓名'), '王小明')
    tap('button', '保存资料')
    await waitFor(() => expect(api().callsTo(MODIFY)).toHaveLength(1))
    const call = api().callsTo(MODIFY)[0]
    expect(call.query.attendeeId).toBe('4')
    expect(body(call.data)).toEqual({ values: { name: '王小明', phone: '13900000004', size: '客户' } })
    await waitFor(() => expect(row(4).getByText('王小明')).toBeTruthy())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps what was typed when registering on behalf fails, and sends the form on retry', async () => {
    behalfAnswer = envelope(400, null, '该手机号已报名')
    const toast = jest.spyOn(Taro, 'showToast')
    const screen = await openAudit()
    tap('button', '代报名')
    await typeInto(await findField('姓名'), '赵敏')
    await typeInto(await findField('手机号'), '13700000000')
    tap('radio', '合作伙伴')
    await typeInto(await findField('所在地区'), '上海')
    tap('button', '提交代报名')
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '该手机号已报名' })))
    expect(fieldValue(field('姓名'))).toBe('赵敏')
    expect(fieldValue(field('手机号'))).toBe('13700000000')

    const listCalls = api().callsTo(LIST).length
    behalfAnswer = attendee(9, { name: '赵敏', behalfBy: 2 })
    rows.push(behalfAnswer as Attendee)
    await waitFor(() => tap('button', '提交代报名'))
    await waitFor(() => expect(api().callsTo(BEHALF)).toHaveLength(2))
    expect(body(api().callsTo(BEHALF)[1].data)).toEqual({
      websiteFormId: 7,
      submitFormType: 'REGISTER_EVENT',
      contentEntityId: 5,
      values: { name: '赵敏', phone: '13700000000', size: '合作伙伴', region: '上海' }
    })
    await screen.findByTestId('attendee-9')
    expect(api().callsTo(LIST).length).toBeGreaterThan(listCalls)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not send an incomplete behalf form and says what is missing', async () => {
    await openAudit()
    tap('button', '代报名')
    await typeInto(await findField('手机号'), '123')
    tap('button', '提交代报名')
    await waitFor(() => expect(sheet().getByText('请填写姓名')).toBeTruthy())
    expect(sheet().getByText('请输入正确的11位手机号')).toBeTruthy()
    expect(api().callsTo(BEHALF)).toHaveLength(0)
  })

  it('explains a missing event id instead of loading anything', async () => {
    await openOnTop('/pages/promo/attendee/index')
    await queriesOnTop().findByText('链接缺少必要的参数', { exact: false })
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Attendee } from '../../../types/contract'
import { envelope, page } from '../../utils/mock-api'
import { serveApp } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { attendee, bodyText, byLabel, byText, LOGIN, login } from './fixtures'

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
  'GET /open/v1/entityData/entityDataDetail/5': { id: 5, entityDataId: 5, title: '春季产品发布会', registerWebsiteFormId: 7 },
  'GET /open/v1/account/getFormById': {
    id: 7,
    title: '报名表',
    fields: [
      { key: 'name', label: '姓名', type: 'TEXT', required: true, placeholder: '', options: [] },
      { key: 'phone', label: '手机号', type: 'PHONE', required: true, placeholder: '', options: [] },
      { key: 'size', label: '参会身份', type: 'RADIO', required: false, placeholder: '', options: ['客户', '合作伙伴'] },
      { key: 'region', label: '所在地区', type: 'REGION', required: false, placeholder: '', options: [] }
    ]
  },
  [`POST ${BEHALF}`]: () => behalfAnswer,
  [`POST ${MODIFY}`]: (q: Record<string, string>, data: unknown) => {
    const values = (body(data) as { values: Record<string, string> }).values
    return { ...rows.find(r => String(r.attendeeId) === q.attendeeId), name: values.name, values }
  }
}

const checkbox = byLabel
const sheet = () => document.querySelector('[role="dialog"]') as HTMLElement
function type(name: string, value: string) {
  const input = sheet().querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) throw new Error(`no input ${name}`)
  input.value = value
  // Taro's fireEvent applies `target` like Testing Library's, though its type only names InputEventInit
  testUtils.fireEvent.input(input, { target: { value } } as InputEventInit)
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
  })

  it('lists the event’s attendees with audit and check-in badges', async () => {
    await Taro.navigateTo({ url: '/pages/promo/attendee/index?eventId=5' })
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="attendee-"]').length).toBe(4))
    const second = document.querySelector('[data-testid="attendee-2"]')
    expect(second?.textContent).toContain('待审核')
    expect(second?.textContent).toContain('已签到')
    expect(second?.textContent).toContain('139****0002')
  })

  it('filters by audit status', async () => {
    testUtils.fireEvent.click(byText('待审核', '[role="tab"]'))
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="attendee-"]').length).toBe(2))
    expect(api().callsTo(LIST).pop()?.query.auditStatus).toBe('PENDING')
    testUtils.fireEvent.click(byText('全部', '[role="tab"]'))
    await waitFor(() => expect(document.querySelectorAll('[data-testid^="attendee-"]').length).toBe(4))
    expect(api().callsTo(LIST).pop()?.query.auditStatus).toBeUndefined()
  })

  it('select-all on the page selects every row and clears them again', async () => {
    testUtils.fireEvent.click(checkbox('全选本页'))
    await waitFor(() => expect(document.querySelector('[data-testid="selected-count"]')?.textContent).toBe('已选 4 人'))
    testUtils.fireEvent.click(checkbox('全选本页'))
    await waitFor(() => expect(document.querySelector('[data-testid="selected-count"]')?.textContent).toBe('已选 0 人'))
  })

  it('approves the selected attendees with one request per double click, updating rows in place', async () => {
    testUtils.fireEvent.click(checkbox('选择参会人1'))
    testUtils.fireEvent.click(checkbox('选择参会人2'))
    await waitFor(() => expect(document.querySelector('[data-testid="selected-count"]')?.textContent).toBe('已选 2 人'))
    const approve = byText('通过')
    testUtils.fireEvent.click(approve)
    testUtils.fireEvent.click(approve)
    await waitFor(() => expect(document.querySelector('[data-testid="attendee-1"] [data-testid="audit-status"]')?.textContent).toBe('已通过'))
    expect(document.querySelector('[data-testid="attendee-2"] [data-testid="audit-status"]')?.textContent).toBe('已通过')
    expect(document.querySelector('[data-testid="attendee-4"] [data-testid="audit-status"]')?.textContent).toBe('已拒绝')
    const calls = api().callsTo(AUDIT)
    expect(calls).toHaveLength(1)
    expect(body(calls[0].data)).toEqual({ eventId: 5, attendeeIds: [1, 2], auditType: 'APPROVE' })
    await waitFor(() => expect(document.querySelector('[data-testid="selected-count"]')?.textContent).toBe('已选 0 人'))
  })

  it('shows an attendee’s form values under the form’s labels, and saves edits', async () => {
    testUtils.fireEvent.click(byLabel('查看参会人4的资料'))
    await waitFor(() => expect(sheet()?.textContent).toContain('参会身份'))
    expect(sheet().textContent).toContain('客户')
    testUtils.fireEvent.click(byText('编辑资料'))
    await waitFor(() => expect(sheet()?.querySelector('input[name="name"]')).toBeTruthy())
    expect(sheet().querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('参会人4')
    type('name', '王小明')
    testUtils.fireEvent.click(byText('保存资料'))
    await waitFor(() => expect(api().callsTo(MODIFY)).toHaveLength(1))
    const call = api().callsTo(MODIFY)[0]
    expect(call.query.attendeeId).toBe('4')
    expect(body(call.data)).toEqual({ values: { name: '王小明', phone: '13900000004', size: '客户' } })
    await waitFor(() => expect(document.querySelector('[data-testid="attendee-4"]')?.textContent).toContain('王小明'))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('keeps what was typed when registering on behalf fails, and sends the form on retry', async () => {
    behalfAnswer = envelope(400, null, '该手机号已报名')
    const toast = jest.spyOn(Taro, 'showToast')
    testUtils.fireEvent.click(byText('代报名'))
    await waitFor(() => expect(sheet()?.querySelector('input[name="phone"]')).toBeTruthy())
    type('name', '赵敏')
    type('phone', '13700000000')
    testUtils.fireEvent.click(byText('合作伙伴', '[role="radio"]'))
    type('region', '上海')
    testUtils.fireEvent.click(byText('提交代报名'))
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '该手机号已报名' })))
    expect(sheet().querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('赵敏')
    expect(sheet().querySelector<HTMLInputElement>('input[name="phone"]')?.value).toBe('13700000000')

    const listCalls = api().callsTo(LIST).length
    behalfAnswer = attendee(9, { name: '赵敏', behalfBy: 2 })
    rows.push(behalfAnswer as Attendee)
    await waitFor(() => testUtils.fireEvent.click(byText('提交代报名')))
    await waitFor(() => expect(api().callsTo(BEHALF)).toHaveLength(2))
    expect(body(api().callsTo(BEHALF)[1].data)).toEqual({
      websiteFormId: 7,
      submitFormType: 'REGISTER_EVENT',
      contentEntityId: 5,
      values: { name: '赵敏', phone: '13700000000', size: '合作伙伴', region: '上海' }
    })
    await waitFor(() => expect(document.querySelector('[data-testid="attendee-9"]')).toBeTruthy())
    expect(api().callsTo(LIST).length).toBeGreaterThan(listCalls)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('does not send an incomplete behalf form and says what is missing', async () => {
    const before = api().callsTo(BEHALF).length
    testUtils.fireEvent.click(byText('代报名'))
    await waitFor(() => expect(sheet()?.querySelector('input[name="phone"]')).toBeTruthy())
    type('phone', '123')
    testUtils.fireEvent.click(byText('提交代报名'))
    await waitFor(() => expect(sheet().textContent).toContain('请填写姓名'))
    expect(sheet().textContent).toContain('请输入11位手机号')
    expect(api().callsTo(BEHALF)).toHaveLength(before)
    testUtils.fireEvent.click(byLabel('关闭'))
  })

  it('explains a missing event id instead of loading anything', async () => {
    await Taro.navigateTo({ url: '/pages/promo/attendee/index' })
    await waitFor(() => expect(bodyText()).toContain('链接缺少必要的参数'))
  })
})

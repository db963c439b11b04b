import { waitFor, within } from '@testing-library/dom'
import { validateDoor } from '@/features/events/door'
import { TaroTestApp } from '../../utils/taro-app'
import { mockApi } from '../../utils/mock-api'
import { fieldLabelled, fieldValue, openOnTop, queriesOnTop, typeInto, fromFirstPageEachTest } from '../../support/page'
import { doorResult, errorOf, findText, login, member } from '../forms/fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

const api = mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'POST /ca/v1/event/50/attendee/checkInByPhone': doorResult({ checkinStatus: 'CHECKED_IN' }),
  'POST /ca/v1/event/50/attendee/checkIn': doorResult({ checkinStatus: 'CHECKED_IN' }),
  'POST /ca/v1/event/50/attendee/signOut': doorResult({ checkinStatus: 'SIGNED_OUT' })
})

beforeAll(async () => {
  await testUtils.createApp()
})
beforeEach(() => api.clearCalls())
fromFirstPageEachTest()

const tap = (name: string) => fire.click(queriesOnTop().getByRole('button', { name }))
const phone = () => fieldValue(fieldLabelled('报名手机号'))
/** The sign-out mode tab that is selected. */
const selectedMode = () => within(queriesOnTop().getByRole('tablist', { name: '签退方式' })).getByRole('tab', { selected: true }).textContent

describe('door form rules', () => {
  it('checks the phone with the one rule and keeps the door’s empty-text', () => {
    expect(validateDoor('checkin', 'cellphone', { name: '', cellphone: '', code: '' })).toEqual({ cellphone: '请填写报名手机号' })
    expect(validateDoor('checkin', 'cellphone', { name: '', cellphone: '12800000000', code: '' })).toEqual({ cellphone: '请输入正确的11位手机号' })
    expect(validateDoor('signout', 'cellphone', { name: '', cellphone: ' 13800000000 ', code: '' })).toEqual({ cellphone: undefined })
    expect(validateDoor('signout', 'code', { name: '', cellphone: '', code: ' ' })).toEqual({ code: '请输入门票上的票号' })
    expect(validateDoor('by-name', 'code', { name: '', cellphone: '1380000000', code: 'TK1' })).toEqual({
      name: '请填写报名时的姓名',
      cellphone: '请输入正确的11位手机号'
    })
  })
})

describe('DoorForm', () => {
  it('refuses a wrong phone with the one message and sends nothing', async () => {
    await openOnTop('/pages/event/checkin/index?id=50')
    await findText('手机号签到')
    await waitFor(() => expect(phone()).toBe('13800000000'))
    await typeInto(fieldLabelled('报名手机号'), '12800000000')
    tap('手机号签到')
    await findText('请输入正确的11位手机号')
    expect(errorOf('报名手机号')?.textContent).toContain('请输入正确的11位手机号')
    await typeInto(fieldLabelled('报名手机号'), '')
    tap('手机号签到')
    await findText('请填写报名手机号')
    expect(api.callsTo('/ca/v1/event/50/attendee/checkInByPhone')).toHaveLength(0)
  })

  it('switches sign-out between phone and ticket code, clearing the error and keeping the typed phone', async () => {
    await openOnTop('/pages/attendee/attendee-signout/index?id=50')
    const screen = queriesOnTop()
    await findText('确认签退')
    await waitFor(() => expect(phone()).toBe('13800000000'))
    expect(selectedMode()).toBe('手机号')
    await typeInto(fieldLabelled('报名手机号'), '1380000')
    tap('确认签退')
    await findText('请输入正确的11位手机号')

    fire.click(screen.getByRole('tab', { name: '票号' }))
    await waitFor(() => expect(selectedMode()).toBe('票号'))
    await waitFor(() => expect(screen.queryByLabelText('报名手机号')).toBeNull())
    expect(screen.queryByText(/请输入正确的11位手机号/)).toBeNull()
    tap('确认签退')
    await findText('请输入门票上的票号')
    expect(api.callsTo('/ca/v1/event/50/attendee/signOut')).toHaveLength(0)

    fire.click(screen.getByRole('tab', { name: '手机号' }))
    await waitFor(() => expect(phone()).toBe('1380000'))
    expect(screen.queryByText(/请输入门票上的票号/)).toBeNull()
    await typeInto(fieldLabelled('报名手机号'), '13800000000')
    tap('确认签退')
    await findText('签退成功')
    expect(api.callsTo('/ca/v1/event/50/attendee/signOut').pop()?.data).toEqual({ cellphone: '13800000000' })
  })
})

/**
 * A request's success page (a form of no event or course): what happens next as the form says, and where to go on,
 * one primary step and the rest as links; and the request's date of days to come starts at today.
 */
import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { expectToOpen, fieldLabelled, fromFirstPageEachTest, openOnTop, queriesOnTop, topPageElement } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { todayInBeijing } from '@/shared/form-dates'
import { errorOf, f, findText, login, member, pick, trialForm } from './fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

const leadForm = trialForm({
  successText: '顾问将在 1 个工作日内联系你',
  fields: [f('name', '姓名', 'TEXT', { required: true }), f('date', '期望演示日期', 'DATE', { fromToday: true })]
})

mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(member),
  'GET /ca-open/v1/companyAccount/form/submitted': envelope(209, false),
  'GET /open/v1/account/getFormById': leadForm,
  'POST /open/v1/account/submitSurvey': { submissionId: 8, ticket: null }
})

beforeAll(async () => {
  await testUtils.createApp()
})
fromFirstPageEachTest('redirectTo', 'navigateTo')

describe('a request’s success page', () => {
  it('says what comes next as its form does and offers the cases as the one primary step, products, the assistant and home as links', async () => {
    await openOnTop('/pages/form/success/index?submissionId=8&formId=2')
    await findText('顾问将在 1 个工作日内联系你')
    const screen = queriesOnTop()
    expect(topPageElement().textContent).not.toMatch(/感谢你的参与|本次活动/)
    const main = screen.getByRole('link', { name: '看看客户案例' })
    expect(main.className).toMatch(/form-success__main/)
    for (const name of ['了解产品', '问问 AI 助手', '返回首页']) expect(screen.getByRole('link', { name }).className).toMatch(/form-success__link/)
    // One primary step: nothing else on the page is drawn as a button.
    expect(screen.queryAllByRole('button').filter(b => b.closest('.form-success__next'))).toHaveLength(0)
    await expectToOpen('/pages/case-list/index', () => fire.click(main))
  })

  it('says a consultant will call back when the link names no form', async () => {
    await openOnTop('/pages/form/success/index?submissionId=8')
    await findText('顾问将在 1 个工作日内联系你')
  })

  it('refuses a demo date before today on the form', async () => {
    Taro.clearStorageSync()
    await openOnTop('/pages/form/index?id=2')
    await findText('期望演示日期')
    const control = await waitFor(() => fieldLabelled('期望演示日期：请选择期望演示日期'))
    pick(control, '2020-01-01')
    fire.click(queriesOnTop().getByRole('button', { name: '申请试用' }))
    await findText('期望演示日期不能早于今天')
    expect(errorOf('期望演示日期：2020-01-01')?.textContent).toBe('期望演示日期不能早于今天')
    expect(control.getAttribute('min')).toBe(todayInBeijing())
  })
})

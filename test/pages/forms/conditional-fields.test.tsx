/**
 * Conditional form fields on the form page (issue #29 item 5): 公司规模 shows only while 身份 is 企业用户; hidden,
 * it is neither required nor sent, its error goes with it, and the draft does not keep it.
 */
import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { fromFirstPageEachTest, openOnTop, queriesOnTop, topPageElement, typeInto, fieldLabelled } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { readStorage } from '@/services/storage'
import { errorOf, f, findText, login, member, trialForm } from './fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

const conditionalForm = trialForm({
  fields: [
    f('name', '姓名', 'TEXT', { required: true }),
    f('identity', '身份', 'RADIO', { options: ['个人用户', '企业用户'] }),
    f('employees', '公司规模', 'NUMBER', { required: true, min: 1, showWhen: { key: 'identity', equals: '企业用户' } })
  ]
})

const api = mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(member),
  'GET /ca-open/v1/companyAccount/form/submitted': envelope(209, false),
  'GET /open/v1/account/getFormById': conditionalForm,
  'POST /open/v1/account/submitSurvey': { submissionId: 5, ticket: null }
})

const radio = (name: string) => queriesOnTop().getByRole('radio', { name })
const sizeShown = () => queriesOnTop().queryAllByLabelText('公司规模').length > 0
const sent = () => api.callsTo('/open/v1/account/submitSurvey').map(c => (c.data as { values: Record<string, unknown> }).values)

async function openTrial() {
  Taro.clearStorageSync()
  await openOnTop('/pages/form/index?id=2')
  await findText('身份')
  // The native radios come up a moment after the label.
  await waitFor(() => radio('企业用户'))
}

/** A visitor on the trial form (sending it goes to the success page) who typed a name and picked 企业用户: 公司规模 shows. */
async function asCompanyUser(name: string) {
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  await openTrial()
  await typeInto(fieldLabelled('姓名'), name)
  fire.click(radio('企业用户'))
  await waitFor(() => expect(sizeShown()).toBe(true))
}

beforeAll(async () => {
  await testUtils.createApp()
})
beforeEach(() => api.clearCalls())
fromFirstPageEachTest('redirectTo', 'showToast')

describe('form page: a field shown only when an earlier answer matches', () => {
  it('shows 公司规模 for 企业用户 and hides it again for 个人用户', async () => {
    await openTrial()
    expect(sizeShown()).toBe(false)
    fire.click(radio('企业用户'))
    await waitFor(() => expect(sizeShown()).toBe(true))
    fire.click(radio('个人用户'))
    await waitFor(() => expect(sizeShown()).toBe(false))
  })

  it('requires 公司规模 only while shown: its error leaves with it and the form is sent without it', async () => {
    await asCompanyUser('张三')
    await typeInto(fieldLabelled('公司规模'), '')
    fire.click(queriesOnTop().getByRole('button', { name: '申请试用' }))
    await findText('请填写公司规模')
    expect(errorOf('公司规模')?.textContent).toBe('请填写公司规模')
    expect(sent()).toHaveLength(0)
    fire.click(radio('个人用户'))
    await waitFor(() => expect(sizeShown()).toBe(false))
    expect(topPageElement().textContent).not.toContain('请填写公司规模')
    expect(topPageElement().textContent).not.toContain('项需要修改')
    fire.click(queriesOnTop().getByRole('button', { name: '申请试用' }))
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({ name: '张三', identity: '个人用户' })
  })

  it('sends 公司规模 of a 企业用户, and keeps a hidden answer out of the draft', async () => {
    await asCompanyUser('李四')
    await typeInto(fieldLabelled('公司规模'), '120')
    fire.click(radio('个人用户'))
    // The draft is written after the render the answer causes.
    await waitFor(() => {
      const draft = JSON.parse(readStorage<string>('formDraft:2') as string) as { values: Record<string, unknown> }
      expect(draft.values).toEqual({ name: '李四', identity: '个人用户' })
    })
    // Picking 企业用户 again brings back what was typed on this screen.
    fire.click(radio('企业用户'))
    await waitFor(() => expect(sizeShown()).toBe(true))
    fire.click(queriesOnTop().getByRole('button', { name: '申请试用' }))
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toEqual({ name: '李四', identity: '企业用户', employees: 120 })
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { fieldValue, queriesOnTop, typeInto, nativeLabelled } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { testCard } from '../../support/cards'
import { findText, login, member, open, spyToasts } from './fixtures'

const testUtils = new TaroTestApp()
const card = testCard({ name: '李经理', title: '销售总监', department: '华东大区', company: '示例科技', weChat: 'li_wx', intro: '你好' })
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login({ ...member, companyUserId: 1, roles: ['MEMBER', 'PROMOTER', 'UC_USER'] }, 'uc-token-1'),
  'GET /open/ca/v1/businessCard/getBusinessCardByCompanyUserId': card,
  'POST /uc/v1/businessCard/save': (_q: unknown, raw: unknown) => ({ ...card, ...(typeof raw === 'string' ? JSON.parse(raw) : (raw as object)) }),
  'GET /uc/v1/colleagues': [
    { companyUserId: 2, name: '王同事', title: '工程师', department: '研发部', avatar: '', cellphone: '13900000002', email: '', businessCardId: null }
  ]
}
const api = mockApi(routes)
/** A field of the card form, by its label. */
const field = (label: string) => nativeLabelled(label)
const saveCard = () => testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '保存名片' }))

describe('UC area', () => {
  const afterThis: Array<() => unknown> = []
  afterEach(() => afterThis.splice(0).forEach(undo => undo()))
  beforeAll(async () => {
    await testUtils.createApp()
    // Let start-up sign in and store the UC token.
    await waitFor(() => expect(api.callsTo('/ca-open/v1/companyAccount/wxh5/login').length).toBeGreaterThan(0))
  })

  it('loads the business card with the UC token and saves edits', async () => {
    const toasts = spyToasts()
    await open('/pages/uc/apply/index')
    await findText('保存名片')
    await waitFor(() => expect(fieldValue(field('姓名'))).toBe('李经理'))
    expect(api.callsTo('/open/ca/v1/businessCard/getBusinessCardByCompanyUserId')[0].query.companyUserId).toBe('1')
    await typeInto(field('职位'), '副总裁')
    saveCard()
    await waitFor(() => expect(toasts).toContain('名片已保存'))
    const save = api.callsTo('/uc/v1/businessCard/save').pop()!
    expect(save.header['Authorization-Uc']).toBe('uc-token-1')
    const body = typeof save.data === 'string' ? JSON.parse(save.data) : save.data
    expect(body.title).toBe('副总裁')
  })

  it('keeps the edits when saving fails and validates the phone', async () => {
    const saves = routes['POST /uc/v1/businessCard/save']
    routes['POST /uc/v1/businessCard/save'] = envelope(500, null, '名片服务不可用')
    // The next test (in any order) saves against the working route again.
    afterThis.push(() => (routes['POST /uc/v1/businessCard/save'] = saves))
    await open('/pages/uc/apply/index')
    await findText('保存名片')
    await waitFor(() => expect(fieldValue(field('姓名'))).toBe('李经理'))
    await typeInto(field('手机'), '123')
    saveCard()
    await findText('请输入正确的11位手机号')
    await typeInto(field('手机'), '13800000009')
    saveCard()
    await findText('保存失败：名片服务不可用')
    expect(fieldValue(field('手机'))).toBe('13800000009')
  })

  it('lists colleagues and offers call or copy', async () => {
    const sheet = jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'ok' } as never)
    const clip = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await open('/pages/uc/colleagues/index')
    await findText('王同事')
    const screen = queriesOnTop()
    expect(screen.getByText('工程师 · 研发部', { exact: false })).toBeTruthy()
    testUtils.fireEvent.click(screen.getByLabelText('联系 王同事'))
    await waitFor(() => expect(clip).toHaveBeenCalledWith('13900000002'))
    expect(sheet).toHaveBeenCalled()
  })

  it('goes on from uc/login to the redirect once the UC token is there', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      await open('/pages/uc/login/index?redirect=%2Fpages%2Fuc%2Fcolleagues%2Findex')
      await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/uc/colleagues/index' }))
    } finally {
      redirect.mockRestore()
    }
  })
})

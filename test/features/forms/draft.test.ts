import Taro from '@tarojs/taro'
import type { FormField } from '../../../types/contract'
import { clearDraft, DRAFT_MAX_AGE_MS, loadDraft, newIdempotencyKey, saveDraft } from '@/features/forms/draft'
import { prefillFromAccount } from '@/features/forms/prefill'
import { SAMPLE_ACCOUNT } from '@/stores/session-store'

const fields: FormField[] = [
  { key: 'name', label: '姓名', type: 'TEXT', required: true, placeholder: '', options: [] },
  { key: 'tags', label: '兴趣', type: 'CHECKBOX', required: false, placeholder: '', options: ['a', 'b'] },
  { key: 'ok', label: '协议', type: 'AGREEMENT', required: true, placeholder: '', options: [] }
]

describe('form drafts', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('keeps typed values and the fill key across a reload', () => {
    saveDraft(3, { name: '张三', tags: ['a'], ok: true }, 'key-1')
    expect(loadDraft(3, fields)).toMatchObject({ values: { name: '张三', tags: ['a'], ok: true }, idempotencyKey: 'key-1' })
  })

  it('drops values that no longer fit the fields, and old drafts', () => {
    saveDraft(3, { name: 5 as unknown as string, tags: 'x', gone: 'y', ok: true }, 'k')
    expect(loadDraft(3, fields)?.values).toEqual({ ok: true })
    saveDraft(4, { name: 'a' }, 'k', Date.now() - DRAFT_MAX_AGE_MS - 1)
    expect(loadDraft(4, fields)).toBeNull()
    clearDraft(3)
    expect(loadDraft(3, fields)).toBeNull()
  })

  it('brings a region back in the one format, turning older text into names and dropping shapes that are not regions', () => {
    const regionFields: FormField[] = [
      { key: 'region', label: '所在地区', type: 'REGION', required: false, placeholder: '', options: [] },
      { key: 'role', label: '角色', type: 'RADIO', required: false, placeholder: '', options: ['市场', '销售'] },
      { key: 'tags', label: '兴趣', type: 'CHECKBOX', required: false, placeholder: '', options: ['a', 'b'] }
    ]
    saveDraft(5, { region: ['北京市'] }, 'k')
    expect(loadDraft(5, regionFields)?.values).toEqual({ region: ['北京市'] })
    saveDraft(5, { region: '广东省 / 深圳市' }, 'k')
    expect(loadDraft(5, regionFields)?.values).toEqual({ region: ['广东省', '深圳市'] })
    saveDraft(5, { region: ['a', 'b', 'c', 'd'] }, 'k')
    expect(loadDraft(5, regionFields)?.values).toEqual({})
    // Choices the form no longer offers could not be taken back on screen: they are left out.
    saveDraft(5, { role: '已下线', tags: ['a', '已下线'] }, 'k')
    expect(loadDraft(5, regionFields)?.values).toEqual({ tags: ['a'] })
  })

  it('makes a new idempotency key per fill', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })

  it('prefills phone, company and a real name from the account', () => {
    const form = {
      fields: [
        { key: 'name', label: '姓名', type: 'TEXT' as const, required: true, placeholder: '', options: [] },
        { key: 'mobile', label: '手机', type: 'PHONE' as const, required: true, placeholder: '', options: [] },
        { key: 'corp', label: '公司', type: 'COMPANY' as const, required: false, placeholder: '', options: [] }
      ]
    }
    expect(prefillFromAccount(form, { ...SAMPLE_ACCOUNT, name: '李四', cellphone: '13800000000', company: '示例公司' })).toEqual({
      name: '李四',
      mobile: '13800000000',
      corp: '示例公司'
    })
    expect(prefillFromAccount(form, { ...SAMPLE_ACCOUNT, name: '微信用户123' }).name).toBeUndefined()
    expect(prefillFromAccount(form, null)).toEqual({})
  })
})

import type { FormField } from '../../types/contract'
import { conditionMet, hiddenKeys, visibleFields, visibleValues, withoutConditions } from '@/shared/form-conditions'
import { toSubmitValues, validateForm } from '@/features/forms/validation'

const field = (key: string, over: Partial<FormField> = {}): FormField => ({
  key,
  label: key,
  type: 'RADIO',
  required: false,
  placeholder: '',
  options: [],
  ...over
})

// 身份 → 公司规模 (企业用户 only) → 采购流程 (only when 公司规模 is shown and large).
const fields: FormField[] = [
  field('identity', { label: '身份', options: ['个人用户', '企业用户'] }),
  field('size', { label: '公司规模', required: true, options: ['小', '大'], showWhen: { key: 'identity', equals: '企业用户' } }),
  field('procurement', { label: '采购流程', type: 'TEXT', required: true, showWhen: { key: 'size', equals: ['大'] } }),
  field('name', { label: '姓名', type: 'TEXT', required: true })
]
const keys = (list: FormField[]) => list.map(f => f.key)

describe('conditional fields: the rule shared by the app and the server', () => {
  it('matches text equal to the value or one of the values, and a list that ticks one', () => {
    expect(conditionMet({ key: 'a', equals: '企业用户' }, '企业用户')).toBe(true)
    expect(conditionMet({ key: 'a', equals: '企业用户' }, ' 企业用户 ')).toBe(true)
    expect(conditionMet({ key: 'a', equals: ['x', 'y'] }, 'y')).toBe(true)
    expect(conditionMet({ key: 'a', equals: ['x', 'y'] }, ['z', 'x'])).toBe(true)
    expect(conditionMet({ key: 'a', equals: '企业用户' }, '个人用户')).toBe(false)
    expect(conditionMet({ key: 'a', equals: '企业用户' }, null)).toBe(false)
    expect(conditionMet({ key: 'a', equals: '企业用户' }, undefined)).toBe(false)
    expect(conditionMet({ key: 'a', equals: 'true' }, true)).toBe(false)
  })

  it('shows a conditional field only while the earlier answer matches, and hides a chain with it', () => {
    expect(keys(visibleFields(fields, {}))).toEqual(['identity', 'name'])
    expect(keys(visibleFields(fields, { identity: '企业用户' }))).toEqual(['identity', 'size', 'name'])
    expect(keys(visibleFields(fields, { identity: '企业用户', size: '大' }))).toEqual(['identity', 'size', 'procurement', 'name'])
    // 个人用户 hides 公司规模, and 采购流程 that hangs on it, even with an old 大 still typed.
    expect(keys(visibleFields(fields, { identity: '个人用户', size: '大' }))).toEqual(['identity', 'name'])
    expect([...hiddenKeys(fields, { identity: '个人用户', size: '大' })]).toEqual(['size', 'procurement'])
  })

  it('keeps a field whose condition names a later or unknown field hidden', () => {
    const odd = [field('a', { showWhen: { key: 'b', equals: 'x' } }), field('b'), field('c', { showWhen: { key: 'nope', equals: 'x' } })]
    expect(keys(visibleFields(odd, { b: 'x', nope: 'x' }))).toEqual(['b'])
  })

  it('leaves hidden answers out of what is sent or kept', () => {
    expect(visibleValues(fields, { identity: '个人用户', size: '大', procurement: '招标', name: '张三' })).toEqual({ identity: '个人用户', name: '张三' })
  })

  it('gives a server without the extension plain fields: no conditions, conditional ones optional', () => {
    const plain = withoutConditions(fields)
    expect(plain.some(f => 'showWhen' in f)).toBe(false)
    expect(plain.map(f => f.required)).toEqual([false, false, false, true])
    expect(fields[1].showWhen).toBeDefined()
  })
})

describe('the app form under conditions', () => {
  const form = { fields, smsVerify: false }

  it('requires a conditional field only while it is shown', () => {
    expect(Object.keys(validateForm(form, { identity: '企业用户', name: '张三' }))).toEqual(['size'])
    expect(validateForm(form, { identity: '个人用户', name: '张三' })).toEqual({})
  })

  it('does not send a hidden field', () => {
    expect(toSubmitValues(form, { identity: '个人用户', size: '大', procurement: '招标', name: '张三' })).toEqual({ identity: '个人用户', name: '张三' })
    expect(toSubmitValues(form, { identity: '企业用户', size: '小', procurement: '招标', name: '张三' })).toEqual({
      identity: '企业用户',
      size: '小',
      name: '张三'
    })
  })
})

import type { FormField } from '../../../types/contract'
import { controlOf, displayValue, initialValues, toSubmitValues, validateValues } from '../../../src/features/promotion/form-values'

const f = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  label: key,
  type,
  required: false,
  placeholder: '',
  options: [],
  ...extra
})

const fields = [
  f('name', 'TEXT', { required: true }),
  f('phone', 'PHONE', { required: true }),
  f('email', 'EMAIL'),
  f('size', 'RADIO', { options: ['S', 'M'], required: true }),
  f('topics', 'CHECKBOX', { options: ['AI', 'Cloud'] }),
  f('age', 'NUMBER', { min: 18 }),
  f('city', 'REGION')
]

describe('compact promoter form', () => {
  it('edits unsupported field types as text', () => {
    expect(controlOf(f('x', 'REGION'))).toBe('text')
    expect(controlOf(f('x', 'RADIO'))).toBe('text')
    expect(controlOf(f('x', 'RADIO', { options: ['a'] }))).toBe('radio')
  })

  it('starts empty, or from the attendee’s saved values', () => {
    expect(initialValues(fields)).toEqual({ name: '', phone: '', email: '', size: '', topics: [], age: '', city: '' })
    const v = initialValues(fields, { name: '张三', topics: ['AI'], age: 30 })
    expect(v.name).toBe('张三')
    expect(v.topics).toEqual(['AI'])
    expect(v.age).toBe('30')
  })

  it('names missing required fields and bad phone, email and number values', () => {
    const errors = validateValues(fields, { ...initialValues(fields), phone: '123', email: 'x@', age: '12' })
    expect(errors).toEqual({ name: '请填写name', phone: '请输入正确的11位手机号', email: '邮箱格式不正确', size: '请选择size', age: 'age不能小于18' })
  })

  it('accepts complete values', () => {
    expect(validateValues(fields, { ...initialValues(fields), name: '李四', phone: '13900000000', size: 'M' })).toEqual({})
  })

  it('sends trimmed text, numbers as numbers and leaves out empty optional values', () => {
    const out = toSubmitValues(fields, { ...initialValues(fields), name: ' 李四 ', phone: '13900000000', size: 'M', age: '30' })
    expect(out).toEqual({ name: '李四', phone: '13900000000', size: 'M', age: 30 })
  })

  it('shows saved values as text', () => {
    expect(displayValue(['a', 'b'])).toBe('a、b')
    expect(displayValue(true)).toBe('是')
    expect(displayValue(null)).toBe('-')
  })
})

import type { FormField, WebsiteForm } from '../../../types/contract'
import {
  firstErrorKey,
  initialValues,
  isValidEmail,
  maskPhone,
  SMS_CODE_KEY,
  toSubmitValues,
  validateField,
  validateForm,
  validateSmsCode
} from '@/features/forms/validation'
import { isCellphone as isValidPhone } from '@/shared/phone'

const field = (over: Partial<FormField>): FormField => ({ key: 'f', label: '字段', type: 'TEXT', required: false, placeholder: '', options: [], ...over })

describe('phone and email rules', () => {
  it.each([
    ['13800000000', true],
    ['19912345678', true],
    ['12800000000', false],
    ['1380000000', false],
    ['138000000000', false],
    ['23800000000', false],
    ['1380000000a', false],
    [' 13800000000 ', true]
  ])('phone %p valid: %p', (value, ok) => expect(isValidPhone(value)).toBe(ok))

  it.each([
    ['a@b.cn', true],
    ['first.last+tag@mail.example.com', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a@@b.com', false],
    ['a b@c.com', false]
  ])('email %p valid: %p', (value, ok) => expect(isValidEmail(value)).toBe(ok))
})

describe('validateField', () => {
  it('asks for required values in words that fit the field', () => {
    expect(validateField(field({ required: true, label: '姓名' }), '  ')).toBe('请填写姓名')
    expect(validateField(field({ required: true, type: 'RADIO', label: '性别', options: ['男', '女'] }), '')).toBe('请选择性别')
    expect(validateField(field({ required: true, type: 'CHECKBOX', label: '兴趣', options: ['a'] }), [])).toBe('请选择兴趣')
    expect(validateField(field({ required: true, type: 'DATE', label: '到达日期' }), '')).toBe('请选择到达日期')
    expect(validateField(field({ required: true, type: 'REGION', label: '所在地区' }), [])).toBe('请选择所在地区')
    expect(validateField(field({ required: true, type: 'IMAGE', label: '名片' }), '')).toBe('请上传名片')
    expect(validateField(field({ required: true, type: 'FILE', label: '简历' }), null)).toBe('请上传简历')
    expect(validateField(field({ required: true, type: 'AGREEMENT', label: '《隐私政策》' }), false)).toBe('请阅读并勾选同意《隐私政策》')
  })

  it('takes a region at any level and asks again for one that is not a region', () => {
    const region = field({ type: 'REGION', label: '所在地区' })
    expect(validateField(region, ['北京市'])).toBeNull()
    expect(validateField(region, ['广东省', '深圳市', '南山区'])).toBeNull()
    expect(validateField(region, ['a', 'b', 'c', 'd'])).toBe('请重新选择所在地区')
    expect(toSubmitValues({ fields: [{ ...region, key: 'r' }] }, { r: ['北京市'] })).toEqual({ r: ['北京市'] })
    expect(toSubmitValues({ fields: [{ ...region, key: 'r' }] }, { r: [] })).toEqual({ r: [] })
  })

  it('leaves empty optional fields alone', () => {
    for (const type of ['TEXT', 'PHONE', 'EMAIL', 'NUMBER', 'DATE', 'RADIO'] as const) expect(validateField(field({ type }), '')).toBeNull()
  })

  it('checks phone, email and dates when filled', () => {
    expect(validateField(field({ type: 'PHONE' }), '12345')).toBe('请输入正确的11位手机号')
    expect(validateField(field({ type: 'PHONE' }), '13800000000')).toBeNull()
    expect(validateField(field({ type: 'EMAIL' }), 'x@')).toBe('请输入正确的邮箱地址')
    expect(validateField(field({ type: 'DATE', label: '日期' }), '2026-02-30')).toBe('请选择有效的日期')
    expect(validateField(field({ type: 'DATE' }), '2026-02-28')).toBeNull()
  })

  it('keeps numbers within min and max', () => {
    const age = field({ type: 'NUMBER', label: '年龄', min: 18, max: 60 })
    expect(validateField(age, 'abc')).toBe('年龄请输入数字')
    expect(validateField(age, '17')).toBe('年龄请输入18到60之间的数字')
    expect(validateField(age, '61')).toBe('年龄请输入18到60之间的数字')
    expect(validateField(age, '18')).toBeNull()
    expect(validateField(field({ type: 'NUMBER', label: '人数', min: 1 }), '0')).toBe('人数不能小于1')
    expect(validateField(field({ type: 'NUMBER', label: '人数', max: 5 }), '6')).toBe('人数不能大于5')
    expect(validateField(field({ type: 'NUMBER', label: '人数' }), '2.5')).toBeNull()
  })

  it('counts characters (an emoji is one) against maxLength', () => {
    const f = field({ label: '留言', maxLength: 3 })
    expect(validateField(f, '你好呀')).toBeNull()
    expect(validateField(f, '你好呀!')).toBe('留言最多3个字')
    expect(validateField(f, '😀😀😀')).toBeNull()
    expect(validateField(field({ type: 'TEXTAREA', label: '留言', maxLength: 2 }), 'abc')).toBe('留言最多2个字')
  })

  it('refuses choices that are not among the options', () => {
    expect(validateField(field({ type: 'RADIO', label: '场次', options: ['上午', '下午'] }), '晚上')).toBe('请选择有效的场次')
    expect(validateField(field({ type: 'CHECKBOX', label: '兴趣', options: ['a', 'b'] }), ['a', 'z'])).toBe('请选择有效的兴趣')
    expect(validateField(field({ type: 'CHECKBOX', options: ['a', 'b'] }), ['b'])).toBeNull()
  })

  it('accepts a ticked agreement', () => {
    expect(validateField(field({ type: 'AGREEMENT', required: true }), true)).toBeNull()
  })
})

describe('validateForm', () => {
  const form: Pick<WebsiteForm, 'fields' | 'smsVerify'> = {
    smsVerify: true,
    fields: [
      field({ key: 'name', label: '姓名', required: true }),
      field({ key: 'phone', label: '手机', type: 'PHONE', required: true }),
      field({ key: 'note', label: '备注' })
    ]
  }

  it('collects errors in field order, then the SMS code', () => {
    const errors = validateForm(form, { name: '', phone: '1', note: '' }, '')
    expect(Object.keys(errors)).toEqual(['name', 'phone', SMS_CODE_KEY])
    expect(firstErrorKey(form, errors)).toBe('name')
    expect(firstErrorKey(form, { [SMS_CODE_KEY]: 'x' })).toBe(SMS_CODE_KEY)
    expect(validateForm(form, { name: '张三', phone: '13800000000' }, '123456')).toEqual({})
  })

  it('checks the SMS code format', () => {
    expect(validateSmsCode('')).toBe('请输入短信验证码')
    expect(validateSmsCode('12')).toBe('验证码为4-8位数字')
    expect(validateSmsCode('123456')).toBeNull()
  })
})

describe('submit values', () => {
  it('trims text, sends numbers as numbers and empty optional fields as null', () => {
    const form = {
      fields: [
        field({ key: 'name' }),
        field({ key: 'age', type: 'NUMBER' }),
        field({ key: 'tags', type: 'CHECKBOX', options: ['a'] }),
        field({ key: 'ok', type: 'AGREEMENT' }),
        field({ key: 'empty' })
      ]
    }
    expect(toSubmitValues(form, { name: ' 张三 ', age: '30', tags: [], ok: true, empty: ' ' })).toEqual({
      name: '张三',
      age: 30,
      tags: [],
      ok: true,
      empty: null
    })
    expect(initialValues(form)).toEqual({ name: '', age: '', tags: [], ok: false, empty: '' })
  })

  it('masks a phone number for display', () => {
    expect(maskPhone('13800000000')).toBe('138****0000')
    expect(maskPhone(null)).toBe('')
  })
})

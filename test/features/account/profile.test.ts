import { changedProfile, displayName, maskPhone, validateProfile, type ProfileValues } from '../../../src/features/account/profile'
import { cardFromBusinessCard, validateCard } from '../../../src/features/cards/card-form'

const base: ProfileValues = { name: '张三', nickName: '小张', email: '', gender: 0, company: '', title: '' }

describe('profile rules', () => {
  it('requires a name of at most 20 characters', () => {
    expect(validateProfile({ ...base, name: '  ' }).name).toBe('请填写姓名')
    expect(validateProfile({ ...base, name: '一'.repeat(21) }).name).toBe('姓名不能超过20个字')
    expect(validateProfile({ ...base, name: '一'.repeat(20) }).name).toBeUndefined()
  })

  it('checks the email format only when one is given', () => {
    expect(validateProfile({ ...base, email: 'not-an-email' }).email).toBe('邮箱格式不正确')
    expect(validateProfile({ ...base, email: 'a@b' }).email).toBe('邮箱格式不正确')
    expect(validateProfile({ ...base, email: 'zhang@example.com' }).email).toBeUndefined()
    // The server's rule (trust #12): no markup after the domain, a real top level.
    expect(validateProfile({ ...base, email: 'a@b.c<script>' }).email).toBe('邮箱格式不正确')
    expect(validateProfile({ ...base, email: 'a@b.c' }).email).toBe('邮箱格式不正确')
    expect(validateProfile({ ...base, email: 'wang.xiao+demo@yuntu.example.com' }).email).toBeUndefined()
  })

  it('refuses control and bidi characters the server would refuse', () => {
    expect(validateProfile({ ...base, nickName: 'abc\u202Egnp' }).nickName).toBe('不能包含控制字符或文字方向控制字符')
    expect(validateProfile({ ...base, company: 'a\u0000b' }).company).toBe('不能包含控制字符或文字方向控制字符')
    expect(validateProfile(base)).toEqual({})
  })

  it('sends only the changed fields, trimmed', () => {
    expect(changedProfile(base, { ...base, name: ' 李四 ', gender: 2 })).toEqual({ name: '李四', gender: 2 })
    expect(changedProfile(base, { ...base, name: '张三 ' })).toEqual({})
  })

  it('masks the middle of a phone number', () => {
    expect(maskPhone('13800000000')).toBe('138****0000')
    expect(maskPhone(null)).toBe('')
    expect(maskPhone('12345')).toBe('12345')
  })

  it('greets by name, then nickname', () => {
    expect(displayName({ name: '', nickName: '微信用户' })).toBe('微信用户')
    expect(displayName({ name: '王五', nickName: 'x' })).toBe('王五')
    expect(displayName({ name: '', nickName: '' })).toBe('未命名用户')
  })
})

describe('business card rules', () => {
  it('requires a name and checks phone and email when given', () => {
    const values = cardFromBusinessCard({ name: '', cellphone: '123', email: 'x' })
    expect(validateCard(values)).toEqual({ name: '请填写姓名', cellphone: '请输入正确的11位手机号', email: '邮箱格式不正确' })
    expect(validateCard(cardFromBusinessCard({ name: '赵六', cellphone: '13800000001' }))).toEqual({})
  })
})

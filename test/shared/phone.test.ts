import { cellphoneError, isCellphone, CELLPHONE_INVALID } from '../../src/shared/phone'

describe('the phone rule', () => {
  it('accepts 11-digit mainland mobiles, trimmed', () => {
    expect(isCellphone('13800000000')).toBe(true)
    expect(isCellphone(' 19912345678 ')).toBe(true)
  })
  it('refuses landlines, short or long numbers, 12x prefixes and non-strings', () => {
    for (const bad of ['12800000000', '1380000000', '138000000000', '010-12345678', '1380000000a', 13800000000, null, undefined]) {
      expect(isCellphone(bad)).toBe(false)
    }
  })
  it('says what is wrong: empty text first, then the one invalid message', () => {
    expect(cellphoneError('', '请填写报名手机号')).toBe('请填写报名手机号')
    expect(cellphoneError('   ')).toBe('请填写手机号')
    expect(cellphoneError('123')).toBe(CELLPHONE_INVALID)
    expect(cellphoneError('13800000000')).toBeNull()
  })
})

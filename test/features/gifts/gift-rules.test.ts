import { needsShipping, pointsShort, stockText, validateShipping } from '../../../src/features/gifts/gift-rules'

describe('gift rules', () => {
  it('asks for shipping details for physical gifts only', () => {
    expect(needsShipping({ kind: 'THING' })).toBe(true)
    expect(needsShipping({ kind: 'VIRTUAL' })).toBe(false)
  })

  it('requires a receiver, a mobile number and an address', () => {
    expect(validateShipping({ name: '', cellphone: '123', address: '北京' })).toEqual({
      name: '请填写收货人',
      cellphone: '请输入正确的11位手机号',
      address: '请填写详细收货地址'
    })
    expect(validateShipping({ name: '张三', cellphone: '13800000000', address: '北京市朝阳区某路1号' })).toEqual({})
  })

  it('says when a gift is gone', () => {
    expect(stockText({ stock: 0 })).toBe('已兑完')
    expect(stockText({ stock: 3 })).toBe('库存 3')
  })
})

describe('points short of a gift', () => {
  it('is how many points are missing before anyone taps 兑换, 0 when the balance covers it', () => {
    expect(pointsShort({ points: 300 }, 120)).toBe(180)
    expect(pointsShort({ points: 300 }, 300)).toBe(0)
    expect(pointsShort({ points: 300 }, 500)).toBe(0)
  })
})

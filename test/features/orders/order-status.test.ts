import { canCancel, needsPayment, tabPayStatus, toPayParams } from '../../../src/features/orders/order-status'

describe('order rules', () => {
  it('starts no payment for a paid order, and pays or cancels only unpaid ones', () => {
    expect(needsPayment({ payStatus: 'COMPLETE_PAY' })).toBe(false)
    expect(needsPayment({ payStatus: 'WAIT_PAY' })).toBe(true)
    expect(needsPayment({ payStatus: 'CANCELLED' })).toBe(false)
    expect(canCancel({ payStatus: 'WAIT_PAY' })).toBe(true)
    expect(canCancel({ payStatus: 'COMPLETE_PAY' })).toBe(false)
  })

  it('sends no payStatus for the 全部 tab', () => {
    expect(tabPayStatus('ALL')).toBeUndefined()
    expect(tabPayStatus('CANCELLED')).toBe('CANCELLED')
  })

  it('refuses incomplete mini-program pay parameters', () => {
    expect(() => toPayParams({ orderNumber: 'X' })).toThrow('支付参数不完整')
    expect(toPayParams({ timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' })).toEqual({
      timeStamp: '1',
      nonceStr: 'n',
      package: 'p',
      signType: 'MD5',
      paySign: 's'
    })
  })
})

import { decideGate, hasGate } from '../../../src/features/content/gates'

const both = { requireCpContact: true, requireSubscribe: true }

describe('access gates', () => {
  it('lets anyone see content without a gate', () => {
    expect(decideGate(7, 'ARTICLE', { requireCpContact: false, requireSubscribe: false }, { cpContactAdded: null, subscribed: null })).toEqual({ kind: 'open' })
    expect(decideGate(7, 'ARTICLE', null, { cpContactAdded: false, subscribed: false })).toEqual({ kind: 'open' })
    expect(hasGate(undefined)).toBe(false)
  })

  it('asks for the enterprise contact first, with 需要添加企业微信', () => {
    expect(decideGate(7, 'ARTICLE', both, { cpContactAdded: false, subscribed: false })).toEqual({
      kind: 'cp-contact',
      url: '/pages/cp-contact/index?id=7',
      message: '需要添加企业微信'
    })
  })

  it('treats an unknown contact state as not added', () => {
    expect(decideGate(7, 'EVENT', { requireCpContact: true, requireSubscribe: false }, { cpContactAdded: null, subscribed: true }).kind).toBe('cp-contact')
  })

  it('asks for the follow once the contact is added, naming the content type', () => {
    expect(decideGate(9, 'VIDEO', both, { cpContactAdded: true, subscribed: false })).toEqual({
      kind: 'subscribe',
      url: '/pages/subscribe/index?id=9&trackType=VIDEO',
      message: '需要关注公众号'
    })
  })

  it('opens for a visitor who already follows', () => {
    expect(decideGate(9, 'VIDEO', { requireCpContact: false, requireSubscribe: true }, { cpContactAdded: false, subscribed: true })).toEqual({ kind: 'open' })
    expect(decideGate(9, 'VIDEO', both, { cpContactAdded: true, subscribed: true })).toEqual({ kind: 'open' })
  })

  it('knows which content needs the account before showing', () => {
    expect(hasGate({ requireCpContact: false, requireSubscribe: true })).toBe(true)
    expect(hasGate({ requireCpContact: false, requireSubscribe: false })).toBe(false)
  })
})

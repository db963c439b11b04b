import { decideGate, hasGate } from '../../../src/features/content/gates'

const both = { requireCpContact: true, requireSubscribe: true }
const none = { requireCpContact: false, requireSubscribe: false }
const contactOnly = { requireCpContact: true, requireSubscribe: false }
const followOnly = { requireCpContact: false, requireSubscribe: true }

describe('access gates', () => {
  const open = { kind: 'open' } as const
  const askForContact = { kind: 'cp-contact', url: '/pages/cp-contact/index?id=7', message: '需要添加企业微信' } as const
  const askToFollow9 = { kind: 'subscribe', url: '/pages/subscribe/index?id=9&trackType=VIDEO', message: '需要关注公众号' } as const
  const cases: [string, number, string, Parameters<typeof decideGate>[2], Parameters<typeof decideGate>[3], ReturnType<typeof decideGate>][] = [
    ['lets anyone see content without a gate', 7, 'ARTICLE', none, { cpContactAdded: null, subscribed: null }, open],
    ['lets anyone see content with no gate settings', 7, 'ARTICLE', null, { cpContactAdded: false, subscribed: false }, open],
    ['asks for the enterprise contact first, with 需要添加企业微信', 7, 'ARTICLE', both, { cpContactAdded: false, subscribed: false }, askForContact],
    ['treats an unknown contact state as not added', 7, 'EVENT', contactOnly, { cpContactAdded: null, subscribed: true }, askForContact],
    ['asks for the follow once the contact is added, naming the content type', 9, 'VIDEO', both, { cpContactAdded: true, subscribed: false }, askToFollow9],
    ['opens for a visitor who already follows', 9, 'VIDEO', followOnly, { cpContactAdded: false, subscribed: true }, open],
    ['opens for a visitor who already added the contact and follows', 9, 'VIDEO', both, { cpContactAdded: true, subscribed: true }, open]
  ]

  it.each(cases)('%s', (_name, id, type, gate, state, expected) => {
    expect(decideGate(id, type, gate, state)).toEqual(expected)
  })

  it('knows which content needs the account before showing', () => {
    expect(hasGate(undefined)).toBe(false)
    expect(hasGate({ requireCpContact: false, requireSubscribe: true })).toBe(true)
    expect(hasGate({ requireCpContact: false, requireSubscribe: false })).toBe(false)
  })
})

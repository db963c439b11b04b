import { cleanPageProperties, stripSensitiveParams } from '../../../src/services/analytics/sanitize'

describe('stripSensitiveParams', () => {
  it.each([
    ['http://a.com/p?token=1&id=2', 'http://a.com/p?id=2'],
    ['http://a.com/p?id=2&accessToken=x', 'http://a.com/p?id=2'],
    ['http://a.com/p?ACCOUNTKEY=1', 'http://a.com/p'],
    ['http://a.com/p?authorization=Bearer%20x&b=1', 'http://a.com/p?b=1'],
    ['http://a.com/p?Authorization-Ca=x&b=1', 'http://a.com/p?b=1'],
    ['http://a.com/p?UC_TOKEN=x', 'http://a.com/p'],
    ['http://a.com/p?ac%63ountKey=x&k=1', 'http://a.com/p?k=1'],
    ['?token=1', ''],
    ['?a=1&token=2&b=3', '?a=1&b=3'],
    ['#/route?token=1&x=2', '#/route?x=2'],
    ['http://a.com/p?x=1#h?ucToken=9', 'http://a.com/p?x=1#h'],
    ['https://u:p@a.com/p?q=1', 'https://a.com/p?q=1'],
    ['/web/h/pages/index/index', '/web/h/pages/index/index'],
    ['http://a.com/p?tok=1&en=2', 'http://a.com/p?tok=1&en=2'],
    ['', '']
  ])('%s → %s', (input, output) => {
    expect(stripSensitiveParams(input)).toBe(output)
  })

  it('returns an empty string for anything that is not a string', () => {
    expect(stripSensitiveParams(undefined)).toBe('')
    expect(stripSensitiveParams(12)).toBe('')
  })
})

describe('cleanPageProperties', () => {
  it('types, rounds and bounds every field', () => {
    const props = cleanPageProperties({ title: 'x'.repeat(400), url: 'http://a.com/?token=1', width: 375.6, height: -1 })
    expect(props.title).toHaveLength(300)
    expect(props.url).toBe('http://a.com/')
    expect(props.width).toBe(376)
    expect(props.height).toBe(0)
  })
})

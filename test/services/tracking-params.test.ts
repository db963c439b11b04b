import Taro from '@tarojs/taro'
import { parseOcuid, pickTrackingParams, rememberTrackingParams, safeDecode, trackHeader, trackHeaderName, trackHeaderValue } from '@/services/tracking-params'
import { detectAppMode, authEnabled, trackingEnabled } from '@/services/app-mode'

describe('tracking params and ocuid (spec §5)', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('keeps only the four utm keys', () => {
    expect(pickTrackingParams({ utm_scid: 's', utm_uid: 'u', utm_source: 'src', utm_entity_data_id: '9', utm_medium: 'm', other: 'x' })).toEqual({
      utm_scid: 's',
      utm_uid: 'u',
      utm_source: 'src',
      utm_entity_data_id: '9'
    })
  })

  it('drops markup and over-long values', () => {
    expect(pickTrackingParams({ utm_source: '<script>alert(1)</script>', utm_scid: 'x'.repeat(300) })).toEqual({})
    expect(pickTrackingParams({ utm_source: '%3Cimg%20src%3Dx%3E' })).toEqual({})
  })

  it('stores them so later pages keep sending them', () => {
    rememberTrackingParams({ utm_source: 'wechat' })
    expect(rememberTrackingParams({})).toEqual({ utm_source: 'wechat' })
  })

  it.each([
    ['42', 42],
    ['007', 7],
    ['-1', null],
    ['1e309', null],
    ['0x10', null],
    ['0', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['12345678901234567890', null],
    ['%31%32', 12]
  ])('ocuid %s → %s', (input, expected) => {
    expect(parseOcuid(input)).toBe(expected)
  })

  it('builds the track header value as a query string', () => {
    expect(trackHeaderValue({ utm_source: 'a b', utm_uid: '3' }, 5)).toBe('utm_uid=3&utm_source=a%20b&ocuid=5')
    expect(trackHeaderValue({}, null)).toBe('')
  })

  it('decodes bad escapes without throwing', () => {
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('app modes (spec §6)', () => {
  it('editor and restricted modes disable auth and tracking; development disables tracking only', () => {
    const editor = detectAppMode({ editor: '1' }, 'production')
    expect(authEnabled(editor)).toBe(false)
    expect(trackingEnabled(editor)).toBe(false)
    const restricted = detectAppMode({ restricted: '' }, 'production')
    expect(authEnabled(restricted)).toBe(false)
    const dev = detectAppMode({}, 'development')
    expect(authEnabled(dev)).toBe(true)
    expect(trackingEnabled(dev)).toBe(false)
    expect(trackingEnabled(detectAppMode({}, 'production'))).toBe(true)
    expect(detectAppMode({ editor: 'false' }, 'production').editor).toBe(false)
  })
})

describe('track header (spec §5)', () => {
  it('is named "<product>-Track" with the product name in letters, digits and dashes', () => {
    expect(trackHeaderName('Marketing')).toBe('Marketing-Track')
    expect(trackHeaderName('Cloud Map!')).toBe('CloudMap-Track')
    expect(trackHeaderName('云图')).toBe('Marketing-Track')
  })

  it('falls back to the build product name without a company', () => {
    expect(trackHeaderName(null)).toBe(`${PRODUCT_NAME}-Track`)
  })

  it('carries the tracking values, or is left off without any', () => {
    expect(trackHeader({ utm_source: 'poster' }, 8, 'Marketing')).toEqual({ name: 'Marketing-Track', value: 'utm_source=poster&ocuid=8' })
    expect(trackHeader({}, null, 'Marketing')).toBeNull()
  })
})

import { configuredEditorOrigins, isAllowedEditorOrigin, parseEditorOrigins } from '../../../src/services/editor'

const ALLOW = ['https://editor.example.com', 'https://www.example.com:8443']

describe('isAllowedEditorOrigin', () => {
  it.each([
    'http://localhost',
    'http://localhost:8080',
    'http://localhost:10086',
    'http://localhost:65535',
    'http://127.0.0.1',
    'http://127.0.0.1:3000',
    'https://localhost',
    'https://localhost:5173',
    'https://editor.example.com',
    'https://www.example.com:8443'
  ])('accepts %s', origin => {
    expect(isAllowedEditorOrigin(origin, ALLOW)).toBe(true)
  })

  it.each([
    ['a look-alike host', 'https://allowed.example.evil'],
    ['localhost as a subdomain label', 'http://localhost.evil'],
    ['localhost as a prefix', 'http://localhost.evil.com:8080'],
    ['credentials before the host', 'http://localhost@evil'],
    ['credentials before an allowed host', 'https://editor.example.com@evil.com'],
    ['an allowed host as a subdomain', 'https://editor.example.com.evil.com'],
    ['a subdomain of an allowed host', 'https://x.editor.example.com'],
    ['an allowed host over http', 'http://editor.example.com'],
    ['an allowed host on another port', 'https://www.example.com'],
    ['https 127.0.0.1 (not in the local list)', 'https://127.0.0.1'],
    ['another loopback address', 'http://127.0.0.2'],
    ['IPv6 loopback', 'http://[::1]:8080'],
    ['a trailing slash', 'http://localhost:8080/'],
    ['a path', 'http://localhost/editor'],
    ['a query', 'http://localhost?x=1'],
    ['port zero', 'http://localhost:0'],
    ['a port out of range', 'http://localhost:65536'],
    ['a port with a leading zero', 'http://localhost:08080'],
    ['an explicit default port (browsers never send it)', 'http://localhost:80'],
    ['upper case (browsers send lower case)', 'HTTP://LOCALHOST'],
    ['the null origin of sandboxed frames and files', 'null'],
    ['an empty origin', ''],
    ['a file URL', 'file://'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['another scheme', 'ws://localhost:8080'],
    ['whitespace around it', ' http://localhost '],
    ['a trailing dot', 'http://localhost.'],
    ['no scheme', 'localhost:8080'],
    ['a wildcard', '*']
  ])('refuses %s (%s)', (_why, origin) => {
    expect(isAllowedEditorOrigin(origin, ALLOW)).toBe(false)
  })

  it('refuses non-string origins', () => {
    expect(isAllowedEditorOrigin(undefined, ALLOW)).toBe(false)
    expect(isAllowedEditorOrigin(null, ALLOW)).toBe(false)
    expect(isAllowedEditorOrigin(8080, ALLOW)).toBe(false)
  })

  it('ignores allow-list entries that are not plain origins instead of widening them', () => {
    const list = ['*', 'https://*.example.com', 'https://evil.com/path', 'example.com', '']
    expect(isAllowedEditorOrigin('https://a.example.com', list)).toBe(false)
    expect(isAllowedEditorOrigin('https://evil.com', list)).toBe(false)
    expect(isAllowedEditorOrigin('https://example.com', list)).toBe(false)
  })

  it('matches allow-list entries written with a trailing slash, upper case or a default port', () => {
    expect(isAllowedEditorOrigin('https://editor.example.com', ['HTTPS://Editor.Example.com/'])).toBe(true)
    expect(isAllowedEditorOrigin('https://editor.example.com', ['https://editor.example.com:443'])).toBe(true)
  })
})

describe('parseEditorOrigins', () => {
  it('splits the comma-separated build constant, trims and de-duplicates', () => {
    expect(parseEditorOrigins(' https://a.com, https://b.com:8443/ ,https://a.com,,bad,https://*.c.com')).toEqual(['https://a.com', 'https://b.com:8443'])
  })

  it('returns an empty list for a missing value', () => {
    expect(parseEditorOrigins(undefined)).toEqual([])
    expect(parseEditorOrigins('')).toEqual([])
  })

  it('reads EDITOR_ORIGINS', () => {
    expect(configuredEditorOrigins()).toEqual(['https://editor.example.com', 'https://www.example.com'])
  })
})

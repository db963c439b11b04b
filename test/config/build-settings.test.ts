import { miniApiOrigin, webFramework } from '../../config/build-settings'

describe('the API origin of a build', () => {
  it.each(['weapp', 'tt'])('a %s build takes an absolute https origin, without a trailing slash', target => {
    expect(miniApiOrigin(target, 'https://api.example.com')).toBe('https://api.example.com')
    expect(miniApiOrigin(target, ' https://api.example.com:8443/ ')).toBe('https://api.example.com:8443')
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['http', 'http://api.example.com'],
    ['a path', 'https://api.example.com/api'],
    ['no scheme', 'api.example.com'],
    ['protocol-relative', '//api.example.com'],
    ['credentials', 'https://user:pass@api.example.com']
  ])('stops a mini-program build whose origin is %s, naming the setting', (_case, value) => {
    for (const target of ['weapp', 'tt']) {
      expect(() => miniApiOrigin(target, value)).toThrow(`TARO_APP_API_ORIGIN must be the absolute https origin of the API for the ${target} build`)
    }
  })

  it('leaves the web build on its own origin, whatever the setting', () => {
    expect(miniApiOrigin('h5', undefined)).toBe('')
    expect(miniApiOrigin(undefined, 'http://api.example.com')).toBe('')
  })
})

describe('the UI library of a build', () => {
  it('is React unless the web build asks for Preact; mini-programs always take React', () => {
    expect(webFramework('h5', undefined)).toBe('react')
    expect(webFramework('h5', ' Preact ')).toBe('preact')
    expect(webFramework('weapp', 'preact')).toBe('react')
    expect(() => webFramework('h5', 'vue')).toThrow('WEB_FRAMEWORK must be react or preact')
  })
})

import { parseEditorMessage } from '../../../src/services/editor'

describe('parseEditorMessage', () => {
  it.each([
    [{ type: 'preview-theme', themeCode: 'style_a' }],
    [{ type: 'preview-theme', themeConfig: '{"themeColor":"#0052d9"}' }],
    [{ type: 'preview-theme', themeConfig: { moduleTheme: 'theme4' } }],
    [{ type: 'preview-theme', themeColor: '#0052D9' }],
    [{ type: 'preview-theme', themeColor: 'rgb(0, 82, 217)' }],
    [{ type: 'preview-modules', modules: [] }],
    [{ type: 'preview-modules', modules: [{ id: 1, kind: 'TITLE', title: 'x' }] }],
    [{ type: 'navigate', path: '/pages/article/index?id=1' }],
    [{ type: 'navigate', path: '/packages/customized/pages/list/index' }],
    [{ type: 'ping' }]
  ])('accepts %j', data => {
    const result = parseEditorMessage(data)
    expect(result).toEqual({ ok: true, message: data })
  })

  it.each([
    ['a string', 'preview-theme'],
    ['a JSON string', '{"type":"ping"}'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', [{ type: 'ping' }]],
    ['no type', { themeCode: 'style_a' }],
    ['a non-string type', { type: 1 }],
    ['an unknown type', { type: 'eval', code: 'alert(1)' }],
    ['a type with different case', { type: 'PING' }],
    ['a theme preview with nothing to preview', { type: 'preview-theme' }],
    ['a numeric themeCode', { type: 'preview-theme', themeCode: 2 }],
    ['an array themeConfig', { type: 'preview-theme', themeConfig: [] }],
    ['a null themeConfig', { type: 'preview-theme', themeConfig: null }],
    ['a numeric themeConfig', { type: 'preview-theme', themeConfig: 5 }],
    ['a CSS injection as colour', { type: 'preview-theme', themeColor: 'red;background:url(x)' }],
    ['a numeric colour', { type: 'preview-theme', themeColor: 0xff0000 }],
    ['an over-long themeConfig', { type: 'preview-theme', themeConfig: 'x'.repeat(100001) }],
    ['modules not an array', { type: 'preview-modules', modules: { 0: {} } }],
    ['modules missing', { type: 'preview-modules' }],
    ['too many modules', { type: 'preview-modules', modules: new Array(501).fill({}) }],
    ['navigate without path', { type: 'navigate' }],
    ['navigate to an external URL', { type: 'navigate', path: 'https://evil.com/pages/x' }],
    ['navigate to a protocol-relative URL', { type: 'navigate', path: '//evil.com/pages/x' }],
    ['navigate outside the app routes', { type: 'navigate', path: '/admin/index' }],
    ['navigate with a javascript: path', { type: 'navigate', path: 'javascript:alert(1)' }],
    ['navigate climbing out with ..', { type: 'navigate', path: '/pages/../../etc' }],
    ['navigate with whitespace', { type: 'navigate', path: '/pages/a index' }],
    ['navigate with a non-string path', { type: 'navigate', path: ['/pages/a'] }]
  ])('rejects %s', (_why, data) => {
    const result = parseEditorMessage(data)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toEqual(expect.any(String))
  })

  it('copies only the known fields', () => {
    const result = parseEditorMessage({ type: 'preview-theme', themeCode: 'style_a', __proto__: { polluted: true }, extra: 1 })
    expect(result).toEqual({ ok: true, message: { type: 'preview-theme', themeCode: 'style_a' } })
  })
})

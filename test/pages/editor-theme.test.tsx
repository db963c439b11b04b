import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { topPageElement } from '../support/page'
import { mockApi } from '../utils/mock-api'
import { TaroTestApp } from '../utils/taro-app'

/**
 * Editor mode (?editor) in the app: a theme preview from an allowed origin recolours the page on screen; one from any
 * other origin changes nothing. (Which origins pass is test/services/editor/bridge.test.ts; that nothing is tracked
 * in editor mode is test/services/analytics/analytics.test.ts.)
 */

const testUtils = new TaroTestApp()
let api: ReturnType<typeof mockApi>
let warn: jest.SpyInstance

beforeAll(async () => {
  // The app reads editor mode from the address it was opened with.
  window.history.replaceState(null, '', '/web/h/?editor=1')
  api = mockApi({})
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  await testUtils.createApp()
})
afterAll(() => {
  warn.mockRestore()
  api.restore()
})

/** The theme colour the page on screen gives its content. */
const colour = () => (topPageElement().querySelector('.page') as HTMLElement).style.getPropertyValue('--theme-color').trim()
const send = (origin: string, themeColor: string) => window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'preview-theme', themeColor } }))

describe('editor mode', () => {
  it('an allowed origin changes the theme of the page on screen; another origin changes nothing', async () => {
    await Taro.navigateTo({ url: '/pages/404/index?path=%2Fx' })
    await waitFor(() => expect(colour()).not.toBe(''))
    const original = colour()
    const refusals = () => warn.mock.calls.filter(c => /unsupported origin/.test(String(c[0]))).length
    for (const evil of ['https://allowed.example.evil', 'http://localhost.evil', 'https://evil.example', 'null']) send(evil, '#00ff00')
    // Each refusal logs one line as it happens (the bridge's code may still be loading: it then handles them in order).
    await waitFor(() => expect(refusals()).toBe(4))
    expect(colour()).toBe(original)
    send('https://editor.example.com', '#123456')
    await waitFor(() => expect(colour()).toBe('#123456'))
  })
})

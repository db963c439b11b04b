// Mini-program-only adapters and the API origin helpers (jest; the whole builds are booted by scripts/mini-host).
import { waitFor } from '@testing-library/dom'
import { absoluteServerUrls, absoluteUrl, apiOrigin } from '@/services/http'
import * as phoneH5 from '@/services/platform/phone'
import * as phoneNeutral from '@/services/platform/phone'
import * as phoneWeapp from '@/services/platform/phone.weapp'
import * as phoneTt from '@/services/platform/phone.tt'

/** The mini-program builds that have the phone-number button. */
const PHONE_BUTTON_BUILDS = [
  ['weapp', phoneWeapp],
  ['tt', phoneTt]
] as const

describe('the phone-number button of the mini-program adapters', () => {
  it.each(PHONE_BUTTON_BUILDS)('%s: <Button openType="getPhoneNumber"> hands the one-time code over', async (_name, mod) => {
    const onCode = jest.fn()
    const onError = jest.fn()
    const props = mod.phoneNumberButton(onCode, onError)
    expect(props.openType).toBe('getPhoneNumber')
    props.onGetPhoneNumber({ detail: { code: 'phone-code-1', errMsg: 'getPhoneNumber:ok' } })
    // One of the two answers the consent: once onCode has it, onError never will.
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('phone-code-1'))
    expect(onError).not.toHaveBeenCalled()
  })

  it.each(PHONE_BUTTON_BUILDS)('%s: refusing the consent sheet reports 用户拒绝授权手机号', async (_name, mod) => {
    const onCode = jest.fn()
    const onError = jest.fn()
    mod.phoneNumberButton(onCode, onError).onGetPhoneNumber({ detail: { errMsg: 'getPhoneNumber:fail user deny' } })
    await waitFor(() => expect(onError).toHaveBeenCalled())
    expect(onCode).not.toHaveBeenCalled()
    expect(onError.mock.calls[0][0].message).toBe('用户拒绝授权手机号')
  })

  it('the web and neutral builds have no such button', () => {
    expect(phoneH5.phoneNumberButton(jest.fn(), jest.fn())).toBeNull()
    expect(phoneNeutral.phoneNumberButton(jest.fn(), jest.fn())).toBeNull()
  })
})

describe('the API origin of a build', () => {
  // Empty for the same-origin web base, the origin of an absolute base.
  it.each([
    ['/api', ''],
    ['https://api.example.com/api', 'https://api.example.com'],
    ['https://api.example.com:8443/api', 'https://api.example.com:8443']
  ])('of the base %s is %p', (base, origin) => {
    expect(apiOrigin(base)).toBe(origin)
  })

  // Root-relative server paths resolve against it; app paths, absolute URLs and the web build stay as they are.
  it.each([
    ['/media/cover/a.svg', 'https://api.example.com', 'https://api.example.com/media/cover/a.svg'],
    ['/api/open/file/x.png', 'https://api.example.com', 'https://api.example.com/api/open/file/x.png'],
    ['/pages/article/index?id=1', 'https://api.example.com', '/pages/article/index?id=1'],
    ['https://cdn.example.com/a.png', 'https://api.example.com', 'https://cdn.example.com/a.png'],
    ['/media/cover/a.svg', '', '/media/cover/a.svg']
  ])('resolves %s against %p as %s', (url, origin, resolved) => {
    expect(absoluteUrl(url, origin)).toBe(resolved)
  })

  it('rewrites media and API URLs in an answer, in JSON values and inside rich-text HTML', () => {
    const body = JSON.stringify({
      code: 200,
      data: {
        cover: '/media/cover/a.svg?t=1',
        qrCode: '/api/open/qrCode/gen?content=x',
        path: '/pages/event/index?id=30',
        content: '<p><img src="/media/file/b.png"><a href="/web/h/pages/index/index">home</a></p>',
        text: 'see /media/ in text'
      }
    })
    const data = JSON.parse(absoluteServerUrls(body, 'https://api.example.com')).data
    expect(data.cover).toBe('https://api.example.com/media/cover/a.svg?t=1')
    expect(data.qrCode).toBe('https://api.example.com/api/open/qrCode/gen?content=x')
    expect(data.path).toBe('/pages/event/index?id=30')
    expect(data.content).toBe('<p><img src="https://api.example.com/media/file/b.png"><a href="/web/h/pages/index/index">home</a></p>')
    expect(data.text).toBe('see /media/ in text')
    expect(absoluteServerUrls(body, '')).toBe(body)
  })
})

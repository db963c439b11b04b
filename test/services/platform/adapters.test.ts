import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { UnsupportedPlatformError } from '@/services/http/errors'
import * as phoneH5 from '@/services/platform/phone'
import * as phoneWeapp from '@/services/platform/phone.weapp'
import * as phoneTt from '@/services/platform/phone.tt'
import * as scanH5 from '@/services/platform/scan'
import * as scanWeapp from '@/services/platform/scan.weapp'
import * as scanTt from '@/services/platform/scan.tt'
import * as payH5 from '@/services/platform/pay.h5'
import * as payWeapp from '@/services/platform/pay.weapp'
import * as payTt from '@/services/platform/pay.tt'
import * as shareWeapp from '@/services/platform/share.weapp'
import * as shareTt from '@/services/platform/share.tt'
import * as subscribeH5 from '@/services/platform/subscribe'
import * as subscribeWeapp from '@/services/platform/subscribe.weapp'
import * as subscribeTt from '@/services/platform/subscribe.tt'
import * as signatureH5 from '@/services/platform/signature.h5'
import * as signatureNeutral from '@/services/platform/signature'
import { isWechatBrowser } from '@/services/platform/wechat-browser'
import * as navWeapp from '@/services/platform/navigation.weapp'
import * as navTt from '@/services/platform/navigation.tt'
import { copyText } from '@/services/platform/clipboard'
import { scanCode } from '@/services/platform/scan'
import * as loginH5 from '@/services/platform/login'
import * as loginWeapp from '@/services/platform/login.weapp'
import * as loginTt from '@/services/platform/login.tt'
import * as updateWeapp from '@/services/platform/update.weapp'
import * as updateTt from '@/services/platform/update.tt'
import type { LoginResult } from '../../../types/contract'

afterEach(() => jest.restoreAllMocks())

describe('one implementation per capability', () => {
  it.each([
    ['scan', scanTt, scanWeapp],
    ['pay', payTt, payWeapp],
    ['phone', phoneTt, phoneWeapp],
    ['navigation', navTt, navWeapp],
    ['update', updateTt, updateWeapp]
  ])('%s: Douyin runs the WeChat implementation', (_name, tt, weapp) => {
    const exports = Object.keys(weapp)
    expect(Object.keys(tt).sort()).toEqual(exports.sort())
    for (const key of exports) expect((tt as Record<string, unknown>)[key]).toBe((weapp as Record<string, unknown>)[key])
  })
})

describe('web adapters refuse what the web cannot do', () => {
  it('phone number is unsupported on the web (message "unsupported platform")', async () => {
    const error = await phoneH5.getPhoneNumber().catch(e => e)
    expect(error).toBeInstanceOf(UnsupportedPlatformError)
    expect(error.message).toBe('unsupported platform')
  })

  it('scanning throws instead of resolving like Taro’s H5 stub', async () => {
    const spy = jest.spyOn(Taro, 'scanCode')
    await expect(scanH5.scanCode()).rejects.toBeInstanceOf(UnsupportedPlatformError)
    expect(spy).not.toHaveBeenCalled()
  })

  it('the suffix-less import resolves to the web adapter in H5 builds', async () => {
    await expect(scanCode()).rejects.toBeInstanceOf(UnsupportedPlatformError)
  })

  it('payment goes to the provider pay page with order number and a redirect back', () => {
    expect(payH5.payPageUrl('NO123', '/web/h/pages/account/order/index?x=1')).toBe(
      '/order/pay/submitCa?orderNumber=NO123&redirectUrl=%2Fweb%2Fh%2Fpages%2Faccount%2Forder%2Findex%3Fx%3D1'
    )
  })

  it('the WeChat signature is only available in the WeChat browser', async () => {
    const fetch = jest.fn(async () => ({ appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' }))
    await expect(signatureH5.getWxSignature('https://x/a#b', fetch)).rejects.toBeInstanceOf(UnsupportedPlatformError)
    expect(isWechatBrowser('Mozilla/5.0 MicroMessenger/8.0')).toBe(true)
    expect(isWechatBrowser('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false)
    await expect(signatureNeutral.getWxSignature('u', fetch)).rejects.toBeInstanceOf(UnsupportedPlatformError)
  })

  it('copy writes to the browser clipboard, not through Taro (its toast code stays out of the page), and says 已复制', async () => {
    const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const taroCopy = jest.spyOn(Taro, 'setClipboardData')
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    await copyText('hello')
    expect(write).toHaveBeenCalledWith('hello')
    expect(taroCopy).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已复制' }))
    taroCopy.mockRestore()
  })

  it('copy falls back to the copy command where the clipboard refuses, and says so when both fail', async () => {
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    const command = jest.fn((_name: string) => document.querySelector('textarea')?.value === 'link')
    Object.defineProperty(document, 'execCommand', { configurable: true, value: command })
    await copyText('link')
    expect(command).toHaveBeenCalledWith('copy')
    expect(document.querySelector('textarea')).toBeNull()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已复制' }))
    command.mockReturnValue(false)
    await copyText('link')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '复制失败，请长按文字复制' }))
    delete (document as { execCommand?: unknown }).execCommand
  })
})

describe('mini-program adapters use Taro’s APIs', () => {
  it.each([
    ['weapp', scanWeapp],
    ['tt', scanTt]
  ])('%s scans QR and bar codes', async (_name, mod) => {
    const spy = jest.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'CODE-1' } as never)
    await expect(mod.scanCode()).resolves.toBe('CODE-1')
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ scanType: ['qrCode', 'barCode'] }))
  })

  it.each([
    ['weapp', payWeapp],
    ['tt', payTt]
  ])('%s pays with generatePayParam then requestPayment', async (_name, mod) => {
    const params = { timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5' as const, paySign: 's' }
    const spy = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'ok' } as never)
    await expect(mod.payOrder({ orderId: 1, orderNo: 'N' }, '/x', async () => params)).resolves.toBe('paid')
    expect(spy).toHaveBeenCalledWith(params)
  })

  it.each([
    ['weapp', phoneWeapp],
    ['tt', phoneTt]
  ])('%s takes the phone code from the open-type button event', async (_name, mod) => {
    await expect(mod.getPhoneNumber({ code: 'c1' })).resolves.toEqual({ code: 'c1' })
    await expect(mod.getPhoneNumber({})).rejects.toBeInstanceOf(UnsupportedPlatformError)
  })

  it('weapp shows the share menu with timeline; tt with friends only', async () => {
    const spy = jest.spyOn(Taro, 'showShareMenu').mockResolvedValue({ errMsg: 'ok' } as never)
    await shareWeapp.enableShareMenu({ timeline: true })
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ showShareItems: ['shareAppMessage', 'shareTimeline'] }))
    await shareTt.enableShareMenu({ timeline: true })
    expect(spy).toHaveBeenLastCalledWith({ withShareTicket: true })
  })

  it('weapp opens other mini-programs', async () => {
    const spy = jest.spyOn(Taro, 'navigateToMiniProgram').mockResolvedValue({ errMsg: 'ok' } as never)
    await navWeapp.openMiniProgram('wx123', 'pages/a')
    expect(spy).toHaveBeenCalledWith({ appId: 'wx123', path: 'pages/a' })
  })
})

describe('login variants and the update prompt', () => {
  // only the account key matters to these adapters
  const result = { account: { accountKey: 'k' } } as LoginResult
  const api = () => ({
    wxh5: jest.fn(async () => result),
    miniApp: jest.fn(async () => result),
    douyin: jest.fn(async () => result),
    wxMainDomain: jest.fn(async () => ({ domain: 'https://wx.example' })),
    douyinMainDomain: jest.fn(async () => ({ domain: 'https://dy.example' }))
  })

  it('the web logs in with wxh5/login and keeps the same-origin API', async () => {
    const a = api()
    await loginH5.platformLogin(a)
    expect(a.wxh5).toHaveBeenCalled()
  })

  it('the web asks nothing without the session hint cookie: there is no session', async () => {
    const a = api()
    document.cookie = 'ca_signed_in=; path=/; max-age=0'
    try {
      await expect(loginH5.platformLogin(a)).rejects.toThrow('no session')
      expect(a.wxh5).not.toHaveBeenCalled()
    } finally {
      document.cookie = 'ca_signed_in=1; path=/'
    }
  })

  it.each([
    { platform: 'WeChat', adapter: loginWeapp, code: 'wx-code', exchange: 'miniApp' },
    { platform: 'Douyin', adapter: loginTt, code: 'tt-code', exchange: 'douyin' }
  ] as const)('$platform exchanges its login code ($exchange)', async ({ adapter, code, exchange }) => {
    jest.spyOn(Taro, 'login').mockResolvedValue({ code, errMsg: 'ok' } as never)
    const a = api()
    await adapter.platformLogin(a)
    expect(a[exchange]).toHaveBeenCalledWith(code)
  })

  it('mini-programs prompt 新版本已经准备好，是否重启应用？ and restart on confirm', async () => {
    let ready: () => void = () => undefined
    const applyUpdate = jest.fn()
    ;(Taro as unknown as Record<string, unknown>).getUpdateManager = () => ({ onUpdateReady: (cb: () => void) => (ready = cb), applyUpdate })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    updateWeapp.watchForUpdates()
    ready()
    await waitFor(() => expect(applyUpdate).toHaveBeenCalled())
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '新版本已经准备好，是否重启应用？' }))
  })
})

describe('subscribe messages (waitlist offers)', () => {
  const dialog = (answer: Record<string, string> | Error) =>
    jest
      .spyOn(Taro, 'requestSubscribeMessage')
      .mockImplementation((() =>
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', ...answer })) as never)

  it('the web asks nothing and accepts nothing (the in-app notice is its channel)', async () => {
    const spy = dialog({ a: 'accept' })
    expect(subscribeH5.subscribePlatform).toBeNull()
    await expect(subscribeH5.requestSubscribe(['a'])).resolves.toEqual([])
    expect(spy).not.toHaveBeenCalled()
  })

  it('WeChat answers the templates the visitor accepted, not those refused, banned or filtered', async () => {
    const spy = dialog({ a: 'accept', b: 'reject', c: 'ban', d: 'filter' })
    await expect(subscribeWeapp.requestSubscribe(['a', 'b', 'c', 'd'])).resolves.toEqual(['a'])
    expect(spy).toHaveBeenCalledWith({ tmplIds: ['a', 'b', 'c', 'd'] })
    expect(subscribeWeapp.subscribePlatform).toBe('weapp')
  })

  it('a failing dialog (no tap, unknown template) answers [] instead of throwing', async () => {
    dialog(new Error('requestSubscribeMessage:fail can only be invoked by user TAP gesture'))
    await expect(subscribeWeapp.requestSubscribe(['a'])).resolves.toEqual([])
  })

  it('asks nothing for no templates', async () => {
    const spy = dialog({})
    await expect(subscribeWeapp.requestSubscribe([])).resolves.toEqual([])
    expect(spy).not.toHaveBeenCalled()
  })

  it('Douyin runs the same dialog and names its own platform', async () => {
    expect(subscribeTt.requestSubscribe).toBe(subscribeWeapp.requestSubscribe)
    expect(subscribeTt.subscribePlatform).toBe('tt')
  })
})

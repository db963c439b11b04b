import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import React from 'react'
import { act } from 'react'
import { BusinessCardView } from '@/features/cards/components/business-card-view'
import { RootStore } from '@/stores/root-store'
import { testCard } from '../../support/cards'
import { deferred } from '../../support/deferred'
import { renderWithStore } from '../../support/render'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { account } from './fixtures'

// Taro's page hooks need the app's React runtime, which createApp sets up.
const testUtils = new TaroTestApp()

const card = testCard({ company: '云图科技', address: '上海市浦东新区', intro: '十年市场经验', viewCount: 12, likeCount: 3 })

function store(signedIn: Partial<ReturnType<typeof account>> | null): RootStore {
  const root = new RootStore({
    login: () => Promise.reject(new Error('no')),
    logout: () => Promise.resolve(),
    accountInfo: () => Promise.reject(new Error('no')),
    companyInfo: () => Promise.reject(new Error('no')),
    websiteInfo: () => Promise.reject(new Error('no')),
    websiteMenu: () => Promise.reject(new Error('no')),
    leaveTo: () => undefined,
    redirectTo: () => undefined,
    currentLocation: () => '/pages/index/index'
  } as never)
  if (signedIn) root.session.setAccount(account(['PROMOTER'], signedIn))
  return root
}

const render = (root: RootStore, companyUserId = 1) => renderWithStore(root, <BusinessCardView companyUserId={companyUserId} />)

const text = (el: HTMLElement) => el.textContent || ''
/** Waits for the button named `name` in the rendered card and taps it. */
const tap = async (el: HTMLElement, name: string) => {
  const button = await within(el).findByRole('button', { name })
  await act(async () => button.click())
}

/** The card's digital assets: the root holds the folder 产品手册 (id 2), which holds 产品介绍.pdf. */
const directory = (q: Record<string, string>) =>
  q.directoryId === '2'
    ? {
        id: 2,
        name: '产品手册',
        parentId: null,
        children: [],
        assets: [{ id: 7, name: '产品介绍.pdf', kind: 'FILE', url: '', cover: '', size: 2048, dirId: 2 }]
      }
    : { id: 1, name: '根目录', parentId: null, children: [{ id: 2, name: '产品手册', parentId: 1, children: [], assets: [] }], assets: [] }

describe('BusinessCardView', () => {
  let api: ReturnType<typeof mockApi>
  beforeAll(async () => {
    const boot = mockApi({})
    await testUtils.createApp()
    boot.restore()
  })
  beforeEach(() => {
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    api = mockApi({
      'GET /open/ca/v1/businessCard/getBusinessCardByCompanyUserId': (q: Record<string, string>) => ({ ...card, companyUserId: Number(q.companyUserId) }),
      'GET /open/ca/v1/businessCard/getBrowsedRecord/1': [{ id: 1, visitorName: '王五', visitorAvatar: '', time: '2024-05-01T10:00:00Z', times: 2 }],
      'GET /open/ca/v1/businessCard/digitalAssets/directory': directory
    })
  })
  afterEach(() => {
    api.restore()
    jest.restoreAllMocks()
  })

  it('shows the card, contact rows, intro, assets and the colleagues link', async () => {
    const { el, unmount } = await render(store(null))
    await waitFor(() => expect(text(el)).toContain('李明'))
    expect(text(el)).toContain('市场总监 · 市场部')
    expect(text(el)).toContain('13800000001')
    expect(text(el)).toContain('liming_01')
    expect(text(el)).toContain('十年市场经验')
    expect(text(el)).toContain('我的同事')
    expect(text(el)).not.toContain('谁看过我')
    expect(api.callsTo('/open/ca/v1/businessCard/getBusinessCardByCompanyUserId')[0].query.companyUserId).toBe('1')
    await waitFor(() => expect(text(el)).toContain('产品手册'))
    unmount()
  })

  it('opens a folder of the digital assets and an asset page', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { el, unmount } = await render(store(null))
    await tap(el, '文件夹 产品手册')
    await waitFor(() => expect(text(el)).toContain('产品介绍.pdf'))
    expect(api.callsTo('/open/ca/v1/businessCard/digitalAssets/directory').pop()?.query.directoryId).toBe('2')
    await tap(el, '产品介绍.pdf')
    // after the frame that shows the tap
    await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/assets/index?id=7' })))
    unmount()
  })

  it('keeps the folder the visitor went back to when the folder they left answers late', async () => {
    const late = deferred<unknown>()
    api.restore()
    api = mockApi({
      'GET /open/ca/v1/businessCard/getBusinessCardByCompanyUserId': card,
      'GET /open/ca/v1/businessCard/digitalAssets/directory': (q: Record<string, string>) => (q.directoryId === '2' ? late.promise : directory(q))
    })
    const { el, unmount } = await render(store(null))
    await tap(el, '文件夹 产品手册')
    await tap(el, '全部资料')
    await waitFor(() => expect(within(el).getByRole('button', { name: '文件夹 产品手册' })).toBeTruthy())
    await act(async () => late.resolve(directory({ directoryId: '2' })))
    expect(text(el)).not.toContain('产品介绍.pdf')
    expect(within(el).getByRole('button', { name: '文件夹 产品手册' })).toBeTruthy()
    unmount()
  })

  it('shows who browsed the card to its owner', async () => {
    const { el, unmount } = await render(store({ companyUserId: 1, selfBusinessCardId: 1 }))
    await waitFor(() => expect(text(el)).toContain('谁看过我'))
    await waitFor(() => expect(text(el)).toContain('王五'))
    expect(text(el)).toContain('浏览 2 次')
    unmount()
  })

  it('saves the contact as a .vcf download on the web', async () => {
    const g = globalThis as unknown as { URL: { createObjectURL?: unknown; revokeObjectURL?: unknown } }
    g.URL.createObjectURL = jest.fn(() => 'blob:card')
    g.URL.revokeObjectURL = jest.fn()
    let downloaded: { name: string; href: string } | null = null
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = { name: this.download, href: this.href }
    })
    const { el, unmount } = await render(store(null))
    await tap(el, '保存到通讯录')
    await waitFor(() => expect(downloaded).toEqual({ name: '李明.vcf', href: 'blob:card' }))
    const blob = (g.URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob
    expect(blob.type).toBe('text/vcard;charset=utf-8')
    click.mockRestore()
    unmount()
  })

  it("in WeChat's browser, which drops the .vcf, says how to open the card in a browser", async () => {
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50')
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast')
    const before = toast.mock.calls.length
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { el, unmount } = await render(store(null))
    try {
      await tap(el, '保存到通讯录')
      await waitFor(() => expect(modal).toHaveBeenCalled())
      expect(modal.mock.calls[0][0]).toMatchObject({ title: '保存到通讯录', content: expect.stringContaining('在浏览器中打开'), showCancel: false })
      expect(click).not.toHaveBeenCalled()
      expect(toast.mock.calls.slice(before)).toEqual([])
    } finally {
      agent.mockRestore()
      modal.mockRestore()
      click.mockRestore()
      unmount()
    }
  })

  it('copies the WeChat id', async () => {
    const copy = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    const { el, unmount } = await render(store(null))
    await tap(el, '复制微信')
    expect(copy).toHaveBeenCalledWith('liming_01')
    unmount()
  })
})

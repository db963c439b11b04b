import Taro from '@tarojs/taro'
import React, { act } from 'react'
import type { PopupPush } from '../../../types/contract'
import { usePopup } from '@/features/site/use-popup'
import { mountEachTest } from '../../support/render'
import { testPopup } from '../../support/popups'
import { envelope, mockApi } from '../../utils/mock-api'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Outside a Taro page: the page-shown hook (useQuery's refetchOnShow) is a no-op here.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { __esModule: true, ...actual, default: actual.default || actual, useDidShow: () => undefined }
})

const FETCH = 'GET /open/v1/popup/fetchPopupPush'
let popups: PopupPush[] = []
const routes: Record<string, unknown> = {}
const api = mockApi(routes)
afterAll(() => api.restore())
beforeEach(() => {
  popups = []
  routes[FETCH] = () => popups
  api.clearCalls()
  Taro.removeStorageSync('popup_seen')
})

function ShownPopup() {
  const { popup: shown } = usePopup()
  return <i>{shown ? shown.title : ''}</i>
}

const mount = mountEachTest()
let visits = 0
/** A visit of the home page: the title of the popup it shows once its popups have been answered, or null. */
async function popupOnVisit(): Promise<string | null> {
  // act returns once the answer has been taken and what it changed is rendered.
  await act(async () => mount.root.render(<ShownPopup key={++visits} />))
  return mount.container.textContent || null
}

describe('the home page popup of a visit', () => {
  it('asks for the mini-program popups', async () => {
    await popupOnVisit()
    expect(api.callsTo('/open/v1/popup/fetchPopupPush').pop()?.query).toEqual({ platform: 'MINI_PROGRAM' })
  })

  it('shows a ONCE popup on the first visit only', async () => {
    popups = [testPopup(1, 'ONCE')]
    expect(await popupOnVisit()).toBe('弹窗1')
    expect(await popupOnVisit()).toBeNull()
  })

  it('shows a DAILY popup once a day', async () => {
    popups = [testPopup(2, 'DAILY')]
    expect(await popupOnVisit()).toBe('弹窗2')
    expect(await popupOnVisit()).toBeNull()
    Taro.setStorageSync('popup_seen', JSON.stringify({ 2: '2000-01-01' }))
    expect(await popupOnVisit()).toBe('弹窗2')
  })

  it('shows an EVERY popup on each visit', async () => {
    popups = [testPopup(3, 'EVERY')]
    expect(await popupOnVisit()).toBe('弹窗3')
    expect(await popupOnVisit()).toBe('弹窗3')
  })

  it('shows the first popup that is due', async () => {
    popups = [testPopup(1, 'ONCE'), testPopup(3, 'EVERY')]
    expect(await popupOnVisit()).toBe('弹窗1')
    expect(await popupOnVisit()).toBe('弹窗3')
  })

  it('shows nothing when the popup call fails', async () => {
    routes[FETCH] = envelope(500, null, 'x')
    expect(await popupOnVisit()).toBeNull()
    expect(api.callsTo('/open/v1/popup/fetchPopupPush')).not.toHaveLength(0)
  })
})

describe('a popup that comes due while the visitor is typing', () => {
  let field: HTMLInputElement
  beforeEach(() => {
    field = document.createElement('input')
    field.type = 'search'
    document.body.appendChild(field)
  })
  afterEach(() => field.remove())

  it('waits until the focus leaves the text, and counts as seen only when it shows', async () => {
    popups = [testPopup(1, 'ONCE')]
    field.focus()
    expect(await popupOnVisit()).toBeNull()
    expect(Taro.getStorageSync('popup_seen')).toBeFalsy()
    // Tab to a button: no longer typing
    const button = document.createElement('button')
    document.body.appendChild(button)
    await act(async () => {
      button.focus()
      await new Promise(resolve => setTimeout(resolve, 10))
    })
    expect(mount.container.textContent).toBe('弹窗1')
    expect(JSON.parse(Taro.getStorageSync('popup_seen'))).toHaveProperty('1')
    button.remove()
  })

  it('keeps waiting while the focus moves from one text field to another', async () => {
    popups = [testPopup(3, 'EVERY')]
    const other = document.createElement('textarea')
    document.body.appendChild(other)
    field.focus()
    expect(await popupOnVisit()).toBeNull()
    await act(async () => {
      other.focus()
      await new Promise(resolve => setTimeout(resolve, 10))
    })
    expect(mount.container.textContent).toBe('')
    await act(async () => {
      other.blur()
      await new Promise(resolve => setTimeout(resolve, 10))
    })
    expect(mount.container.textContent).toBe('弹窗3')
    other.remove()
  })
})

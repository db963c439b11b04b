import Taro from '@tarojs/taro'
import { configure, waitFor } from '@testing-library/dom'
import type { Account, LoginResult, Lottery, Role } from '../../../types/contract'

// jsdom has no IntersectionObserver; Taro's lazy Image asks for one.
if (typeof (globalThis as Record<string, unknown>).IntersectionObserver === 'undefined') {
  ;(globalThis as Record<string, unknown>).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// Pages render through Taro's router and web components: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 })

export const LOGIN = 'POST /ca-open/v1/companyAccount/wxh5/login'

export function account(roles: Role[], extra: Partial<Account> = {}): Account {
  return {
    accountId: 1,
    accountKey: 'key-member',
    apiKey: 'api',
    companyId: 1,
    companyUserId: null,
    cellphone: '13800000000',
    name: '张三',
    nickName: '张三',
    email: '',
    avatar: '',
    gender: 0,
    subscribe: false,
    cpContactAdded: false,
    newVisitor: false,
    accountInfoCompleted: true,
    selfBusinessCardId: null,
    wxUser: null,
    wxUserId: null,
    ocuid: null,
    roles,
    points: 0,
    company: '',
    title: '',
    status: 'ACTIVE',
    ...extra
  }
}

export function login(roles: Role[] = ['MEMBER'], extra: Partial<Account> = {}): LoginResult {
  return { account: account(roles, extra), ownerCompanyUserId: null, ucToken: null, companyUser: null }
}

export const lottery: Lottery = {
  id: 1,
  title: '新春幸运抽奖',
  description: '每人每天 1 次机会',
  rules: '1. 活动期间每人可抽奖 1 次\n2. 实物奖品 7 个工作日内寄出',
  startTime: '2024-01-01T00:00:00+08:00',
  endTime: '2030-12-31T23:59:59+08:00',
  prizes: [
    { id: 11, name: '蓝牙耳机', image: '', kind: 'THING', stock: 5 },
    { id: 12, name: '100 积分', image: '', kind: 'POINTS', stock: 100 },
    { id: 13, name: '优惠券', image: '', kind: 'COUPON', stock: 100 },
    { id: 14, name: '谢谢参与', image: '', kind: 'NONE', stock: 0 }
  ]
}

function topPath(): string {
  const pages = Taro.getCurrentPages()
  return pages.length ? String(pages[pages.length - 1].path) : ''
}

/** Opens a page and waits until it is the top of the stack. */
export async function open(url: string): Promise<void> {
  const before = topPath()
  await Taro.navigateTo({ url })
  await waitFor(() => {
    if (topPath() === before) throw new Error('still on the previous page')
  })
}

/** The element of the page on top of the stack. */
export function currentPage(): HTMLElement {
  const el = document.getElementById(topPath())
  if (!el) throw new Error(`no page element for ${topPath()}`)
  return el
}

export const pageText = () => currentPage().textContent || ''

/** Waits for an element of the current page. */
export async function find(selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const el = currentPage().querySelector<HTMLElement>(selector)
    if (!el) throw new Error(`no ${selector}`)
    return el
  })
}

/** Waits for the innermost element of the current page whose text is exactly `text`. */
export async function findText(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const all = Array.from(currentPage().querySelectorAll<HTMLElement>('*')).filter(e => e.textContent?.trim() === text)
    const el = all.find(e => !Array.from(e.children).some(c => c.textContent?.trim() === text))
    if (!el) throw new Error(`no "${text}" in ${currentPage().textContent}`)
    return el
  })
}

/** Types into the Taro Input/Textarea whose wrapper has this id. */
export async function typeInto(id: string, value: string, fire: (el: Element) => void): Promise<void> {
  const input = await waitFor(() => {
    const el = currentPage().querySelector(`#${id} input, #${id} textarea`) as HTMLInputElement | null
    if (!el) throw new Error(`no input #${id}: ${currentPage().querySelector('#' + id)?.outerHTML}`)
    return el
  })
  input.value = value
  fire(input)
}

export function spyToasts(): jest.SpyInstance {
  return jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
}

export const toastTitles = (spy: jest.SpyInstance): string[] => spy.mock.calls.map(c => (c[0] as { title: string }).title)

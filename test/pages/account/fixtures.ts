/** Shared answers and helpers for the account page tests. */
import Taro from '@tarojs/taro'
import type { Account, LoginResult, Order } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import type { TaroTestApp } from '../../utils/taro-app'
import { exactText, labelled, openOnTop, recordToasts, tick, topPageElement, waitForTextOn } from '../../support/page'

export const member: Account = testAccount({
  apiKey: 'api-member',
  nickName: '小张',
  email: 'zhang@example.com',
  gender: 1,
  points: 500,
  company: '示例公司',
  title: '经理'
})

export const login = (account: Account = member, ucToken: string | null = null): LoginResult => loginAnswer(account, ucToken)

export function order(over: Partial<Order> = {}): Order {
  return {
    orderId: 1,
    orderNo: 'NO0001',
    title: '付费文章：增长方法论',
    cover: '',
    contentEntityDataId: 10,
    orderType: 'CONTENT',
    amount: 990,
    payStatus: 'WAIT_PAY',
    payType: 'WX_PAY',
    createdAt: '2025-06-01T10:00:00',
    paidAt: null,
    ...over
  }
}

/** The page on top of the stack (earlier pages stay in the DOM, hidden). */
export const currentPage = topPageElement

/** Waits until the current page shows the text; returns the page element. */
export const findText = (text: string, timeout = 3000): Promise<HTMLElement> => waitForTextOn(currentPage, text, timeout)

/** The innermost element on the current page whose trimmed text is exactly this (the one a visitor taps). */
export const byText = (text: string, selector = '*'): HTMLElement => exactText(currentPage(), text, selector)

/** The Taro host element labelled so (the first in document order). */
export const byLabel = (label: string): HTMLElement => labelled(currentPage(), label)

/** Toasts shown (Taro.showToast is spied on). */
export const spyToasts = recordToasts

/** Answers confirmation dialogs with `answer` and records their texts. */
export function spyConfirm(answer = true): { texts: string[]; set: (next: boolean) => void } {
  const texts: string[] = []
  let current = answer
  jest.spyOn(Taro, 'showModal').mockImplementation(((opts: { content: string }) => {
    texts.push(opts.content)
    return Promise.resolve({ confirm: current, cancel: !current, errMsg: 'ok' })
  }) as unknown as typeof Taro.showModal)
  return { texts, set: next => (current = next) }
}

export { tick }

/** Types into a Taro Input/Textarea found by its label. */
export function typeInto(label: string, value: string, fire: (el: Element, init?: object) => unknown): void {
  const host = byLabel(label)
  const inner = host.querySelector('input, textarea') as HTMLInputElement | null
  const target = inner || (host as HTMLInputElement)
  target.value = value
  fire(target, { target: { value } })
}

export function inputValue(label: string): string {
  const host = byLabel(label)
  const inner = host.querySelector('input, textarea') as HTMLInputElement | null
  return inner ? inner.value : host.getAttribute('value') || ''
}

/** A Taro button on the current page by its text. */
export function button(text: string): HTMLElement {
  return byText(text, 'taro-button-core')
}

/** Opens a fresh instance of a page and waits until its element is on top (earlier pages stay in the DOM). */
export const open = openOnTop

/**
 * One app and one page for a whole describe (call inside it): starts the app, records toasts and opens `url`
 * until it shows `text`. Returns the live list of toast titles.
 */
export function openOnceAt(testUtils: TaroTestApp, url: string, text: string): string[] {
  const toasts: string[] = []
  beforeAll(async () => {
    await testUtils.createApp()
    recordToasts(toasts)
    await open(url)
    await findText(text)
  })
  return toasts
}

/** Shared answers and helpers for the account page tests. */
import Taro from '@tarojs/taro'
import type { Account, LoginResult, Order } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import { openOnTop, recordToasts, topPageElement, waitForTextOn } from '../../support/page'

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

/** Opens a fresh instance of a page and waits until its element is on top (earlier pages stay in the DOM). */
export const open = openOnTop

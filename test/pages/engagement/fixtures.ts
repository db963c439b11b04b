import { configure, waitFor } from '@testing-library/dom'
import { openOnTop, queriesOnTop, spyToastCalls, stubIntersectionObserver, toastTitles, topPageElement as currentPage } from '../../support/page'
import type { Account, LoginResult, Lottery, LotteryRecord, Role } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'

stubIntersectionObserver()

// Pages render through Taro's router and web components: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 })

export const LOGIN = 'POST /ca-open/v1/companyAccount/wxh5/login'

export const account = (roles: Role[], extra: Partial<Account> = {}): Account => testAccount({ roles, ...extra })

export const login = (roles: Role[] = ['MEMBER'], extra: Partial<Account> = {}): LoginResult => loginAnswer(account(roles, extra))

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

/** The record the server keeps for code CRED-1: the first prize of `lottery`, won, its info filled in. */
export const prizeRecord = (extra: Partial<LotteryRecord> = {}): LotteryRecord => ({
  recordId: 1,
  lotteryId: 1,
  lotteryTitle: lottery.title,
  prize: lottery.prizes[0],
  win: true,
  credentialId: 'CRED-1',
  infoCompleted: true,
  verified: false,
  time: '',
  ...extra
})

export { openOnTop as open, currentPage, spyToastCalls as spyToasts, toastTitles }

export const pageText = () => currentPage().textContent || ''

/** Waits for the (first) element of the page on top whose own text is `text`; the top page may change meanwhile. */
export const findText = (text: string): Promise<HTMLElement> => waitFor(() => queriesOnTop().getAllByText(text)[0])

import { configure } from '@testing-library/dom'
import type { Account, Attendee, LoginResult, Role } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'

// Page tests share the machine with builds: give async assertions room before calling them failed.
configure({ asyncUtilTimeout: 5000 })

export const account = (roles: Role[], extra: Partial<Account> = {}): Account =>
  testAccount({ accountId: 2, accountKey: 'key-promoter', companyUserId: 1, cellphone: '13800000001', name: '推广员', nickName: '推广员', roles, ...extra })

export const login = (roles: Role[]): LoginResult => loginAnswer(account(roles))

export function attendee(attendeeId: number, extra: Partial<Attendee> = {}): Attendee {
  return {
    attendeeId,
    eventId: 5,
    accountId: 100 + attendeeId,
    name: `参会人${attendeeId}`,
    cellphone: `1390000000${attendeeId}`,
    company: '示例公司',
    title: '',
    auditStatus: 'PENDING',
    checkinStatus: 'NOT_CHECKED_IN',
    checkinTime: null,
    signoutTime: null,
    createdAt: '2024-05-01T10:00:00+08:00',
    values: { name: `参会人${attendeeId}`, phone: `1390000000${attendeeId}` },
    behalfBy: null,
    ...extra
  }
}

export const LOGIN = 'POST /ca-open/v1/companyAccount/wxh5/login'

/** Text of the whole page, for "the user sees" assertions. */
export const bodyText = () => document.body.textContent || ''

/** The last (topmost page's) element with exactly this text, preferring buttons and role=button/tab. */
export function byText(text: string, selector = 'taro-button-core, [role="button"], [role="tab"], [role="checkbox"], [role="radio"]'): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].filter(el => (el.textContent || '').trim() === text)
  const el = found.pop()
  if (!el) throw new Error(`no element with text ${text}`)
  return el
}

/** jsdom has no IntersectionObserver; Taro's lazy Image asks for one. */
export function stubIntersectionObserver(): void {
  const g = globalThis as Record<string, unknown>
  if (g.IntersectionObserver) return
  g.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

/** The last element with this aria-label. */
export function byLabel(label: string): HTMLElement {
  const el = [...document.querySelectorAll<HTMLElement>(`[aria-label="${label}"]`)].pop()
  if (!el) throw new Error(`no element labelled ${label}`)
  return el
}

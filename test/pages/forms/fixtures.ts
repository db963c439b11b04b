/** Shared answers and helpers for the forms and events page tests. */
import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Account, FormField, LoginResult, Ticket, WebsiteForm } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import { exactText, labelled, recordToasts, tick, waitForTextOn } from '../../support/page'

export const member: Account = testAccount({ apiKey: 'api-member', nickName: '小张', email: 'zhang@example.com', gender: 1, points: 500 })

export const login = (account: Account = member): LoginResult => loginAnswer(account)

export const f = (key: string, label: string, type: FormField['type'], over: Partial<FormField> = {}): FormField => ({
  key,
  label,
  type,
  required: false,
  placeholder: '',
  options: [],
  ...over
})

export function form(over: Partial<WebsiteForm> = {}): WebsiteForm {
  return {
    id: 1,
    title: '年度大会报名',
    description: '请如实填写',
    fields: [],
    smsVerify: false,
    contentEntityId: 50,
    submitted: false,
    submitText: '提交报名',
    successText: '报名成功',
    ...over
  }
}

export function ticket(over: Partial<Ticket> = {}): Ticket {
  return {
    ticketId: 9,
    code: 'TK2026ABC',
    eventId: 50,
    eventTitle: '年度大会',
    eventCover: '',
    startTime: '2026-03-05T14:00:00+08:00',
    endTime: '2026-03-05T17:00:00+08:00',
    address: '上海市浦东新区',
    attendeeName: '张三',
    cellphone: '13800000000',
    auditStatus: 'APPROVED',
    checkinStatus: 'NOT_CHECKED_IN',
    checkinTime: null,
    ...over
  }
}

/** The page on top of the stack: the newest stamp (earlier pages stay in the DOM, hidden). */
export function currentPage(): HTMLElement {
  const pages = Array.from(document.querySelectorAll<HTMLElement>('.taro_page'))
  const stamp = (el: HTMLElement) => (/stamp=([A-Z]+)/.exec(el.id) || [])[1] || ''
  pages.sort((a, b) => stamp(a).length - stamp(b).length || (stamp(a) < stamp(b) ? -1 : stamp(a) > stamp(b) ? 1 : 0))
  return pages[pages.length - 1] || document.body
}

/** Waits until the current page shows the text; returns the page element. */
export const findText = (text: string, timeout = 3000): Promise<HTMLElement> => waitForTextOn(currentPage, text, timeout)

/** The innermost element on the current page whose trimmed text is exactly this (the one a visitor taps). */
export const byText = (text: string, selector = '*'): HTMLElement => exactText(currentPage(), text, selector)

/** The Taro host element labelled so (the first in document order). */
export const byLabel = (label: string): HTMLElement => labelled(currentPage(), label)

/** The native control a screen reader meets for a label. */
export function nativeByLabel(label: string): HTMLInputElement {
  const el = currentPage().querySelector<HTMLInputElement>(`input[aria-label="${label}"], textarea[aria-label="${label}"]`)
  if (!el) throw new Error(`no native control labelled "${label}"`)
  return el
}

export function button(text: string): HTMLElement {
  return byText(text, 'taro-button-core')
}

/** Types into a Taro Input/Textarea found by its label. */
export async function typeInto(
  label: string,
  value: string,
  fire: { input: (el: Element, init?: object) => unknown; keyDown: (el: Element, init?: object) => unknown }
): Promise<void> {
  // Let the web component finish a pending render (errors just shown) before the keystroke.
  await tick(20)
  const host = byLabel(label)
  const inner = (host.querySelector('input, textarea') as HTMLInputElement | null) || (host as HTMLInputElement)
  // A real keystroke: Taro's input ignores a second input event without a key down in between.
  fire.keyDown(inner, { key: 'a', keyCode: 65 })
  inner.value = value
  fire.input(inner, { target: { value } })
}

export function inputValue(label: string): string {
  const host = byLabel(label)
  const inner = host.querySelector('input, textarea') as HTMLInputElement | null
  return inner ? inner.value : ''
}

/** Tells a Taro Picker the visitor picked `value` (index for selectors, text for dates). */
export function pick(picker: Element, value: unknown): void {
  picker.dispatchEvent(new CustomEvent('change', { detail: { value }, bubbles: true }))
}

/** Toasts shown (Taro.showToast is spied on). */
export const spyToasts = recordToasts

export { tick }

/** The field's error element, found through the control's aria-describedby. */
export function errorOf(label: string): HTMLElement | null {
  const host = byLabel(label)
  const id = host.getAttribute('aria-describedby')
  return id ? currentPage().querySelector<HTMLElement>(`#${id}`) : null
}

let visit = 0
// Captured before tests spy on them, so opening a page still works while navigation is spied on.
const realNavigateTo = Taro.navigateTo
const realRedirectTo = Taro.redirectTo
/** Opens a page as a fresh instance (a unique query), waiting until it is the one on top. */
export async function open(url: string): Promise<HTMLElement> {
  const before = currentPage()
  visit += 1
  const target = `${url}${url.includes('?') ? '&' : '?'}_v=${visit}`
  // The H5 router keeps at most 10 pages, like a mini-program: replace the top page when deep.
  if (Taro.getCurrentPages().length >= 8) await realRedirectTo({ url: target })
  else await realNavigateTo({ url: target })
  await waitFor(() => {
    if (currentPage() === before) throw new Error('still on the previous page')
  })
  return currentPage()
}

/** Shared answers and helpers for the forms and events page tests. */
import type { Account, DoorResult, FormField, LoginResult, Ticket, WebsiteForm } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import type { fireEvent as domFireEvent } from '@testing-library/dom'
import { fireEvent as taroFireEvent } from '@tarojs/test-utils-react/dist/pure'
import { fieldLabelled, nativeField, topPageElement, waitForTextOn } from '../../support/page'

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

/** The 产品试用申请 form (id 2): a lead form of no event, with the fields a test gives it. */
export const trialForm = (over: Partial<WebsiteForm> = {}): WebsiteForm =>
  form({ id: 2, title: '产品试用申请', contentEntityId: null, submitText: '申请试用', ...over })

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
    qrCode: '/api/open/qrCode/gen?content=TK2026ABC&s=0123456789abcdef',
    ...over
  }
}

/** What a door (check-in, sign-out) answers: no ticket code, no QR, the phone masked. */
export function doorResult(over: Partial<DoorResult> = {}): DoorResult {
  return {
    eventId: 50,
    eventTitle: '年度大会',
    startTime: '2026-03-05T14:00:00+08:00',
    endTime: '2026-03-05T17:00:00+08:00',
    attendeeName: '张三',
    cellphone: '138****0000',
    auditStatus: 'APPROVED',
    checkinStatus: 'NOT_CHECKED_IN',
    checkinTime: null,
    signoutTime: null,
    ...over
  }
}

/** Waits until the page on top shows the text; returns the page element. */
export const findText = (text: string, timeout = 3000): Promise<HTMLElement> => waitForTextOn(topPageElement, text, timeout)

/** The native control a screen reader meets for a field's label (the form components label it, not only Taro's host). */
export function nativeByLabel(label: string): HTMLInputElement {
  const control = nativeField(fieldLabelled(label))
  if (!control) throw new Error(`no native control labelled "${label}"`)
  return control
}

/** Taro's fireEvent runs the event inside React's act, so a field has what it was given when it returns. */
const fireEvent = taroFireEvent as unknown as typeof domFireEvent

/** Picks `day` (YYYY-MM-DD) in a date field's control: the browser's own date input on the web (controls.h5.tsx). */
export function pick(control: Element, day: string): void {
  if (!(control instanceof HTMLInputElement) || control.type !== 'date') throw new Error(`${control.getAttribute('aria-label')} is not a date input`)
  fireEvent.change(control, { target: { value: day } })
}

/** The field's error element, found through the control's aria-describedby (as a screen reader ties them). */
export function errorOf(label: string): HTMLElement | null {
  const id = fieldLabelled(label).getAttribute('aria-describedby')
  return id ? document.getElementById(id) : null
}

import { configure } from '@testing-library/dom'
import type { Account, Attendee, LoginResult, Role } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import { openOnTop } from '../../support/page'

// Page tests share the machine with builds: give async assertions room before calling them failed.
configure({ asyncUtilTimeout: 5000 })

const account = (roles: Role[], extra: Partial<Account> = {}): Account =>
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

/** The promoted event (id 5) and its registration form (id 7), as the audit screen reads them; `extraFields` after the three every test has. */
export function eventWithForm(extraFields: { key: string; label: string; type: string }[] = []): Record<string, unknown> {
  const field = (key: string, label: string, type: string, required = false, options: string[] = []) => ({
    key,
    label,
    type,
    required,
    placeholder: '',
    options
  })
  return {
    'GET /open/v1/entityData/entityDataDetail/5': { id: 5, entityDataId: 5, title: '春季产品发布会', registerWebsiteFormId: 7 },
    'GET /open/v1/account/getFormById': {
      id: 7,
      title: '报名表',
      fields: [
        field('name', '姓名', 'TEXT', true),
        field('phone', '手机号', 'PHONE', true),
        field('size', '参会身份', 'RADIO', false, ['客户', '合作伙伴']),
        ...extraFields.map(f => field(f.key, f.label, f.type))
      ]
    }
  }
}

/** Opens the promotion centre and waits for its part `testId` (my link: promotion-url; the funnel: funnel). */
export async function openCentreShowing(testId: string) {
  const screen = await openOnTop('/pages/promotion/index')
  await screen.findByTestId(testId, undefined, { timeout: 10000 })
  return screen
}

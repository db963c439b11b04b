import type { Account, UpdateInfosBody } from '../../../types/contract'
import { NAME_MAX, personNameError } from '@/shared/person-name'

/** The editable part of the profile (account/info). */
export interface ProfileValues {
  name: string
  nickName: string
  email: string
  gender: 0 | 1 | 2
  company: string
  title: string
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>

export const TEXT_MAX = 50
/** The server's rule (server/lib/input.ts): usual local-part characters, dotted domain, letters-only top level. */
const EMAIL =
  /^[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/
/** Control characters (except tab/newlines) and bidi controls: the server refuses them. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point of this check
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

export const GENDER_OPTIONS: { value: 0 | 1 | 2; label: string }[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' }
]

/** The form's starting values from the account. */
export function profileFromAccount(account: Account): ProfileValues {
  return {
    name: account.name || '',
    nickName: account.nickName || '',
    email: account.email || '',
    gender: account.gender === 1 || account.gender === 2 ? account.gender : 0,
    company: account.company || '',
    title: account.title || ''
  }
}

/** Messages per field: name required and at most 20 characters, email format, other texts at most 50. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {}
  errors.name = personNameError(values.name)
  if ([...values.nickName.trim()].length > NAME_MAX) errors.nickName = `昵称不能超过${NAME_MAX}个字`
  const email = values.email.trim()
  if (email && !EMAIL.test(email)) errors.email = '邮箱格式不正确'
  if ([...values.company.trim()].length > TEXT_MAX) errors.company = `公司名称不能超过${TEXT_MAX}个字`
  if ([...values.title.trim()].length > TEXT_MAX) errors.title = `职位不能超过${TEXT_MAX}个字`
  for (const key of ['name', 'nickName', 'company', 'title'] as const) {
    if (!errors[key] && HIDDEN.test(values[key])) errors[key] = '不能包含控制字符或文字方向控制字符'
  }
  return errors
}

/** Only the fields that changed, trimmed: what updateInfos is sent. */
export function changedProfile(original: ProfileValues, values: ProfileValues): UpdateInfosBody {
  const body: UpdateInfosBody = {}
  if (values.name.trim() !== original.name) body.name = values.name.trim()
  if (values.nickName.trim() !== original.nickName) body.nickName = values.nickName.trim()
  if (values.email.trim() !== original.email) body.email = values.email.trim()
  if (values.gender !== original.gender) body.gender = values.gender
  if (values.company.trim() !== original.company) body.company = values.company.trim()
  if (values.title.trim() !== original.title) body.title = values.title.trim()
  return body
}

/** 13800000000 → 138****0000; anything shorter than 7 digits is shown as it is. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  const text = phone.trim()
  if (text.length < 7) return text
  return `${text.slice(0, 3)}****${text.slice(-4)}`
}

/** The name to greet the visitor with: real name, then a real nickname, else a neutral word. */
export function displayName(account: Pick<Account, 'name' | 'nickName'>): string {
  return account.name?.trim() || account.nickName?.trim() || '未命名用户'
}

import type { Account, WebsiteForm } from '../../../types/contract'
import { isRealName } from '@/shared/format'
import type { FormValues } from './validation'

const NAME_FIELD = /^(name|realName|fullName|姓名)$|姓名/i
const TITLE_FIELD = /^(title|position|jobTitle)$|职位|职务/i

/** What the account already tells us, for the fields that ask it (never placeholder nicknames). */
export function prefillFromAccount(form: Pick<WebsiteForm, 'fields'>, account: Account | null | undefined): FormValues {
  const values: FormValues = {}
  if (!account) return values
  for (const field of form.fields) {
    let value: string | null = null
    if (field.type === 'PHONE') value = account.cellphone
    else if (field.type === 'EMAIL') value = account.email
    else if (field.type === 'COMPANY') value = account.company
    else if (field.type === 'TEXT' && (NAME_FIELD.test(field.key) || NAME_FIELD.test(field.label))) value = isRealName(account.name) ? account.name : null
    else if (field.type === 'TEXT' && (TITLE_FIELD.test(field.key) || TITLE_FIELD.test(field.label))) value = account.title
    if (value && typeof value === 'string') values[field.key] = value
  }
  return values
}

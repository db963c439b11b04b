import type { BusinessCard } from '../../../types/contract'
import { personNameError } from '@/shared/person-name'
import { CELLPHONE_INVALID, isCellphone } from '@/shared/phone'

/** The business-card fields a colleague edits (POST /api/uc/v1/businessCard/save). */
export interface CardValues {
  name: string
  title: string
  department: string
  cellphone: string
  email: string
  weChat: string
  address: string
  intro: string
}

type CardErrors = Partial<Record<keyof CardValues, string>>

export const CARD_FIELDS: { key: keyof CardValues; label: string; placeholder: string; multiline?: boolean }[] = [
  { key: 'name', label: '姓名', placeholder: '名片上显示的姓名' },
  { key: 'title', label: '职位', placeholder: '例如 销售经理' },
  { key: 'department', label: '部门', placeholder: '例如 华东大区' },
  { key: 'cellphone', label: '手机', placeholder: '11位手机号' },
  { key: 'email', label: '邮箱', placeholder: 'name@company.com' },
  { key: 'weChat', label: '微信', placeholder: '微信号' },
  { key: 'address', label: '地址', placeholder: '办公地址' },
  { key: 'intro', label: '简介', placeholder: '一句话介绍自己', multiline: true }
]

export function cardFromBusinessCard(card: Partial<BusinessCard>): CardValues {
  return {
    name: card.name || '',
    title: card.title || '',
    department: card.department || '',
    cellphone: card.cellphone || '',
    email: card.email || '',
    weChat: card.weChat || '',
    address: card.address || '',
    intro: card.intro || ''
  }
}

/** Name required (≤ 20), mobile number and email checked when given, intro ≤ 200. */
export function validateCard(values: CardValues): CardErrors {
  const errors: CardErrors = { name: personNameError(values.name) }
  if (values.cellphone.trim() && !isCellphone(values.cellphone)) errors.cellphone = CELLPHONE_INVALID
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(values.email.trim())) errors.email = '邮箱格式不正确'
  if ([...values.intro].length > 200) errors.intro = '简介不能超过200个字'
  return errors
}

export function trimCard(values: CardValues): CardValues {
  const out = { ...values }
  for (const key of Object.keys(out) as (keyof CardValues)[]) out[key] = out[key].trim()
  return out
}

import type { LotteryCompleteBody } from '../../../types/contract'
import { CELLPHONE_INVALID, isCellphone } from '@/shared/phone'

type ClaimErrors = Partial<Record<keyof LotteryCompleteBody, string>>

/** Field errors of the prize claim form (empty object when it can be sent). */
export function validateClaim(body: LotteryCompleteBody): ClaimErrors {
  const errors: ClaimErrors = {}
  if (!body.credentialId.trim()) errors.credentialId = '缺少兑奖码'
  if (!body.name.trim()) errors.name = '请填写收件人姓名'
  else if (body.name.trim().length > 30) errors.name = '姓名最多 30 个字'
  if (!body.cellphone.trim()) errors.cellphone = '请填写手机号'
  else if (!isCellphone(body.cellphone)) errors.cellphone = CELLPHONE_INVALID
  if (!body.address.trim()) errors.address = '请填写收货地址'
  else if (body.address.trim().length < 5) errors.address = '请填写详细的收货地址'
  return errors
}

/** The body as sent: every value trimmed. */
export function cleanClaim(body: LotteryCompleteBody): LotteryCompleteBody {
  return {
    credentialId: body.credentialId.trim(),
    name: body.name.trim(),
    cellphone: body.cellphone.trim(),
    address: body.address.trim()
  }
}

import type { FastifyRequest } from 'fastify'
import type { Account } from '../../types/contract'
import type { Db } from '../db'
import { badRequest, found } from '../lib/envelope'
import { code as randomCode, nowIso, token } from '../lib/random'
import { qrCodePath } from '../lib/signing'
import { accountsRepo } from '../repositories/accounts'
import { bindCellphone, getAccount, toAccount, type AccountRow } from './accounts'
import { requireSmsCode, type SmsCtx } from './sms'

/** How long a bind code (a phone proven by its SMS code, not yet bound) stays usable. */
const BIND_CODE_MS = 10 * 60 * 1000

/** The phone is proven by its SMS code: answers a bind code that binds it to this account for the next 10 minutes. */
export function proveCellphone(ctx: SmsCtx, req: FastifyRequest, account: AccountRow, cellphone: string, smsCode: string) {
  requireSmsCode(ctx, req, cellphone, smsCode)
  const bindCode = token(16)
  accountsRepo(ctx.db).insertBindCode(bindCode, account.id, cellphone, Date.now() + BIND_CODE_MS)
  return { verified: true, bindCode }
}

/** Binds the phone a live bind code proved (`bind: false` only checks the code). Answers the account as it is now. */
export function bindByCode(db: Db, account: AccountRow, code: string, bind: boolean | undefined): Account {
  const row = accountsRepo(db).liveBindCode(code, account.id, Date.now())
  if (!row) throw badRequest('绑定码无效或已过期，请重新验证手机号')
  if (bind === false) return toAccount(db, account)
  bindCellphone(db, account, row)
  return toAccount(db, getAccount(db, account.id)!)
}

/** Phone verification by QR (the mini-program flow, simulated): a code and its QR image. */
export function phoneVerifyQr(db: Db, account: AccountRow) {
  const code = randomCode(12)
  accountsRepo(db).insertPhoneVerifyCode(code, account.id, nowIso())
  return { code, qrCode: qrCodePath(db, `verify-phone:${code}`) }
}

/** Whether the account has a verified phone now, asked with the QR's code. */
export function phoneVerifyResult(db: Db, account: AccountRow, code: string) {
  found(accountsRepo(db).phoneVerifyCode(code, account.id), '验证码不存在')
  const fresh = getAccount(db, account.id)!
  return { verified: !!fresh.cellphone, cellphone: fresh.cellphone }
}

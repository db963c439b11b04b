import type { AccountRow, BindCodeRow, CompanyUserRow, PhoneVerifyCodeRow, PromoterRow, SessionRow } from '../db/rows'
import { perDb } from './per-db'

/** The profile columns a visitor may change. */
export type AccountInfo = Partial<Pick<AccountRow, 'name' | 'nick_name' | 'avatar' | 'email' | 'gender' | 'company' | 'title'>>

export interface NewAccount {
  accountKey: string
  apiKey: string
  cellphone: string | null
  nickName: string
  avatar: string
  newVisitor: 0 | 1
  createdAt: string
}

/** Accounts with their sessions, bind and phone-verify codes, points, and the company people and promoters their cellphone makes them. */
export const accountsRepo = perDb(db => {
  const byId = db.prepare<[number], AccountRow>('SELECT * FROM accounts WHERE id = ?')
  const activeById = db.prepare<[number], AccountRow>("SELECT * FROM accounts WHERE id = ? AND status = 'ACTIVE'")
  const byPhone = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE cellphone = ?')
  const activeByKey = db.prepare<[string], AccountRow>("SELECT * FROM accounts WHERE account_key = ? AND status = 'ACTIVE'")
  const insert = db.prepare<NewAccount>(
    `INSERT INTO accounts (account_key, api_key, cellphone, nick_name, avatar, new_visitor, created_at)
     VALUES (@accountKey, @apiKey, @cellphone, @nickName, @avatar, @newVisitor, @createdAt)`
  )
  const companyUserByPhone = db.prepare<[string], CompanyUserRow>('SELECT * FROM company_users WHERE cellphone = ?')
  const companyUserById = db.prepare<[number], CompanyUserRow>('SELECT * FROM company_users WHERE id = ?')
  // A company user whose member account is disabled is refused too (one without an account is not).
  const companyUserByToken = db.prepare<[string], CompanyUserRow>(
    "SELECT * FROM company_users cu WHERE uc_token = ? AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.cellphone = cu.cellphone AND a.status != 'ACTIVE')"
  )
  const setUcToken = db.prepare<[string, number]>('UPDATE company_users SET uc_token = ? WHERE id = ?')
  const promoterByPhone = db.prepare<[string], PromoterRow>('SELECT * FROM promoters WHERE cellphone = ?')
  const cardIdOf = db.prepare<[number], number>('SELECT id FROM business_cards WHERE company_user_id = ?').pluck()
  const companyId = db.prepare<[], number>('SELECT id FROM company LIMIT 1').pluck()
  const points = db.prepare<[number], number>('SELECT points FROM accounts WHERE id = ?').pluck()
  const setPoints = db.prepare<[number, number]>('UPDATE accounts SET points = ? WHERE id = ?')
  const insertPointHistory = db.prepare<[number, number, string, number, string]>(
    'INSERT INTO point_history (account_id, change, reason, balance, created_at) VALUES (?, ?, ?, ?, ?)'
  )
  const session = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?')
  const insertSession = db.prepare<[string, number, string, number]>('INSERT INTO sessions (id, account_id, created_at, seen_at) VALUES (?, ?, ?, ?)')
  const touchSession = db.prepare<[number, string]>('UPDATE sessions SET seen_at = ? WHERE id = ?')
  const deleteSession = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?')
  const pruneSessions = db.prepare<[number, string]>('DELETE FROM sessions WHERE seen_at < ? OR created_at < ?')
  const deleteSessions = db.prepare<[number]>('DELETE FROM sessions WHERE account_id = ?')
  const setKey = db.prepare<[string, number]>('UPDATE accounts SET account_key = ? WHERE id = ?')
  const setApiKey = db.prepare<[string, number]>('UPDATE accounts SET api_key = ? WHERE id = ?')
  const setOwnerOnce = db.prepare<[number, number]>('UPDATE accounts SET ocuid = ? WHERE id = ? AND ocuid IS NULL')
  const setTrackParamsOnce = db.prepare<[string, number]>('UPDATE accounts SET track_params = ? WHERE id = ? AND track_params IS NULL')
  const markCpContactAdded = db.prepare<[number]>('UPDATE accounts SET cp_contact_added = 1 WHERE id = ?')
  const markCpCodeShown = db.prepare<[number, number]>('UPDATE accounts SET cp_code_shown_at = COALESCE(cp_code_shown_at, ?) WHERE id = ?')
  const bindCellphone = db.prepare<[string, number]>('UPDATE accounts SET cellphone = ?, new_visitor = 0 WHERE id = ?')
  const insertBindCode = db.prepare<[string, number, string, number]>('INSERT INTO bind_codes (code, account_id, cellphone, expires_at) VALUES (?, ?, ?, ?)')
  const liveBindCode = db.prepare<[string, number, number], BindCodeRow>(
    'SELECT * FROM bind_codes WHERE code = ? AND account_id = ? AND used = 0 AND expires_at > ?'
  )
  const useBindCode = db.prepare<[string]>('UPDATE bind_codes SET used = 1 WHERE code = ?')
  const insertPhoneVerifyCode = db.prepare<[string, number, string]>('INSERT INTO phone_verify_codes (code, account_id, created_at) VALUES (?, ?, ?)')
  const phoneVerifyCode = db.prepare<[string, number], PhoneVerifyCodeRow>('SELECT * FROM phone_verify_codes WHERE code = ? AND account_id = ?')
  const idByPhone = db.prepare<[string], number>('SELECT id FROM accounts WHERE cellphone = ?').pluck()
  return {
    byId: (id: number) => byId.get(id),
    /** The account unless it is disabled. */
    activeById: (id: number) => activeById.get(id),
    byPhone: (cellphone: string) => byPhone.get(cellphone),
    idByPhone: (cellphone: string) => idByPhone.get(cellphone),
    /** The active account with this Authorization-Ca key. */
    activeByKey: (key: string) => activeByKey.get(key),
    insert: (a: NewAccount) => Number(insert.run(a).lastInsertRowid),
    companyUserByPhone: (cellphone: string) => companyUserByPhone.get(cellphone),
    companyUserExists: (id: number) => !!companyUserById.get(id),
    /** The company user of a UC token, unless their account is disabled. */
    companyUserByToken: (ucToken: string) => companyUserByToken.get(ucToken),
    setUcToken: (companyUserId: number, ucToken: string) => setUcToken.run(ucToken, companyUserId),
    promoterByPhone: (cellphone: string) => promoterByPhone.get(cellphone),
    /** The business card of a company user, if any. */
    cardIdOf: (companyUserId: number) => cardIdOf.get(companyUserId),
    companyId: () => companyId.get(),
    points: (accountId: number) => points.get(accountId)!,
    setPoints: (accountId: number, balance: number) => setPoints.run(balance, accountId),
    insertPointHistory: (accountId: number, change: number, reason: string, balance: number, createdAt: string) =>
      insertPointHistory.run(accountId, change, reason, balance, createdAt),
    session: (sessionId: string) => session.get(sessionId),
    insertSession: (sessionId: string, accountId: number, createdAt: string, seenAt: number) => insertSession.run(sessionId, accountId, createdAt, seenAt),
    /** Records the session's last use (ms). */
    touchSession: (sessionId: string, seenAt: number) => touchSession.run(seenAt, sessionId),
    deleteSession: (sessionId: string) => deleteSession.run(sessionId),
    /** Deletes every session unused since `seenBefore` (ms) or made before `createdBefore` (ISO). */
    pruneSessions: (seenBefore: number, createdBefore: string) => pruneSessions.run(seenBefore, createdBefore),
    deleteSessions: (accountId: number) => deleteSessions.run(accountId),
    setKey: (accountId: number, key: string) => setKey.run(key, accountId),
    setApiKey: (accountId: number, key: string) => setApiKey.run(key, accountId),
    /** Records the owning company user unless one is recorded already. */
    setOwnerOnce: (accountId: number, ocuid: number) => setOwnerOnce.run(ocuid, accountId),
    /** Records the tracking values (JSON) unless some are recorded already. */
    setTrackParamsOnce: (accountId: number, json: string) => setTrackParamsOnce.run(json, accountId),
    markCpContactAdded: (accountId: number) => markCpContactAdded.run(accountId),
    /** Records the first time the enterprise-contact code was shown to the account (later showings keep it). */
    markCpCodeShown: (accountId: number, atMs: number) => markCpCodeShown.run(atMs, accountId),
    bindCellphone: (accountId: number, cellphone: string) => bindCellphone.run(cellphone, accountId),
    /**
     * Writes the given profile columns (only those present). The column list comes from the
     * AccountInfo keys, never from the request, so the statement is built here per call.
     */
    updateInfo: (accountId: number, info: AccountInfo) => {
      const keys = (Object.keys(info) as (keyof AccountInfo)[]).filter(k => info[k] !== undefined)
      if (!keys.length) return
      db.prepare(`UPDATE accounts SET ${keys.map(k => `${k} = @${k}`).join(', ')} WHERE id = @accountId`).run({ ...pick(info, keys), accountId })
    },
    insertBindCode: (code: string, accountId: number, cellphone: string, expiresAt: number) => insertBindCode.run(code, accountId, cellphone, expiresAt),
    /** The account's unused, unexpired bind code. */
    liveBindCode: (code: string, accountId: number, now: number) => liveBindCode.get(code, accountId, now),
    useBindCode: (code: string) => useBindCode.run(code),
    insertPhoneVerifyCode: (code: string, accountId: number, createdAt: string) => insertPhoneVerifyCode.run(code, accountId, createdAt),
    phoneVerifyCode: (code: string, accountId: number) => phoneVerifyCode.get(code, accountId)
  }
})

function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const k of keys) out[k] = o[k]
  return out
}

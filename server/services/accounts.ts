import type { FastifyRequest } from 'fastify'
import type { Account, CompanyUser, LoginResult, Role } from '../../types/contract'
import { configOf } from '../config'
import type { Db } from '../db'
import type { AccountRow, CompanyUserRow, PromoterRow } from '../db/rows'
import { BizError, forbidden, found, unauthorized } from '../lib/envelope'
import { digits, nowIso, token } from '../lib/random'
import { addressKey, limiter } from '../lib/rate-limit'
import { accountsRepo } from '../repositories/accounts'
import { eventsRepo } from '../repositories/events'
import { inTransaction } from '../repositories/unit-of-work'
import { requireSmsCode, type SmsCtx } from './sms'

export type { AccountRow, PromoterRow }

export const avatarUrl = (name: string) => `/media/avatar/${encodeURIComponent(name || '访客')}.png`

function createVisitor(db: Db): AccountRow {
  const nick = `访客${digits(4)}`
  const id = accountsRepo(db).insert({
    accountKey: token(),
    apiKey: token(),
    cellphone: null,
    nickName: nick,
    avatar: avatarUrl(nick),
    newVisitor: 1,
    createdAt: nowIso()
  })
  return getAccount(db, id)!
}

/** The refusal for a disabled account at sign-in (elsewhere its credentials simply stop working: 401). */
export const ACCOUNT_DISABLED = '该账号已停用，如有疑问请联系客服'

/** The refusal past the visitor limit (also the text of the login page's refusal). */
export const TOO_MANY_VISITORS = '当前网络创建访客身份过于频繁，请稍后再试，或使用手机号登录'

/**
 * A new visitor for the request's client address: every silent sign-in (wxAuth, loginV1, Douyin login) makes one, so
 * they are limited per address (VISITORS_PER_IP_PER_HOUR, the server's config); past it, code 429.
 */
export function createVisitorFor(db: Db, req: Pick<FastifyRequest, 'ip' | 'server'>): AccountRow {
  const perHour = configOf(req.server).security.visitorsPerIpPerHour
  if (!limiter(db, 'visitors', perHour, 3600 * 1000).take(addressKey(req.ip))) throw new BizError(429, TOO_MANY_VISITORS, 429)
  return createVisitor(db)
}

function createMember(db: Db, cellphone: string): AccountRow {
  const nick = `会员${cellphone.slice(-4)}`
  const id = accountsRepo(db).insert({
    accountKey: token(),
    apiKey: token(),
    cellphone,
    nickName: nick,
    avatar: avatarUrl(nick),
    newVisitor: 0,
    createdAt: nowIso()
  })
  return getAccount(db, id)!
}

export const getAccount = (db: Db, id: number): AccountRow | undefined => accountsRepo(db).byId(id)

export const accountByPhone = (db: Db, cellphone: string): AccountRow | undefined => accountsRepo(db).byPhone(cellphone)

export function companyUserOf(db: Db, account: AccountRow): CompanyUserRow | undefined {
  if (!account.cellphone) return undefined
  return accountsRepo(db).companyUserByPhone(account.cellphone)
}

export function promoterOf(db: Db, account: AccountRow): PromoterRow | undefined {
  if (!account.cellphone) return undefined
  return accountsRepo(db).promoterByPhone(account.cellphone)
}

/** Roles derive from the cellphone: company user → UC_USER, promoter → PROMOTER, bound → MEMBER, else VISITOR. */
function rolesOf(db: Db, account: AccountRow): Role[] {
  if (!account.cellphone) return ['VISITOR']
  const roles: Role[] = []
  if (promoterOf(db, account)) roles.push('PROMOTER')
  if (companyUserOf(db, account)) roles.push('UC_USER')
  roles.push('MEMBER')
  return roles
}

export function toCompanyUser(db: Db, row: CompanyUserRow): CompanyUser {
  const cardId = accountsRepo(db).cardIdOf(row.id)
  return {
    companyUserId: row.id,
    name: row.name,
    title: row.title,
    department: row.department,
    avatar: row.avatar,
    cellphone: row.cellphone,
    email: row.email,
    businessCardId: cardId ?? null
  }
}

export function toAccount(db: Db, row: AccountRow): Account {
  const cu = companyUserOf(db, row)
  const repo = accountsRepo(db)
  const cardId = cu ? repo.cardIdOf(cu.id) : undefined
  return {
    accountId: row.id,
    accountKey: row.account_key,
    apiKey: row.api_key,
    companyId: repo.companyId() ?? 1,
    companyUserId: cu?.id ?? null,
    cellphone: row.cellphone,
    name: row.name,
    nickName: row.nick_name,
    email: row.email,
    avatar: row.avatar,
    gender: (row.gender as 0 | 1 | 2) ?? 0,
    subscribe: !!row.subscribe,
    cpContactAdded: !!row.cp_contact_added,
    newVisitor: !!row.new_visitor,
    accountInfoCompleted: !!(row.name && row.cellphone && row.company),
    selfBusinessCardId: cardId ?? null,
    wxUser: null,
    wxUserId: null,
    ocuid: row.ocuid,
    roles: rolesOf(db, row),
    points: row.points,
    company: row.company,
    title: row.title,
    status: row.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE'
  }
}

export function loginResult(db: Db, row: AccountRow): LoginResult {
  const cu = companyUserOf(db, row)
  return {
    account: toAccount(db, row),
    ownerCompanyUserId: row.ocuid,
    ucToken: cu?.uc_token ?? null,
    companyUser: cu ? toCompanyUser(db, cu) : null
  }
}

const cache = new WeakMap<FastifyRequest, AccountRow | null>()

/** The account named by the Authorization-Ca header, or null. */
export function currentAccount(db: Db, req: FastifyRequest): AccountRow | null {
  if (cache.has(req)) return cache.get(req)!
  const header = req.headers['authorization-ca']
  const key = Array.isArray(header) ? header[0] : header
  let row: AccountRow | null = null
  if (key && /^[0-9a-f]{16,128}$/i.test(key)) {
    row = accountsRepo(db).activeByKey(key) ?? null
  }
  cache.set(req, row)
  return row
}

/** The signed-in account or code 401 "请先登录". */
export function requireAccount(db: Db, req: FastifyRequest): AccountRow {
  const row = currentAccount(db, req)
  if (!row) throw unauthorized()
  return row
}

/** The signed-in promoter or code 403 "需要渠道伙伴权限". */
export function requirePromoter(db: Db, req: FastifyRequest): { account: AccountRow; promoter: PromoterRow } {
  const account = requireAccount(db, req)
  const promoter = promoterOf(db, account)
  if (!promoter) throw forbidden()
  return { account, promoter }
}

/** The company user named by the Authorization-Uc header, or undefined. */
export function ucUserOf(db: Db, req: FastifyRequest): CompanyUserRow | undefined {
  const header = req.headers['authorization-uc']
  const key = Array.isArray(header) ? header[0] : header
  return key ? accountsRepo(db).companyUserByToken(key) : undefined
}

/** The company user named by the Authorization-Uc header, or code 401. */
export function requireUc(db: Db, req: FastifyRequest): CompanyUserRow {
  const row = ucUserOf(db, req)
  if (!row) throw unauthorized()
  return row
}

/** Adds (or spends, when negative) points and writes the history row; call inside a transaction. */
export function changePoints(db: Db, accountId: number, change: number, reason: string): number {
  const repo = accountsRepo(db)
  const balance = repo.points(accountId) + change
  repo.setPoints(accountId, balance)
  repo.insertPointHistory(accountId, change, reason, balance, nowIso())
  return balance
}

/**
 * Logout: every credential of the account is replaced at once (sessions, the Authorization-Ca key, the upload
 * apiKey and the company user's UC token), so nothing copied before the logout works after it.
 */
export function revokeCredentials(db: Db, account: AccountRow): void {
  const accounts = accountsRepo(db)
  const companyUser = companyUserOf(db, account)
  inTransaction(db, () => {
    accounts.deleteSessions(account.id)
    accounts.setKey(account.id, token())
    accounts.setApiKey(account.id, token())
    if (companyUser) accounts.setUcToken(companyUser.id, token())
  })
}

/** Binds the cellphone a live bind code proved to the account and uses the code up (409 when another account has the phone). */
export function bindCellphone(db: Db, account: AccountRow, bind: { code: string; cellphone: string }): void {
  const accounts = accountsRepo(db)
  const owner = accountByPhone(db, bind.cellphone)
  if (owner && owner.id !== account.id) throw new BizError(409, '该手机号已绑定其他账号')
  inTransaction(db, () => {
    accounts.useBindCode(bind.code)
    accounts.bindCellphone(account.id, bind.cellphone)
    eventsRepo(db).confirmBehalf(bind.cellphone, nowIso())
  })
}

/**
 * The account a phone proven by SMS signs in to, in one transaction: the phone's account; else the browser's
 * visitor account (`visitorOf`, read inside the transaction) when it has no phone yet, which gets this one;
 * else a new member.
 */
export function memberForPhone(db: Db, cellphone: string, visitorOf: () => AccountRow | null): AccountRow {
  return inTransaction(db, (): AccountRow => {
    // The phone's owner is here: registrations a promoter made for this phone are theirs, confirmed.
    eventsRepo(db).confirmBehalf(cellphone, nowIso())
    const owner = accountByPhone(db, cellphone)
    if (owner) return owner
    const visitor = visitorOf()
    if (visitor && !visitor.cellphone) {
      accountsRepo(db).bindCellphone(visitor.id, cellphone)
      return { ...visitor, cellphone }
    }
    return createMember(db, cellphone)
  })
}

/** A company member signs in to the UC area with the SMS code sent to their phone. */
export function ucLoginByPhone(ctx: SmsCtx, req: FastifyRequest, cellphone: string, code: string): LoginResult {
  const { db } = ctx
  requireSmsCode(ctx, req, cellphone, code)
  if (!accountsRepo(db).companyUserByPhone(cellphone)) throw new BizError(403, '该手机号不是企业成员')
  const account = found(accountByPhone(db, cellphone), '账号不存在')
  if (account.status !== 'ACTIVE') throw new BizError(403, ACCOUNT_DISABLED)
  return loginResult(db, account)
}

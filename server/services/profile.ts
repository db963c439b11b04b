import type { Account } from '../../types/contract'
import type { Db } from '../db'
import { badRequest } from '../lib/envelope'
import { badInput, isInvisible } from '../lib/input'
import { accountsRepo, type AccountInfo } from '../repositories/accounts'
import { getAccount, toAccount, type AccountRow } from './accounts'

const TRACK_KEYS = ['utm_scid', 'utm_uid', 'utm_source', 'utm_entity_data_id']

/**
 * Records where the account came from, once: the first owner (a company user, `ocuid`) and the first tracking
 * values (the utm keys among them) win. Answers the account as it is now.
 */
export function recordAttribution(
  db: Db,
  account: AccountRow,
  ocuid: number | null | undefined,
  trackParams: { paramName: string; paramValue: string }[] | undefined
): Account {
  const accounts = accountsRepo(db)
  if (account.ocuid == null && ocuid && accounts.companyUserExists(ocuid)) accounts.setOwnerOnce(account.id, ocuid)
  const kept = (trackParams ?? []).filter(p => TRACK_KEYS.includes(p.paramName))
  if (!account.track_params && kept.length) {
    accounts.setTrackParamsOnce(account.id, JSON.stringify(kept))
  }
  return toAccount(db, getAccount(db, account.id)!)
}

interface ProfileEdit {
  name?: string
  nickName?: string
  avatar?: string
  email?: string
  gender?: number
  company?: string
  title?: string
}

/** The account's own profile fields, trimmed; only those sent change. Answers the account as it is now. */
export function updateProfile(db: Db, account: AccountRow, b: ProfileEdit): Account {
  const trim = (v: string | undefined) => v?.trim()
  const info: AccountInfo = {
    name: trim(b.name),
    nick_name: trim(b.nickName),
    avatar: trim(b.avatar),
    email: trim(b.email),
    gender: b.gender,
    company: trim(b.company),
    title: trim(b.title)
  }
  if (b.avatar && !/^(\/|https?:\/\/)/.test(b.avatar)) throw badRequest('头像地址无效')
  // A name must show something: zero-width characters or lone combining marks read as a blank name.
  if (info.nick_name !== undefined && isInvisible(info.nick_name)) throw badInput('昵称不能只包含空格或不可见字符')
  if (info.name && isInvisible(info.name)) throw badInput('姓名不能只包含空格或不可见字符')
  accountsRepo(db).updateInfo(account.id, info)
  return toAccount(db, getAccount(db, account.id)!)
}

import type { QrCodeInfo } from '../../types/contract'
import type { Db } from '../db'
import { notFound } from '../lib/envelope'
import { qrCodePath } from '../lib/signing'
import { accountsRepo } from '../repositories/accounts'
import { companyRepo } from '../repositories/company'
import { eventsRepo } from '../repositories/events'
import type { AccountRow, EntityRow } from '../db/rows'
import type { Ctx } from './context'

/**
 * The code of the subscribe gate (GET entitySubscribeMpQrCode; the painter ships the same answer): the company's
 * public account, signed for this content and the visitor's trackType. The same for every visitor.
 */
export function subscribeCodeOf(db: Db, row: Pick<EntityRow, 'id' | 'title'>, trackType?: string): QrCodeInfo {
  const company = companyRepo(db).company()?.name
  return {
    // Only word characters of the visitor's trackType go into the signed code.
    qrCode: qrCodePath(db, `mp-subscribe:${company}:${row.id}:${(trackType ?? '').replace(/[^\w-]/g, '')}`),
    title: `关注「${company}」公众号`,
    tip: `关注后即可查看「${row.title}」`
  }
}

/**
 * The enterprise-contact code of content gated by "需要添加企业微信" (an event gets an adviser, other content the
 * company's messenger). The demo has no messenger: showing the code to a signed-in `account` is recorded, and
 * `cpContactAdded` counts from then.
 */
export function cpContactCodeOf(ctx: Pick<Ctx, 'db' | 'now'>, row: Pick<EntityRow, 'id' | 'title' | 'entity_type'>, account: AccountRow | null): QrCodeInfo {
  const company = companyRepo(ctx.db).company()?.name
  if (account) accountsRepo(ctx.db).markCpCodeShown(account.id, ctx.now())
  const isEvent = row.entity_type === 'EVENT' || row.entity_type === 'BAGEVENT'
  const tip = isEvent ? `长按识别二维码，添加活动顾问，获取「${row.title}」最新通知` : `长按识别二维码，添加顾问企业微信，即可查看「${row.title}」`
  return { qrCode: qrCodePath(ctx.db, `cp-contact:${company}:${isEvent ? 'event' : 'content'}:${row.id}`), title: `添加${company}企业微信`, tip }
}

/**
 * Whether `account` added the enterprise contact for a content item (404 when there is no such content): once the
 * messenger says so; in the demo, once the contact code was shown to them DEMO_CP_ADD_DELAY_S ago (recorded then).
 */
export function cpContactAdded(ctx: Pick<Ctx, 'db' | 'now' | 'demoCpAddDelayMs'>, account: AccountRow, contentId: number): boolean {
  if (!eventsRepo(ctx.db).contentExists(contentId)) throw notFound('内容不存在')
  if (account.cp_contact_added) return true
  const shown = account.cp_code_shown_at
  if (shown === null || ctx.now() - shown < ctx.demoCpAddDelayMs) return false
  accountsRepo(ctx.db).markCpContactAdded(account.id)
  return true
}

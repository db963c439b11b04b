import type { QrCodeInfo } from '../../types/contract'
import type { Db } from '../db'
import { qrCodePath } from '../lib/signing'
import { companyRepo } from '../repositories/company'
import type { EntityRow } from '../db/rows'

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

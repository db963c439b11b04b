import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { GiftRedemptionRow, GiftRow, PointHistoryRow } from '../db/rows'
import { perDb } from './per-db'

/** A redemption with its gift's name and image. */
export type RedemptionRow = GiftRedemptionRow & { gift_name: string; gift_image: string }

interface NewRedemption {
  accountId: number
  giftId: number
  points: number
  status: GiftRedemptionRow['status']
  name: string | null
  cellphone: string | null
  address: string | null
  createdAt: string
}

const REDEMPTIONS = 'SELECT r.*, g.name AS gift_name, g.image AS gift_image FROM gift_redemptions r JOIN gifts g ON g.id = r.gift_id'

/** Gifts, their redemptions and the points history. */
export const giftsRepo = perDb(db => {
  const gift = db.prepare<[number], GiftRow>('SELECT * FROM gifts WHERE id = ?')
  const takeOne = db.prepare<[number]>('UPDATE gifts SET stock = stock - 1 WHERE id = ? AND stock > 0')
  const redemption = db.prepare<[number], RedemptionRow>(`${REDEMPTIONS} WHERE r.id = ?`)
  const insertRedemption = db.prepare<NewRedemption>(
    `INSERT INTO gift_redemptions (account_id, gift_id, points, status, name, cellphone, address, created_at)
     VALUES (@accountId, @giftId, @points, @status, @name, @cellphone, @address, @createdAt)`
  )
  return {
    gift: (id: number) => gift.get(id),
    giftPage: <Out>(query: PageQuery, map: (row: GiftRow) => Out) => paged(db, 'SELECT * FROM gifts ORDER BY points, id', [], query, map),
    /** Takes one from the stock; false when none is left. */
    takeOne: (id: number) => takeOne.run(id).changes > 0,
    redemption: (id: number) => redemption.get(id),
    redemptionPage: <Out>(accountId: number, query: PageQuery, map: (row: RedemptionRow) => Out) =>
      paged(db, `${REDEMPTIONS} WHERE r.account_id = ? ORDER BY r.created_at DESC, r.id DESC`, [accountId], query, map),
    insertRedemption: (r: NewRedemption) => Number(insertRedemption.run(r).lastInsertRowid),
    pointHistoryPage: <Out>(accountId: number, query: PageQuery, map: (row: PointHistoryRow) => Out) =>
      paged(db, 'SELECT * FROM point_history WHERE account_id = ? ORDER BY created_at DESC, id DESC', [accountId], query, map, 1000)
  }
})

import type { PageQuery } from '../db/paged'
import { paged } from '../db/paged'
import type { LotteryRecordRow, LotteryRow, PrizeRow } from '../db/rows'
import { perDb } from './per-db'

/** A winning draw as the winners list shows it. */
export interface WinnerRow {
  created_at: string
  prize_name: string
  nick_name: string
  name: string
}

export interface NewDraw {
  lotteryId: number
  accountId: number
  prizeId: number | null
  win: number
  credentialId: string | null
  createdAt: string
}

export interface Claim {
  name: string
  cellphone: string
  /** Null for a prize that does not ship. */
  address: string | null
}

/** Lotteries, prizes and draw records. */
export const lotteryRepo = perDb(db => {
  const lottery = db.prepare<[number], LotteryRow>('SELECT * FROM lotteries WHERE id = ?')
  const title = db.prepare<[number], string>('SELECT title FROM lotteries WHERE id = ?').pluck()
  const used = db.prepare<[number, number], number>('SELECT COUNT(*) FROM lottery_records WHERE lottery_id = ? AND account_id = ?').pluck()
  const prize = db.prepare<[number], PrizeRow>('SELECT * FROM prizes WHERE id = ?')
  const prizes = db.prepare<[number], PrizeRow>('SELECT * FROM prizes WHERE lottery_id = ? ORDER BY id')
  const drawable = db.prepare<[number], PrizeRow>("SELECT * FROM prizes WHERE lottery_id = ? AND (stock > 0 OR kind = 'NONE') ORDER BY id")
  const takePrize = db.prepare<[number]>('UPDATE prizes SET stock = stock - 1 WHERE id = ? AND stock > 0')
  const winners = db.prepare<[number | null, number | null, number], WinnerRow>(
    `SELECT r.created_at, p.name AS prize_name, a.nick_name, a.name FROM lottery_records r
     JOIN prizes p ON p.id = r.prize_id JOIN accounts a ON a.id = r.account_id
     WHERE r.win = 1 AND (? IS NULL OR r.lottery_id = ?) ORDER BY r.created_at DESC, r.id DESC LIMIT ?`
  )
  const record = db.prepare<[number], LotteryRecordRow>('SELECT * FROM lottery_records WHERE id = ?')
  const byCredential = db.prepare<[string], LotteryRecordRow>('SELECT * FROM lottery_records WHERE credential_id = ?')
  const insertDraw = db.prepare<NewDraw>(
    `INSERT INTO lottery_records (lottery_id, account_id, prize_id, win, credential_id, created_at)
     VALUES (@lotteryId, @accountId, @prizeId, @win, @credentialId, @createdAt)`
  )
  const claim = db.prepare<Claim & { id: number }>(
    'UPDATE lottery_records SET claim_name = @name, claim_cellphone = @cellphone, claim_address = @address, info_completed = 1 WHERE id = @id'
  )
  const verify = db.prepare<[number]>('UPDATE lottery_records SET verified = 1 WHERE id = ?')
  return {
    lottery: (id: number) => lottery.get(id),
    title: (id: number) => title.get(id),
    /** Draws the account has made in that lottery. */
    used: (lotteryId: number, accountId: number) => used.get(lotteryId, accountId) ?? 0,
    prize: (id: number) => prize.get(id),
    prizes: (lotteryId: number) => prizes.all(lotteryId),
    /** Prizes still in stock, and the NONE ones. */
    drawable: (lotteryId: number) => drawable.all(lotteryId),
    /** Takes one prize from the stock; false when none is left. */
    takePrize: (id: number) => takePrize.run(id).changes > 0,
    winners: (lotteryId: number | null, size: number) => winners.all(lotteryId, lotteryId, size),
    record: (id: number) => record.get(id),
    byCredential: (credentialId: string) => byCredential.get(credentialId),
    insertDraw: (d: NewDraw) => Number(insertDraw.run(d).lastInsertRowid),
    claim: (id: number, c: Claim) => claim.run({ ...c, id }),
    verify: (id: number) => verify.run(id),
    historyPage: <Out>(accountId: number, query: PageQuery, map: (row: LotteryRecordRow) => Out) =>
      paged(db, 'SELECT * FROM lottery_records WHERE account_id = ? ORDER BY created_at DESC, id DESC', [accountId], query, map, 1000)
  }
})

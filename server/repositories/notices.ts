import { perDb } from './per-db'

/** In-app notices written by the server (waitlist offers, reminders): one account's 我的 → 通知. */
export const noticesRepo = perDb(db => {
  const insert = db.prepare<[number, string, string, string]>('INSERT INTO notices (account_id, title, content, created_at) VALUES (?, ?, ?, ?)')
  return {
    /** Adds a notice for one account (content is rich text the app sanitises); answers its id. */
    insert: (accountId: number, title: string, content: string, createdAt: string) => Number(insert.run(accountId, title, content, createdAt).lastInsertRowid)
  }
})

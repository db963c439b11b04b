import type { AccountRow, CompanyRow } from '../db/rows'
import { perDb } from './per-db'

/** What the server's own pages (login, media) read and write beyond content. */
export const webRepo = perDb(db => {
  const brand = db.prepare<[], Pick<CompanyRow, 'name' | 'theme_color'>>('SELECT name, theme_color FROM company LIMIT 1')
  const claimVisitor = db.prepare<[string, number]>('UPDATE accounts SET cellphone = ?, new_visitor = 0 WHERE id = ?')
  return {
    /** The company's name and colour, for its logo. */
    brand: () => brand.get(),
    /** A visitor account signing in with a phone number becomes that number's member. */
    claimVisitor: (accountId: number, cellphone: AccountRow['cellphone'] & string) => claimVisitor.run(cellphone, accountId)
  }
})

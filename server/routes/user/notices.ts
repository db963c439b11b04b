import { ok } from '../../lib/envelope'
import { idParams } from '../../lib/schema'
import { usersRepo } from '../../repositories/users'
import { noticeOut, readNotice } from '../../services/personal-centre'
import { defineRoutes } from '../plugin'

/** The account's notices (ca-open: each checks the account after validating the request). */
export const noticeRoutes = defineRoutes(({ db, signedIn }) => {
  signedIn.page('/api/ca-open/v1/notice/list', { summary: 'Page<Notice>', description: '?page&size [auth]' }, (account, query) =>
    usersRepo(db).noticePage(account.id, query, noticeOut)
  )

  signedIn.post('/api/ca-open/v1/notice/read/:id', { schema: { summary: 'Notice', description: '(ours) [auth]', params: idParams() } }, (req, account) =>
    ok(readNotice(db, account.id, req.params.id))
  )
})

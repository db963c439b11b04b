import { ok } from '../../lib/envelope'
import { idParams, pageQuery } from '../../lib/schema'
import { usersRepo } from '../../repositories/users'
import { noticeOut, readNotice } from '../../services/personal-centre'
import { defineRoutes } from '../plugin'

/** The account's notices (ca-open: each checks the account after validating the request). */
export const noticeRoutes = defineRoutes(({ db, signedIn }) => {
  signedIn.get(
    '/api/ca-open/v1/notice/list',
    { schema: { summary: 'Page<Notice>', description: '?page&size [auth]', querystring: pageQuery() } },
    (req, account) => ok(usersRepo(db).noticePage(account.id, req.query, noticeOut))
  )

  signedIn.post('/api/ca-open/v1/notice/read/:id', { schema: { summary: 'Notice', description: '(ours) [auth]', params: idParams() } }, (req, account) =>
    ok(readNotice(db, account.id, req.params.id))
  )
})

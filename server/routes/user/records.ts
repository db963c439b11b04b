import { ok } from '../../lib/envelope'
import { nowIso } from '../../lib/random'
import { obj, oneOf, pageQuery } from '../../lib/schema'
import { usersRepo } from '../../repositories/users'
import { toAccount } from '../../services/accounts'
import { attendanceOut, ownedCoursesOf, resourcePage } from '../../services/personal-centre'
import { defineRoutes } from '../plugin'

/** The personal centre's own lists: the account, its registrations, obtained files and owned courses. */
export const recordRoutes = defineRoutes({ only: 'account' }, ({ db, signedIn }) => {
  signedIn.get(
    '/api/ca/v1/personalCenter/attendanceRecord',
    {
      schema: {
        summary: 'Page<AttendanceRecord>',
        description: '?status&page&size=10 [auth]',
        querystring: pageQuery({ status: oneOf(['', 'UPCOMING', 'ONGOING', 'ENDED', 'PENDING', 'APPROVED', 'REJECTED']) })
      }
    },
    (req, account) => ok(usersRepo(db).attendancePage(account.id, req.query.status, nowIso(), req.query, attendanceOut))
  )

  signedIn.page('/api/ca/v1/personalCenter/resources', { summary: 'Page<ResourceItem>', description: '?page&size [auth]' }, (account, query) =>
    resourcePage(db, account, query)
  )

  signedIn.get('/api/ca/v1/personalCenter/currentAccountInfo', { schema: { summary: 'Account', description: '[auth]' } }, (_req, account) =>
    ok(toAccount(db, account))
  )

  signedIn.get(
    '/api/ca/v1/course/owned',
    {
      schema: {
        summary: 'OwnedCourse[]',
        description: '?learnStatus [auth]',
        querystring: obj({ learnStatus: oneOf(['', 'NOT_STARTED', 'LEARNING', 'COMPLETED']) })
      }
    },
    (req, account) => ok(ownedCoursesOf(db, account.id, req.query.learnStatus))
  )
})

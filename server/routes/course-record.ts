import { Type } from 'typebox'
import { ok } from '../lib/envelope'
import { id, int, obj } from '../lib/schema'
import { recordLesson } from '../services/content'
import { defineRoutes } from './plugin'

/** Course learning records: a lesson watched (paid lessons only for buyers) and the course progress. */
export const courseRecordRoutes = defineRoutes(({ db, signedIn }) => {
  signedIn.post(
    '/api/ca-open/v1/course/record',
    {
      schema: {
        summary: '{learned: boolean, progress: number}',
        description: 'CourseRecordBody [auth]',
        body: obj(
          {
            courseItemId: id(),
            time: int({ maximum: 86400 }),
            progressTime: int({ maximum: 864000 }),
            percent: Type.Number({ minimum: 0, maximum: 100 }),
            learnCompletedEvent: Type.Integer({ enum: [0, 1] })
          },
          ['courseItemId', 'time', 'progressTime', 'percent']
        )
      }
    },
    (req, account) => ok(recordLesson(db, account.id, req.body))
  )
})

import { Type } from 'typebox'
import { BizError, notFound, ok } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { id, int, obj } from '../lib/schema'
import { contentRepo } from '../repositories/content'
import { courseProgress } from '../services/content'
import { defineRoutes } from './plugin'

/** Course learning records: a lesson watched (paid lessons only for buyers) and the course progress. */
export const courseRecordRoutes = defineRoutes(({ db, signedIn }) => {
  const content = contentRepo(db)

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
    (req, account) => {
      const b = req.body
      const item = content.lesson(b.courseItemId)
      if (!item) throw notFound('课时不存在')
      const course = content.entityPrice(item.course_id)!
      if (course.price && !item.free) {
        if (!content.bought(account.id, item.course_id)) throw new BizError(403, '请先购买课程')
      }
      const learned = b.learnCompletedEvent === 1 ? 1 : 0
      content.saveRecord({
        accountId: account.id,
        lessonId: item.id,
        progressTime: b.progressTime,
        percent: Math.round(b.percent),
        watched: b.time,
        learned,
        at: nowIso()
      })
      const rec = content.record(account.id, item.id)!
      return ok({ learned: !!rec.learned, progress: courseProgress(db, item.course_id, account.id).progress })
    }
  )
})

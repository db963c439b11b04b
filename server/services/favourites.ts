import type { Db } from '../db'
import { nowIso } from '../lib/random'
import { usersRepo } from '../repositories/users'

/** Collects a course, or uncollects it when collected; answers whether it is collected now (one transaction). */
export function toggleCourseCollection(db: Db, accountId: number, courseId: number): boolean {
  const users = usersRepo(db)
  return db.transaction(() => {
    if (users.uncollectCourse(accountId, courseId)) return false
    users.collectCourse(accountId, courseId, nowIso())
    return true
  })()
}

/** Stars content, or unstars it when starred; answers whether it is starred now (one transaction). */
export function toggleStar(db: Db, accountId: number, entityId: number): boolean {
  const users = usersRepo(db)
  return db.transaction(() => {
    if (users.unstar(accountId, entityId)) return false
    users.star(accountId, entityId, nowIso())
    return true
  })()
}

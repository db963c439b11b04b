import type { Db } from '../db'
import { nowIso } from '../lib/random'
import { usersRepo } from '../repositories/users'
import { inTransaction } from '../repositories/unit-of-work'

type Remove = (accountId: number, id: number) => boolean
type Add = (accountId: number, id: number, at: string) => unknown

/** Removes the account's mark on `id` when there is one, else adds it; answers whether it is set now (one transaction). */
function toggle(db: Db, remove: Remove, add: Add, accountId: number, id: number): boolean {
  return inTransaction(db, () => {
    if (remove(accountId, id)) return false
    add(accountId, id, nowIso())
    return true
  })
}

/** Collects a course, or uncollects it when collected; answers whether it is collected now. */
export function toggleCourseCollection(db: Db, accountId: number, courseId: number): boolean {
  const users = usersRepo(db)
  return toggle(db, users.uncollectCourse, users.collectCourse, accountId, courseId)
}

/** Stars content, or unstars it when starred; answers whether it is starred now. */
export function toggleStar(db: Db, accountId: number, entityId: number): boolean {
  const users = usersRepo(db)
  return toggle(db, users.unstar, users.star, accountId, entityId)
}

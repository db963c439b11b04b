import type { FavouriteItem, Page } from '../../types/contract'
import type { Db } from '../db'
import type { PageQuery } from '../db/paged'
import { notFound } from '../lib/envelope'
import { nowIso } from '../lib/random'
import { usersRepo } from '../repositories/users'
import { inTransaction } from '../repositories/unit-of-work'
import { getEntity, summaryOf } from './content'

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

/** Collects a course, or uncollects it when collected; answers whether it is collected now (404 for any other content). */
export function toggleCourseCollection(db: Db, accountId: number, courseId: number): { collected: boolean } {
  const row = getEntity(db, courseId)
  if (row.entity_type !== 'COURSE') throw notFound('课程不存在')
  const users = usersRepo(db)
  return { collected: toggle(db, users.uncollectCourse, users.collectCourse, accountId, row.id) }
}

/** Stars content, or unstars it when starred; answers whether it is starred now and its stars. */
export function toggleStar(db: Db, accountId: number, entityId: number): { starred: boolean; starCount: number } {
  const row = getEntity(db, entityId)
  const users = usersRepo(db)
  const starred = toggle(db, users.unstar, users.star, accountId, row.id)
  return { starred, starCount: users.starCount(row.id) }
}

/** Whether the account starred the content (404 when it does not exist). */
export function hasStarred(db: Db, accountId: number, entityId: number): boolean {
  getEntity(db, entityId)
  return usersRepo(db).starred(accountId, entityId)
}

/** The content the account starred, newest star first, each as its summary. */
export function favouritePage(db: Db, accountId: number, query: PageQuery): Page<FavouriteItem> {
  return usersRepo(db).starredPage(accountId, query, r => ({ ...summaryOf(db, r), starredAt: r.starred_at }))
}

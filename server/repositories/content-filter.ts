import type { EntityDataListQuery } from '../../types/contract'
import type { EntityFilter } from './content'

/**
 * Builds the WHERE/ORDER of entityDataList; shared with module data and the painted lists. `typeNames`
 * (searchableTypes) lets a search for a type's name find that type's items: 课程 finds every course,
 * 案例 every customer case, whether or not their titles say so.
 */
export function listQuery(
  q: Omit<EntityDataListQuery, 'entityType'> & { entityType?: EntityDataListQuery['entityType'] | string },
  typeNames: { entityType: string; name: string }[] = []
): EntityFilter {
  const where: string[] = []
  const args: unknown[] = []
  const list = (csv: string) => csv.split(',').filter(Boolean).slice(0, 200)
  const types: string[] = []
  if (q.entityType !== undefined && String(q.entityType) !== '') types.push(String(q.entityType))
  if (q.entityTypes) types.push(...list(q.entityTypes))
  if (types.length) {
    const bag = types.includes('BAGEVENT')
    const rest = types.filter(t => t !== 'BAGEVENT')
    const parts: string[] = []
    if (rest.length) {
      parts.push(`e.entity_type IN (${rest.map(() => '?').join(',')})`)
      args.push(...rest)
    }
    if (bag) parts.push("e.entity_type = 'BAGEVENT'")
    where.push(`(${parts.join(' OR ')})`)
  } else {
    // Without a type, BAGEVENT rows only show through their own endpoint.
    where.push("e.entity_type != 'BAGEVENT'")
  }
  // Unlisted content opens by its id only; asking for ids or content keys is asking for it by name.
  if (!q.ids && !q.contentKeys) where.push('e.listed = 1')
  if (q.categoryId) {
    where.push('e.category_id = ?')
    args.push(q.categoryId)
  }
  if (q.contentKeys) {
    const keys = list(q.contentKeys)
    where.push(`e.content_key IN (${keys.map(() => '?').join(',')})`)
    args.push(...keys)
  }
  if (q.searchValue && q.searchValue.trim()) {
    const text = q.searchValue.trim()
    const like = `%${text.replace(/[%_\\]/g, c => '\\' + c)}%`
    const named = typeNames.filter(t => t.name.includes(text)).map(t => t.entityType)
    const byType = named.length ? ` OR e.entity_type IN (${named.map(() => '?').join(',')})` : ''
    where.push(`(e.title LIKE ? ESCAPE '\\' OR e.summary LIKE ? ESCAPE '\\'${byType})`)
    args.push(like, like, ...named)
  }
  if (q.recommend !== undefined) {
    where.push('e.recommend = ?')
    args.push(q.recommend ? 1 : 0)
  }
  if (q.labelId) {
    where.push('EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value = ?)')
    args.push(q.labelId)
  }
  if (q.labelIds) {
    const ids = list(q.labelIds).map(Number)
    where.push(`EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value IN (${ids.map(() => '?').join(',')}))`)
    args.push(...ids)
  }
  if (q.crossLabelIds) {
    for (const l of list(q.crossLabelIds).map(Number)) {
      where.push('EXISTS (SELECT 1 FROM json_each(e.label_ids) WHERE value = ?)')
      args.push(l)
    }
  }
  if (q.ids) {
    const ids = list(q.ids).map(Number)
    where.push(`e.id IN (${ids.map(() => '?').join(',')})`)
    args.push(...ids)
  }
  if (q.contentEntityId) {
    where.push('e.related_entity_id = ?')
    args.push(q.contentEntityId)
  }
  let order = 'e.publish_time DESC, e.id DESC'
  const now = new Date().toISOString()
  switch (q.filterType) {
    case 'UPCOMING':
      where.push('e.start_time > ?')
      args.push(now)
      order = 'e.start_time ASC, e.id'
      break
    case 'ONGOING':
      where.push('e.start_time <= ? AND e.end_time >= ?')
      args.push(now, now)
      break
    case 'ENDED':
      where.push('e.end_time < ?')
      args.push(now)
      order = 'e.end_time DESC, e.id DESC'
      break
    case 'HOT':
      order = 'e.view_count DESC, e.id DESC'
      break
    case 'FREE':
      where.push('COALESCE(e.price, 0) = 0')
      break
    case 'PAID':
      where.push('e.price > 0')
      break
    case 'RECOMMEND':
      where.push('e.recommend = 1')
      break
  }
  return { where: where.join(' AND ') || '1 = 1', args, order }
}

import type { AiCard, AiCardAction, AiMessage } from '../../types/contract'
import type { Db } from '../db'
import { contentRepo } from '../repositories/content'
import { usersRepo } from '../repositories/users'
import { beijingSpan } from './assistant'
import { entityTypeOut } from './content'

/**
 * Extension `assistantCards`: the content an answer was built from (its links, never anything else) as cards with
 * one-tap actions: 报名 for an event still to come or on (its form, else its page), 下载 for a material with a file
 * (through the material page's gate), 收藏 for everything, with whether the account keeps it already. Read when the
 * message is answered, so history shows what is true now (an event that has since ended offers no 报名).
 */
export function cardsOf(db: Db, links: AiMessage['links'], now = Date.now(), accountId: number | null = null): AiCard[] {
  const content = contentRepo(db)
  const users = usersRepo(db)
  const cards: AiCard[] = []
  for (const link of links) {
    const row = content.entity(link.id)
    if (!row) continue
    const actions: AiCardAction[] = []
    const card: AiCard = { type: entityTypeOut(row.entity_type), id: row.id, title: row.title, cover: row.cover, actions }
    if (row.entity_type === 'EVENT') {
      if (row.start_time) card.time = `${beijingSpan(row.start_time, row.end_time)}（北京时间）`
      if (!row.end_time || Date.parse(row.end_time) > now) {
        actions.push('signup')
        card.formId = row.register_form_id
      }
    }
    if (row.entity_type === 'FILEDOWNLOAD') {
      const file = content.files(row.id)[0]
      if (file) {
        actions.push('download')
        card.fileId = file.id
      }
    }
    actions.push('favorite')
    card.starred = accountId !== null && users.starred(accountId, row.id)
    cards.push(card)
  }
  return cards
}

import { ok } from '../../lib/envelope'
import { obj, phoneOrEmpty, str } from '../../lib/schema'
import { cardsRepo } from '../../repositories/cards'
import { requireUc, toCompanyUser } from '../../services/accounts'
import { saveCard } from '../../services/cards'
import { defineRoutes } from '../plugin'

/** The UC area (Authorization-Uc): a company user's colleagues and their own card. */
export const colleagueRoutes = defineRoutes(({ app, db }) => {
  app.get('/api/uc/v1/colleagues', { schema: { summary: 'CompanyUser[]', description: '(ours) [uc]' } }, req => {
    requireUc(db, req)
    return ok(
      cardsRepo(db)
        .colleagues()
        .map(r => toCompanyUser(db, r))
    )
  })

  app.post(
    '/api/uc/v1/businessCard/save',
    {
      schema: {
        summary: 'BusinessCard',
        description: '(ours) [uc] {name,title,department,cellphone,email,weChat,address,intro}',
        body: obj(
          {
            name: str(40, { minLength: 1 }),
            title: str(40),
            department: str(40),
            cellphone: phoneOrEmpty(),
            email: str(120),
            weChat: str(60),
            address: str(200),
            intro: str(500)
          },
          ['name'],
          false
        )
      }
    },
    req => ok(saveCard(db, requireUc(db, req), req.body))
  )
})

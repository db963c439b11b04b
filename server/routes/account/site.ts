import { BizError, ok } from '../../lib/envelope'
import { idParams } from '../../lib/schema'
import { companyRepo } from '../../repositories/company'
import { companyOut, getWebsite, popupOut, websiteOut } from '../../services/site'
import { defineRoutes } from '../plugin'

/** The company, its tracked parameters, websites, menus and popups. */
export const siteRoutes = defineRoutes(({ app, db }) => {
  const site = companyRepo(db)
  app.get(
    '/api/open/v1/company/companyInfo',
    { schema: { summary: "CompanyInfo (`miniAppId`, ours: the WeChat mini-program appid pages/app's code opens, or null)" } },
    () => {
      const c = site.company()
      if (!c) throw new BizError(404, 'cannot find company')
      return ok(companyOut(c))
    }
  )

  app.get('/api/ca-open/v1/companyAccount/trackParams', { schema: { summary: "TrackParam[] (the company's tracked params)" } }, () => ok(site.trackParams()))

  app.get('/api/open/v1/website/:id/info', { schema: { summary: 'WebsiteInfo', params: idParams() } }, req => ok(websiteOut(getWebsite(db, req.params.id))))
  app.get('/api/open/v1/website/:id/menu', { schema: { summary: 'NavItem[]', params: idParams() } }, req => ok(JSON.parse(getWebsite(db, req.params.id).menu)))

  app.get('/api/open/v1/popup/fetchPopupPush', { schema: { summary: 'PopupPush[]', description: '?platform=MINI_PROGRAM' } }, () =>
    ok(site.popups('PUSH').map(popupOut))
  )
  app.get('/api/ca-open/v1/popup/salePopup', { schema: { summary: 'PopupPush or null' } }, () => {
    const p = site.popups('SALE').at(0)
    return ok(p ? popupOut(p) : null)
  })
  app.get('/api/ca-open/v1/popup/miniprogram/list', { schema: { summary: 'PopupPush[]' } }, () => ok(site.popups('MINIPROGRAM').map(popupOut)))
})

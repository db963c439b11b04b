import type { PopupRow } from '../../db/rows'
import { BizError, notFound, ok } from '../../lib/envelope'
import { idParams } from '../../lib/schema'
import { companyRepo } from '../../repositories/company'
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
      return ok({
        id: c.id,
        name: c.name,
        domain: c.domain,
        miniAppWebsiteId: c.mini_app_website_id,
        themeColor: c.theme_color,
        gradientColor: JSON.parse(c.gradient_color),
        squareLogo: c.square_logo,
        productName: c.product_name,
        servicePhone: c.service_phone,
        miniAppId: c.mini_app_id ?? null
      })
    }
  )

  app.get('/api/ca-open/v1/companyAccount/trackParams', { schema: { summary: "TrackParam[] (the company's tracked params)" } }, () => ok(site.trackParams()))

  const website = (id: number) => {
    const w = site.website(id)
    if (!w) throw notFound('站点不存在')
    return w
  }
  app.get('/api/open/v1/website/:id/info', { schema: { summary: 'WebsiteInfo', params: idParams() } }, req => {
    const w = website(req.params.id)
    return ok({
      id: w.id,
      name: w.name,
      logo: w.logo,
      themeCode: w.theme_code,
      themeConfig: w.theme_config,
      shareTitle: w.share_title,
      shareImage: w.share_image,
      modules: JSON.parse(w.modules)
    })
  })
  app.get('/api/open/v1/website/:id/menu', { schema: { summary: 'NavItem[]', params: idParams() } }, req => ok(JSON.parse(website(req.params.id).menu)))

  const popupOut = (p: PopupRow) => ({ id: p.id, image: p.image, title: p.title, nav: p.nav ? JSON.parse(p.nav) : null, rule: p.rule })
  app.get('/api/open/v1/popup/fetchPopupPush', { schema: { summary: 'PopupPush[]', description: '?platform=MINI_PROGRAM' } }, () =>
    ok(site.popups('PUSH').map(popupOut))
  )
  app.get('/api/ca-open/v1/popup/salePopup', { schema: { summary: 'PopupPush or null' } }, () => {
    const p = site.popups('SALE').at(0)
    return ok(p ? popupOut(p) : null)
  })
  app.get('/api/ca-open/v1/popup/miniprogram/list', { schema: { summary: 'PopupPush[]' } }, () => ok(site.popups('MINIPROGRAM').map(popupOut)))
})

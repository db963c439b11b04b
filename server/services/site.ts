import type { CompanyInfo, WebsiteInfo } from '../../types/contract'
import type { Db } from '../db'
import type { CompanyRow, PopupRow, WebsiteRow } from '../db/rows'
import { found } from '../lib/envelope'
import { companyRepo } from '../repositories/company'

/** The company as the app reads it (its name, theme, logo and product name, the default website). */
export const companyOut = (c: CompanyRow): CompanyInfo => ({
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

/** The mini-programs' main domain: the company's (localhost before one is set). */
export const mainDomainOf = (db: Db): { domain: string } => ({ domain: companyRepo(db).company()?.domain ?? 'localhost' })

export const getWebsite = (db: Db, id: number): WebsiteRow => found(companyRepo(db).website(id), '站点不存在')

/** A website's name, theme, share card and home modules. */
export const websiteOut = (w: WebsiteRow): WebsiteInfo => ({
  id: w.id,
  name: w.name,
  logo: w.logo,
  themeCode: w.theme_code,
  themeConfig: w.theme_config,
  shareTitle: w.share_title,
  shareImage: w.share_image,
  modules: JSON.parse(w.modules)
})

export const popupOut = (p: PopupRow) => ({ id: p.id, image: p.image, title: p.title, nav: p.nav ? JSON.parse(p.nav) : null, rule: p.rule })

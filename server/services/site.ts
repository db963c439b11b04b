import type { CompanyInfo, WebsiteInfo } from '../../types/contract'
import type { Db } from '../db'
import type { CompanyRow, PopupRow, WebsiteRow } from '../db/rows'
import { found } from '../lib/envelope'
import { companyRepo } from '../repositories/company'
import { APP_ROOT } from '../../src/shared/routes'

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

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The company's square logo at /favicon.ico: a tab's size by default, a launcher's with ?size=256. */
export const FAVICON_SIZE = 64
export const FAVICON_LARGE = 256

/** The web app manifest: the company's name, theme colour and logo, the app as the start page. */
export function webManifest(company: Pick<CompanyRow, 'name' | 'theme_color' | 'square_logo'> | undefined) {
  const name = company?.name || '企业官网'
  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = [
    // The company's drawn square logo (server/routes/web/images.ts), always a PNG at this address.
    { src: `/favicon.ico?size=${FAVICON_LARGE}`, sizes: `${FAVICON_LARGE}x${FAVICON_LARGE}`, type: 'image/png', purpose: 'any' }
  ]
  // The same drawing at any size, for launchers that want 512 px.
  const drawn = /^\/media\/logo\/([\w-]{1,60})\.png$/.exec(company?.square_logo || '')
  if (drawn) icons.push({ src: `/media/logo/${drawn[1]}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' })
  return {
    id: APP_ROOT,
    name,
    short_name: Array.from(name).slice(0, 12).join(''),
    lang: 'zh-CN',
    start_url: APP_ROOT,
    scope: APP_ROOT,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: company && HEX_COLOUR.test(company.theme_color) ? company.theme_color : '#2f6bff',
    icons
  }
}

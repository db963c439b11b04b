/**
 * The painted first view of home and custom/scene pages (the content lists, the details and the AI chat page are
 * drawn by the app's own components: ./views.ts): the same DOM the app's components render on the web (View → div, Text → span,
 * Image → div.taro-img > img, class names and inline theme styles included), written as string templates.
 * The rules that decide what a component shows (theme variables, module box styles, card facts, event
 * status, where a nav item goes) are the app's own modules imported from src/, so the two cannot drift
 * apart in logic; only the element structure is repeated here (docs/first-paint.md says why).
 *
 * Anything that opens another page is a real <a href> to that page's URL, so a tap before the app has
 * taken over is an ordinary navigation (and lands on another painted page). Controls that need the app
 * (search, menu, tabs) carry class fp-wait and show a busy cursor until then.
 */
import type { EntityDataSummary, NavItem, SiteModule, ThemeConfig } from '../../types/contract'
import { escapeHtml as e } from '../lib/html'
import { cardFacts, cardMeta, cardTypeName } from '../../src/components/content-card/meta'
import { moduleBoxStyle } from '../../src/features/site/module-style'
import { cardHeading, sectionsOf } from '../../src/features/site/sections'
import { detailTarget, listUrlOf } from '../../src/shared/content-routes'
import { resolveNavItem } from '../../src/services/navigation/nav-items'
import { BASE_PATH, pageUrl, Routes } from '../../src/shared/routes'
import { resizeImage } from '../../src/utils/image'

/** Design px → rem, as Taro.pxTransform does on the web (designWidth 375, baseFontSize 20). */
const px = (n: number) => `${n / 20}rem`

type Style = Record<string, string | number | undefined>

/** A React-style object as a style attribute value (camelCase → kebab-case, custom properties kept). */
function styleText(style: Style | undefined): string {
  if (!style) return ''
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k.startsWith('--') ? k : k.replace(/[A-Z]/g, c => '-' + c.toLowerCase())}:${v}`)
    .join(';')
}
const styleAttr = (style: Style | undefined) => {
  const text = styleText(style)
  return text ? ` style="${e(text)}"` : ''
}

/** An app URL under the web base (/web/h/pages/…). */
const href = (appUrl: string) => e(BASE_PATH + appUrl)

export interface Theme {
  className: string
  cssVars: Record<string, string>
  config: ThemeConfig
  themeColor: string
}

/** Taro's HTML Image: a div.taro-img around an img with the mode's class. */
function image(
  className: string,
  src: string,
  mode: 'aspectFill' | 'aspectFit' | 'widthFix',
  opts: { eager?: boolean; high?: boolean; label?: string; alt?: string } = {}
): string {
  const wrap = `taro-img ${mode === 'widthFix' ? 'taro-img__widthfix ' : ''}${className}`
  // Only the LCP image is fetched at high priority; the other images on the first screen must not
  // compete with it (Chrome raises images in the viewport to high unless told otherwise).
  const loading = opts.eager ? (opts.high ? ' fetchpriority="high"' : ' fetchpriority="low"') : ' loading="lazy"'
  const label = opts.label ? ` aria-label="${e(opts.label)}"` : ''
  return `<div class="${wrap}"${label}><img class="taro-img__mode-${mode.toLowerCase()}" src="${e(src)}" alt="${e(opts.alt || '')}"${loading}></div>`
}
const text = (className: string, value: string) => `<span class="taro-text${className ? ' ' + className : ''}">${e(value)}</span>`

/** Every screen's frame (components/page): theme class and variables, nav bar, body, bottom bar. */
function page(theme: Theme, o: { title: string; className?: string; navBar?: boolean; body: string; bottomBar?: string }): string {
  const nav =
    o.navBar === false
      ? ''
      : `<div class="nav-bar" role="banner"><div class="nav-bar__side"><div class="nav-bar__btn fp-wait" role="button" aria-label="返回">${text('nav-bar__arrow', '‹')}</div>` +
        `<a class="nav-bar__btn" role="button" href="${href(Routes.home)}" aria-label="首页">${text('nav-bar__home', '⌂')}</a></div>` +
        `<div class="nav-bar__title" role="heading" aria-level="1">${e(o.title)}</div><div class="nav-bar__side nav-bar__side--right"></div></div>`
  return (
    `<div class="page ${e(theme.className)} ${e(o.className || '')}"${styleAttr(theme.cssVars)}>${nav}` +
    `<div class="page__body ${o.bottomBar ? 'page__body--with-bar' : ''}">${o.body}</div>` +
    (o.bottomBar ? `<div class="page__bottom-bar">${o.bottomBar}</div>` : '') +
    `</div>`
  )
}

/** components/content-card: a link to the item's detail page. */
function contentCard(item: EntityDataSummary, layout: 'row' | 'grid' | 'large', eager: boolean): string {
  const meta = cardMeta(item)
  const target = detailTarget(cardTypeName(item), item.id)
  const facts = cardFacts(item, meta)
  const size = ({ row: 'small', grid: 'medium', large: 'large' } as const)[layout]
  const cover = item.cover
    ? image('content-card__img', resizeImage(item.cover, size), 'aspectFill', { eager })
    : `<div class="content-card__placeholder" aria-hidden="true">${text('', (item.title || '·').slice(0, 1))}</div>`
  const status = meta.status ? text(`content-card__status content-card__status--${meta.status.tone.toLowerCase()}`, meta.status.text) : ''
  const tag = target.kind === 'page' ? `a href="${href(target.url)}"` : 'div'
  return (
    // Named by what it shows, as the app's card is (WCAG 2.5.3: no shorter label beside the visible text).
    `<${tag} class="content-card content-card--${layout} " data-testid="content-card">` +
    `<div class="content-card__cover">${cover}${status}</div><div class="content-card__body">${text('content-card__title', item.title)}` +
    (layout !== 'grid' && item.summary ? text('content-card__summary', item.summary) : '') +
    `<div class="content-card__meta">${meta.time ? text('content-card__time', meta.time) : ''}${facts ? text('content-card__facts', facts) : ''}${meta.price ? text('content-card__price', meta.price) : ''}</div></div>` +
    `</${tag.split(' ')[0]}>`
  )
}

/** Where a nav item goes when it is a page of this app; null for anything the app must decide. */
function navHref(item: NavItem | null | undefined): string | null {
  const action = resolveNavItem(item, 'h5')
  return action.kind === 'navigate' ? href(action.url) : null
}
const linkOrDiv = (url: string | null, className: string, inner: string, label: string) =>
  url
    ? `<a class="${className}" href="${url}" aria-label="${e(label)}">${inner}</a>`
    : `<div class="${className} fp-wait" role="link" aria-label="${e(label)}">${inner}</div>`

/** module-list.tsx moreOf: the editor's link, else the type's list (shared/content-routes listUrlOf). */
function moreHref(module: SiteModule): string | null | undefined {
  if (module.more) return navHref(module.more)
  if (module.kind === 'CONTENT') {
    const url = listUrlOf(module.entityType)
    return url ? href(url) : undefined
  }
  return undefined
}

export interface ModuleData {
  /** moduleData rows by CONTENT module id (missing: the module is left as the app's skeleton would be). */
  rows: Record<number, EntityDataSummary[]>
  /** Business cards by company user id (public card fields only). */
  cards: Record<number, { name: string; title?: string; company?: string; avatar?: string; cellphone?: string } | null>
  /** Sanitised rich text by module id. */
  html: Record<number, string>
}

const KNOWN = new Set(['BANNER', 'NAV', 'CONTENT', 'RICH_TEXT', 'IMAGE', 'TITLE', 'CARD'])
const FLUSH = new Set(['BANNER', 'IMAGE'])

/**
 * How far down the modules are painted: those starting within about one and a half phone screens (in CSS px at
 * 375 px wide, by estimatedHeight). The rest of the list is one placeholder of their estimated height until the
 * app takes over: laying out and painting a whole long home was the largest main-thread work of a cold visit
 * after the first paint (docs/first-paint.md), and the visitor sees the first screen.
 */
const FIRST_SCREEN_PX = 1300
/** Where the module list starts on the page (home's header and search box; a custom page's title bar). */
const LIST_TOP_PX = 100

/** features/site ModuleList + ModuleFrame + each module's body (the first screen of it, see FIRST_SCREEN_PX). */
function moduleList(modules: SiteModule[], theme: Theme, data: ModuleData): string {
  const { moduleTheme, moduleThemeSettings: settings } = theme.config
  const style = moduleBoxStyle(moduleTheme, settings, px, theme.themeColor)
  let firstImage = true
  let top = LIST_TOP_PX
  let later = 0
  const out: string[] = []
  // The app's own rule: a TITLE heads the module after it (or is dropped), unknown kinds are skipped.
  for (const drawn of sectionsOf(modules, kind => KNOWN.has(kind))) {
    if (top >= FIRST_SCREEN_PX) {
      later += estimatedHeight(drawn, data)
      continue
    }
    top += estimatedHeight(drawn, data)
    // A card that cannot be shown leaves its module out, and a stranger's card is never headed 我的名片
    // (the painted view is anonymous: the visitor's own card is the app's to say).
    const card = drawn.kind === 'CARD' ? data.cards[drawn.companyUserId] : null
    if (drawn.kind === 'CARD' && !card) continue
    const module: SiteModule = card
      ? { ...drawn, title: cardHeading(drawn.title, card.name || '', false), subtitle: cardHeading(drawn.subtitle || '', card.name || '', false) }
      : drawn
    const more = moreHref(module)
    const moreLink =
      more === undefined ? '' : linkOrDiv(more, 'site-module__more', `${text('', '更多')}${text('site-module__more-arrow', '›')}`, `${module.title || ''}更多`)
    const atBottom = !!moreLink && settings.moreAtBottom
    let body = ''
    if (module.kind !== 'TITLE') {
      const eager = firstImage
      body = moduleBody(module, data, eager)
      if (body && (module.kind === 'BANNER' || module.kind === 'IMAGE')) firstImage = false
    }
    out.push(
      `<div class="site-module site-module--${moduleTheme} site-module--${module.kind.toLowerCase()} ${settings.boxShadow ? 'site-module--shadow' : ''}"${styleAttr(style.box)} data-testid="module-${module.id}">` +
        (module.title
          ? `<div class="site-module__title-bar site-module__title-bar--${settings.titlePosition === 'center' ? 'center' : 'left'} site-module__title-bar--${settings.titleDecoration || 'none'}"${styleAttr(style.title)}>` +
            `<div class="site-module__titles"><div class="site-module__title" role="heading" aria-level="2"${styleAttr(style.titleText)}>${e(module.title)}</div>` +
            (module.subtitle ? `<span class="taro-text site-module__subtitle"${styleAttr(style.subtitleText)}>${e(module.subtitle)}</span>` : '') +
            `</div>${atBottom ? '' : moreLink}</div>`
          : '') +
        (body ? `<div class="site-module__body"${FLUSH.has(module.kind) ? '' : styleAttr(style.body)}>${body}</div>` : '') +
        (atBottom || (!module.title && moreLink) ? `<div class="site-module__more-bottom">${moreLink}</div>` : '') +
        `</div>`
    )
  }
  const rest = later ? `<div class="fp-later" aria-hidden="true" style="height:${Math.min(later, 4000)}px"></div>` : ''
  return `<div class="module-list">${out.join('')}${rest}</div>`
}

/** A module's rough height in CSS px at 375 px wide, with its margin (what the first screen is measured in). */
function estimatedHeight(module: SiteModule, data: ModuleData): number {
  const heading = module.title ? 44 : 0
  const margin = 12
  switch (module.kind) {
    case 'CONTENT': {
      const rows = (data.rows[module.id] || []).slice(0, Number(module.size) > 0 ? Number(module.size) : undefined).length
      if (module.layout === 'scroll') return margin + heading + 230
      if (module.layout === 'grid') return margin + heading + Math.ceil(rows / 2) * 210
      return margin + heading + rows * 96
    }
    case 'NAV':
      return margin + heading + Math.ceil((Array.isArray(module.items) ? module.items.length : 0) / 4) * 80
    case 'TITLE':
      return 50
    case 'BANNER':
    case 'IMAGE':
      return margin + heading + 190
    default:
      return margin + heading + 160
  }
}

function moduleBody(module: SiteModule, data: ModuleData, eager: boolean): string {
  switch (module.kind) {
    case 'BANNER': {
      const slides = Array.isArray(module.slides) ? module.slides.filter(s => s && s.image) : []
      if (slides.length === 0) return ''
      const items = slides.map((s, i) => {
        const inner =
          image('banner-module__img', resizeImage(s.image, 'large'), 'aspectFill', {
            eager: i === 0 && eager,
            high: i === 0 && eager,
            alt: s.title || `轮播图${i + 1}`
          }) + (s.title ? text('banner-module__caption', s.title) : '')
        const label = s.title || `轮播图${i + 1}`
        const url = s.nav ? navHref(s.nav) : null
        const slide = url
          ? `<a class="banner-module__slide" href="${url}" aria-label="${e(label)}">${inner}</a>`
          : `<div class="banner-module__slide" aria-label="${e(label)}">${inner}</div>`
        return `<div class="banner-carousel__slide" role="group" aria-roledescription="slide" aria-label="${i + 1} / ${slides.length}">${slide}</div>`
      })
      const dots =
        slides.length > 1
          ? `<div class="banner-carousel__dots" aria-hidden="true">${slides.map((_, i) => `<div class="banner-carousel__dot ${i === 0 ? 'banner-carousel__dot--on' : ''}"></div>`).join('')}</div>`
          : ''
      return `<div class="banner-module"><div class="banner-module__swiper banner-carousel" role="region" aria-roledescription="carousel" aria-label="轮播图"><div class="banner-carousel__track">${items.join('')}</div>${dots}</div></div>`
    }
    case 'NAV': {
      const items = Array.isArray(module.items) ? module.items : []
      const columns = Math.min(5, Math.max(2, Math.floor(Number(module.columns)) || 4))
      if (items.length === 0) return ''
      const cells = items.map(item => {
        const icon = item.icon
          ? image('nav-module__icon', resizeImage(item.icon, 'icon'), 'aspectFit', { eager: true })
          : `<div class="nav-module__icon nav-module__icon--empty" aria-hidden="true">${text('', (item.title || '·').slice(0, 1))}</div>`
        return linkOrDiv(navHref(item), 'nav-module__item', icon + text('nav-module__title', item.title), item.title)
      })
      return `<div class="nav-module nav-module--cols-${columns}" style="grid-template-columns:repeat(${columns}, 1fr)">${cells.join('')}</div>`
    }
    case 'CONTENT': {
      const rows = data.rows[module.id]
      if (!rows) return `<div class="skeleton" aria-label="加载中"></div>`
      const size = Number(module.size) > 0 ? Number(module.size) : undefined
      const items = rows.slice(0, size)
      if (items.length === 0) return `<div class="state state--empty"><div class="state__icon">○</div>${text('state__text', '暂无内容')}</div>`
      if (module.layout === 'scroll') {
        const cells = items.map(item => `<div class="content-module__cell">${contentCard(item, 'grid', true)}</div>`).join('')
        return `<div class="taro-scroll taro-scroll-view__scroll-x taro-scroll--hidebar taro-scroll--enhanced content-module content-module--scroll"><div class="content-module__track">${cells}</div></div>`
      }
      const layout = module.layout === 'grid' ? 'grid' : 'row'
      return `<div class="content-module content-module--${layout}">${items.map(item => contentCard(item, layout, true)).join('')}</div>`
    }
    case 'RICH_TEXT': {
      const html = data.html[module.id]
      return html ? `<div class="safe-rich-text rich-text-module"><div class="safe-rich-text__html">${html}</div></div>` : ''
    }
    case 'IMAGE': {
      if (!module.image) return ''
      const inner = image('image-module__img', resizeImage(module.image, 'large'), 'widthFix', { eager, high: eager, alt: module.title || '图片' })
      const url = module.nav ? navHref(module.nav) : null
      const label = module.title || '图片'
      return url
        ? `<a class="image-module" href="${url}" aria-label="${e(label)}">${inner}</a>`
        : `<div class="image-module" aria-label="${e(label)}">${inner}</div>`
    }
    case 'CARD': {
      const card = data.cards[module.companyUserId]
      if (!card) return ''
      const avatar = card.avatar
        ? image('card-module__avatar', resizeImage(card.avatar, 'icon'), 'aspectFill')
        : `<div class="card-module__avatar card-module__avatar--empty" aria-hidden="true">${text('', (card.name || '名').slice(0, 1))}</div>`
      const who = `<div class="card-module__who">${text('card-module__name', card.name)}${text('card-module__title', [card.title, card.company].filter(Boolean).join(' · '))}${card.cellphone ? text('card-module__phone', card.cellphone) : ''}</div>`
      return `<a class="card-module" href="${href(pageUrl(Routes.home, { tab: 'card', companyUserId: module.companyUserId }))}">${avatar}${who}${text('card-module__open', '查看完整名片 ›')}</a>`
    }
    default:
      return ''
  }
}

/** features/site HomeScreen (the 首页 tab): header, modules, tab bar. */
export function home(theme: Theme, o: { name: string; logo: string; hasMenu: boolean; modules: SiteModule[]; data: ModuleData; background?: string }): string {
  const logo = o.logo
    ? image('home-header__logo', resizeImage(o.logo, 'icon'), 'aspectFit', { eager: true })
    : `<div class="home-header__logo home-header__logo--empty">${text('', (o.name || '首').slice(0, 1))}</div>`
  const header =
    `<div class="home-header" role="banner"><div class="home-header__brand">${logo}<div class="home-header__name" role="heading" aria-level="1">${e(o.name)}</div>` +
    (o.hasMenu ? `<div class="home-header__menu fp-wait" role="button" aria-label="打开菜单"><div class="home-header__burger"></div></div>` : '') +
    `</div>${searchBox('home-header', '搜索活动、文章、课程', '', '搜索全站内容')}</div>`
  const empty = o.modules.length === 0 ? `<div class="home__empty">${text('', '网站还没有内容，敬请期待')}</div>` : ''
  const bg = o.background ? ` style="${e(`background-image:url("${o.background}")`)}"` : ''
  const body = `<div class="home__bg ${o.background ? 'home__bg--image' : ''}"${bg}>${header}${moduleList(o.modules, theme, o.data)}${empty}</div>`
  const tabs =
    `<div class="home-tabs" role="tablist" aria-label="首页导航">` +
    `<div class="home-tabs__tab home-tabs__tab--on" role="tab" aria-selected="true">${text('home-tabs__icon', '⌂')}${text('home-tabs__label', '首页')}</div>` +
    `<a class="home-tabs__tab " role="tab" aria-selected="false" href="${href(pageUrl(Routes.home, { tab: 'card' }))}">${text('home-tabs__icon', '☏')}${text('home-tabs__label', '名片')}</a>` +
    `<a class="home-tabs__tab" role="tab" aria-selected="false" aria-label="我的" href="${href(pageUrl(Routes.account))}">${text('home-tabs__icon', '☺')}${text('home-tabs__label', '我的')}</a></div>`
  return page(theme, { title: o.name, navBar: false, className: 'home', body, bottomBar: tabs })
}

/** A search box as the app draws it; read-only until the app has taken over (typing would be lost). */
function searchBox(block: string, placeholder: string, value = '', label = placeholder): string {
  return (
    `<div class="${block}__search" role="search"><span aria-hidden="true" class="taro-text ${block}__search-icon">⌕</span>` +
    `<input aria-label="${e(label)}" class="taro-input-core weui-input ${block}__search-input fp-wait" type="search" placeholder="${e(placeholder)}" maxlength="50" value="${e(value)}" readonly></div>`
  )
}

/** A custom/scene page: its modules in the page frame. */
export function customPage(theme: Theme, title: string, modules: SiteModule[], data: ModuleData): string {
  return page(theme, { title, body: moduleList(modules, theme, data) })
}

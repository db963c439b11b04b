/**
 * The painted first view of the content lists (the details, home and custom/scene pages are drawn by the app's
 * own components: ./views.ts): the same DOM the app's components render on the web (View → div, Text → span,
 * Image → div.taro-img > img, class names and inline theme styles included), written as string templates.
 * The rules that decide what a component shows (theme variables, module box styles, card facts, event
 * status, where a nav item goes) are the app's own modules imported from src/, so the two cannot drift
 * apart in logic; only the element structure is repeated here (docs/first-paint.md says why).
 *
 * Anything that opens another page is a real <a href> to that page's URL, so a tap before the app has
 * taken over is an ordinary navigation (and lands on another painted page). Controls that need the app
 * (search, menu, tabs) carry class fp-wait and show a busy cursor until then.
 */
import type { EntityDataSummary, ThemeConfig } from '../../types/contract'
import { escapeHtml as e } from '../lib/html'
import { cardFacts, cardMeta, cardTypeName } from '../../src/components/content-card/meta'
import { EVENT_STATUS_TABS } from '../../src/shared/content-lists'
import { detailTarget } from '../../src/shared/content-routes'
import { BASE_PATH, pageUrl, Routes } from '../../src/shared/routes'
import { resizeImage } from '../../src/utils/image'

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

/** A search box as the app draws it; read-only until the app has taken over (typing would be lost). */
function searchBox(block: string, placeholder: string, value = '', label = placeholder): string {
  return (
    `<div class="${block}__search" role="search"><span aria-hidden="true" class="taro-text ${block}__search-icon">⌕</span>` +
    `<input aria-label="${e(label)}" class="taro-input-core weui-input ${block}__search-input fp-wait" type="search" placeholder="${e(placeholder)}" maxlength="50" value="${e(value)}" readonly></div>`
  )
}

interface ListView {
  title: string
  layout: 'row' | 'grid' | 'large'
  noun: string
  searchable: boolean
  statusTabs: boolean
  route: string
  categories: { id: number; name: string }[]
  categoryId: number | null
  searchValue: string
  items: EntityDataSummary[]
  hasMore: boolean
}

/** features/content ContentListScreen inside Taro's pull-to-refresh wrapper. */
export function contentList(theme: Theme, v: ListView): string {
  const tab = (label: string, selected: boolean, url: string | null) =>
    url
      ? `<a class="content-list__tab ${selected ? 'content-list__tab--on' : ''}" role="tab" aria-selected="${selected}" href="${e(url)}">${text('', label)}</a>`
      : `<div class="content-list__tab ${selected ? 'content-list__tab--on' : ''} fp-wait" role="tab" aria-selected="${selected}">${text('', label)}</div>`
  const tabRow = (label: string, tabs: string[], small = false) =>
    `<div class="taro-scroll taro-scroll-view__scroll-x taro-scroll--hidebar taro-scroll--enhanced content-list__tabs ${small ? 'content-list__tabs--small' : ''}"><div class="content-list__tab-row" role="tablist" aria-label="${label}">${tabs.join('')}</div></div>`
  const listUrl = (categoryId: number | null) => BASE_PATH + pageUrl(v.route, { categoryId, searchValue: v.searchValue || null })
  let head = v.searchable ? searchBox('content-list', `搜索${v.noun}`, v.searchValue) : ''
  if (v.categories.length > 0) {
    head += tabRow('分类', [tab('全部', v.categoryId === null, listUrl(null)), ...v.categories.map(c => tab(c.name, v.categoryId === c.id, listUrl(c.id)))])
  }
  if (v.statusTabs)
    head += tabRow(
      '活动状态',
      EVENT_STATUS_TABS.map(t => tab(t.label, t.value === '', null)),
      true
    )
  let list: string
  if (v.items.length === 0) {
    list = `<div class="state state--empty"><div class="state__icon">○</div>${text('state__text', v.searchValue ? `没有找到“${v.searchValue}”相关的${v.noun}` : `暂无${v.noun}`)}</div>`
  } else {
    const cards = v.items.map((item, i) => contentCard(item, v.layout, i < 6)).join('')
    // The same elements the app's footer renders (a block for 加载更多, a text for the end), so nothing moves at the takeover.
    const more = v.hasMore ? `<div class="paged-list__more">加载更多</div>` : text('paged-list__end', '没有更多了')
    const footer = `<div class="paged-list__footer">${more}</div>`
    list = `<div class="paged-list content-list__items"><div class="windowed-list "><div class="windowed-list__block">${cards}</div></div>${footer}</div>`
  }
  const body = `<div class="content-list__head">${head}</div><div class="content-list__body">${list}</div>`
  return (
    `<div class="rmc-pull-to-refresh-content-wrapper"><div class="rmc-pull-to-refresh-content rmc-pull-to-refresh-down rmc-pull-to-refresh-transition">` +
    page(theme, { title: v.title, className: `content-list content-list--${v.layout}`, body }) +
    `</div></div>`
  )
}

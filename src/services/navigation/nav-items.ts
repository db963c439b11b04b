import type { NavItem } from '../../../types/contract'
import { detailTarget } from '@/shared/content-routes'
import { safeAppPath, safeHttpUrl } from './links'
import { pageUrl, Routes, HOME } from './routes'

/** What opening a navigation item does; a pure value so every row of spec §2 can be tested. */
export type NavAction =
  | { kind: 'navigate'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'toast'; message: string }
  | { kind: 'call'; phone: string }
  | { kind: 'miniProgram'; appId: string; path: string }
  | { kind: 'bagevent'; id: number }
  | { kind: 'refused'; message: string }
  | { kind: 'fallback' }

export type Platform = 'h5' | 'weapp' | 'tt'

/** Built-in pages for negative templateIds (spec §2). */
export const TEMPLATE_ROUTES: Record<number, string> = {
  [-1]: Routes.account,
  [-2]: Routes.eventList,
  [-3]: Routes.courseList,
  [-4]: Routes.articleList,
  [-5]: Routes.materialList,
  [-6]: Routes.caseList,
  [-7]: Routes.speakerList,
  [-8]: Routes.accountTickets,
  [-9]: Routes.productList,
  [-10]: Routes.videoList
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The category id that extra or tip carries for list pages. */
function categoryOf(item: NavItem): number | null {
  return positiveInt(item.extra) ?? positiveInt(item.tip)
}

/** Resolves a navigation item (types 0-9 of spec §2) to an action. */
export function resolveNavItem(item: NavItem | null | undefined, platform: Platform = 'h5'): NavAction {
  if (!item || typeof item !== 'object') return { kind: 'fallback' }
  switch (item.type) {
    case 0: {
      const raw = item.outUrl || item.aimTo || item.link
      if (!raw) return { kind: 'fallback' }
      // Editors also put the app's own pages here ("/pages/ai/index"): those open in the app, not
      // through the web view (which only takes absolute http(s) URLs and would refuse them).
      const inApp = safeAppPath(raw)
      if (inApp) return { kind: 'navigate', url: inApp }
      const url = safeHttpUrl(raw)
      return url ? { kind: 'external', url } : { kind: 'refused', message: '不支持打开此链接' }
    }
    case 1: {
      const id = typeof item.templateId === 'number' ? item.templateId : Number(item.templateId)
      if (!Number.isInteger(id) || id === 0) return { kind: 'navigate', url: HOME }
      if (id > 0) return { kind: 'navigate', url: pageUrl(Routes.custom, { pageId: id }) }
      const route = TEMPLATE_ROUTES[id]
      if (!route) return { kind: 'navigate', url: HOME }
      return { kind: 'navigate', url: pageUrl(route, { categoryId: categoryOf(item) }) }
    }
    case 2: {
      const id = positiveInt(item.websiteFormId)
      return id ? { kind: 'navigate', url: pageUrl(Routes.form, { id }) } : { kind: 'fallback' }
    }
    case 3: {
      const id = positiveInt(item.assetId)
      return id ? { kind: 'navigate', url: pageUrl(Routes.assets, { id }) } : { kind: 'fallback' }
    }
    case 4:
      if (platform === 'h5') return { kind: 'toast', message: '不支持跳转小程序' }
      if (!item.appId) return { kind: 'fallback' }
      return { kind: 'miniProgram', appId: item.appId, path: item.path || '' }
    case 5: {
      const id = positiveInt(item.contentId)
      if (!id) return { kind: 'fallback' }
      const target = detailTarget(item.contentType ?? null, id)
      if (target.kind === 'page') return { kind: 'navigate', url: target.url }
      if (target.kind === 'bagevent') return { kind: 'bagevent', id }
      return { kind: 'toast', message: target.message }
    }
    case 6: {
      const id = positiveInt(item.interactionId)
      return id ? { kind: 'navigate', url: pageUrl(Routes.interaction, { id }) } : { kind: 'fallback' }
    }
    case 7: {
      const entityId = positiveInt(item.entityId)
      if (!entityId) return { kind: 'fallback' }
      const id = positiveInt(item.entityDataId)
      return {
        kind: 'navigate',
        url: id ? pageUrl(Routes.entityData, { entityId, id }) : pageUrl(Routes.entityList, { id: entityId })
      }
    }
    case 8:
      if (platform === 'h5') return { kind: 'toast', message: '网页版暂不支持打开视频号内容' }
      return { kind: 'fallback' }
    case 9:
      if (item.link === 'callNumber' && item.phoneNumber) return { kind: 'call', phone: item.phoneNumber }
      return { kind: 'fallback' }
    default:
      return { kind: 'fallback' }
  }
}

/** The app page that shows an external http(s) page (in a frame, or a step out of the app). */
export const webPageUrl = (url: string): string => pageUrl(Routes.web, { src: url })

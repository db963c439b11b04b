import Taro from '@tarojs/taro'
import type { NavItem } from '../../../types/contract'
import { toast } from '@/services/ui/toast'
import { detailTarget } from '@/shared/content-routes'
import { safeHttpUrl } from './links'
import { resolveNavItem, webPageUrl, type NavAction, type Platform } from './nav-items'
import { HOME, MAX_STACK, pageUrl, Routes } from './routes'
import { afterNextPaint, callPhone, historyBack, openMiniProgram, refuseOffline, replaceQuery } from '@/services/platform/navigation'

function stackDepth(): number {
  try {
    return Taro.getCurrentPages().length
  } catch {
    return 0
  }
}

/** What a tap that opens a page says with no connection: the page's code and data need one. */
export const OFFLINE_NAVIGATION = '没有网络连接，联网后才能打开这个页面'

/** No connection on the web: the tap stays on this page and says why (the kept offline ticket works offline). */
const refusedOffline = () => refuseOffline(OFFLINE_NAVIGATION)

/**
 * Opens a page keeping the stack bounded like a mini-program's: at MAX_STACK pages the top page is
 * replaced instead of pushed, so a long session does not grow the DOM without end. Like every page change here, after
 * the frame that shows the tap (afterNextPaint).
 */
export async function navigateTo(url: string): Promise<void> {
  if (refusedOffline()) return
  await afterNextPaint()
  try {
    if (stackDepth() >= MAX_STACK) await Taro.redirectTo({ url })
    else await Taro.navigateTo({ url })
  } catch {
    await Taro.redirectTo({ url }).catch(() => undefined)
  }
}

export async function redirectTo(url: string): Promise<void> {
  if (refusedOffline()) return
  await afterNextPaint()
  await Taro.redirectTo({ url }).catch(() => undefined)
}

/** Home (or home with a query: `pageUrl(HOME, { tab: 'card' })`), clearing the stack. */
export async function goHome(url: string = HOME): Promise<void> {
  if (refusedOffline()) return
  await afterNextPaint()
  await Taro.reLaunch({ url }).catch(() => undefined)
}

/**
 * Back one page. On the first page of Taro's stack (Taro H5 would reload it) the browser's history is used when
 * it holds a page of this app before this one (a reloaded detail page goes back to its list); a deep-linked
 * page goes home instead.
 */
export async function goBack(): Promise<void> {
  if (stackDepth() > 1) {
    await Taro.navigateBack({ delta: 1 }).catch(() => goHome())
    return
  }
  if (historyBack()) return
  await goHome()
}

/** Back one page; on a first or deep-linked page open `url` in its place instead (where the visitor came to go). */
export async function goBackOr(url: string): Promise<void> {
  if (stackDepth() > 1) {
    await Taro.navigateBack({ delta: 1 }).catch(() => redirectTo(url))
    return
  }
  await redirectTo(url)
}

/** Puts a page's visible state in its address (web) without reloading: `null` removes a parameter. */
export function showInAddress(params: Record<string, string | number | null | undefined>): void {
  replaceQuery(params)
}

/** Leaves the app for an http(s) URL through the in-app web view page; anything else is refused. */
export async function openExternal(raw: string): Promise<boolean> {
  const url = safeHttpUrl(raw)
  if (!url) {
    toast('不支持打开此链接')
    return false
  }
  await navigateTo(webPageUrl(url))
  return true
}

/** Opens a content item's detail page by its type (spec §2). */
export async function openDetail(type: string | number | null | undefined, id: number): Promise<void> {
  const target = detailTarget(type, id)
  if (target.kind === 'page') return navigateTo(target.url)
  if (target.kind === 'bagevent') return navigateTo(pageUrl(Routes.event, { id }))
  toast(target.message)
}

/** Carries out a resolved nav action. */
async function runNavAction(action: NavAction, fallback?: () => void): Promise<void> {
  switch (action.kind) {
    case 'navigate':
      return navigateTo(action.url)
    case 'external':
      await openExternal(action.url)
      return
    case 'toast':
    case 'refused':
      toast(action.message)
      return
    case 'call':
      return callPhone(action.phone)
    case 'miniProgram':
      return openMiniProgram(action.appId, action.path)
    case 'bagevent':
      return navigateTo(pageUrl(Routes.event, { id: action.id }))
    default:
      fallback?.()
  }
}

function currentPlatform(): Platform {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'tt' ? env : 'h5'
}

/** Opens a navigation item of any type 0-9; unknown types call the fallback. */
export function openNavItem(item: NavItem | null | undefined, fallback?: () => void): Promise<void> {
  return runNavAction(resolveNavItem(item, currentPlatform()), fallback)
}

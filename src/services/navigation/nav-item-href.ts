import type { NavItem } from '../../../types/contract'
import { telUrl } from './links'
import { resolveNavItem, webPageUrl } from './nav-items'
import { BASE_PATH } from './routes'

// Apart from nav-items.ts, which start-up loads (navigate.ts): only the site's modules name their links.

/**
 * The web address a nav item opens on the web (one of the app's pages, the web page of an external one, or a phone
 * number's `tel:`), else undefined (what only the app can do: its messages for 视频号 and mini-programs). Components
 * name it with `data-href`, which the painted view (before the app runs) makes a plain link (src/ssr/taro-components.tsx).
 */
export function navItemHref(item: NavItem | null | undefined): string | undefined {
  const action = resolveNavItem(item, 'h5')
  if (action.kind === 'navigate') return BASE_PATH + action.url
  if (action.kind === 'external') return BASE_PATH + webPageUrl(action.url)
  if (action.kind === 'call') return telUrl(action.phone) ?? undefined
  return undefined
}

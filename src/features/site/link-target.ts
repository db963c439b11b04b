import { webOrigin } from '@/services/http'
import { inAppPath, safeAppPath, safeHttpUrl } from '@/services/navigation/links'

type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | { kind: 'unknown' }

/** Where a short link's target goes: an app page (also a full URL back into this site), an http(s) page via the web view, or nowhere. */
export function linkTarget(target: unknown, origin = webOrigin()): LinkTarget {
  const path = safeAppPath(target)
  if (path) return { kind: 'app', path }
  const url = safeHttpUrl(target)
  if (url) {
    const own = origin ? inAppPath(url, origin) : null
    return own ? { kind: 'app', path: own } : { kind: 'web', url }
  }
  return { kind: 'unknown' }
}

import type { AccessGate, EntityDataDetail } from '../../../../../types/contract'
import { checkAddCpUser } from '@/features/account'
import { countView } from '@/features/content/api'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { useShippedUntilSettled } from '@/hooks/use-shipped-answer'
import { ApiError, UnauthorizedError } from '@/services/http/errors'
import { detailTarget } from '@/shared/content-routes'
import { contentDetailKey, detailCountsView, type DetailAnswer } from '@/shared/content-keys'
import { redirectTo } from '@/services/navigation/navigate'
import { safeHttpUrl } from '@/services/navigation/links'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { toast } from '@/services/ui/toast'
import type { SessionStore } from '@/stores/session-store'
import { useStores } from '@/stores/context'
import { decideGate, hasGate, type GateFacts } from '@/features/content/gates'

/** The detail and why the body is not shown (`leaving`: the visitor is being sent elsewhere). */
export type DetailResult<T extends EntityDataDetail> = DetailAnswer<T>

interface ContentDetailOptions {
  /** Type name for the subscribe QR code and share paths (ARTICLE, EVENT...). */
  trackType: string
  /** Events check the contact with checkAddCpUser(eventId) instead of the account flag. */
  isEvent?: boolean
}

/** The content types a detail page shows for its trackType; null = any (custom entity records). */
function typesShownBy(trackType: string): string[] | null {
  if (trackType === 'EVENT') return ['EVENT', 'BAGEVENT']
  if (detailTarget(trackType, 0).kind === 'page' && !/^\d+$/.test(trackType)) return [trackType]
  return null
}

/**
 * Where an id of another type belongs: the detail route of its real type (opened instead), or
 * null when the type has no detail page here (the id is then "not found" for this page).
 */
function otherTypeTarget(trackType: string, entityType: unknown, id: number): string | null | undefined {
  const shown = typesShownBy(trackType)
  if (!shown || entityType === undefined || entityType === null || shown.includes(String(entityType))) return undefined
  const target = detailTarget(entityType as string | number, id)
  return target.kind === 'page' ? target.url : null
}

/** What the account has done for the gates; fresh from the server so a contact added a minute ago counts. */
async function gateFacts(session: SessionStore, id: number, gate: AccessGate, isEvent: boolean): Promise<GateFacts> {
  await session.requireAccount()
  const account = (await session.refreshAccount()) || session.account
  let cpContactAdded: boolean | null = account ? account.cpContactAdded === true : null
  if (isEvent && gate.requireCpContact) {
    cpContactAdded = await checkAddCpUser(id).then(
      v => v === true,
      () => cpContactAdded
    )
  }
  return { cpContactAdded, subscribed: account ? account.subscribe === true || account.wxUser?.subscribe === true : null }
}

/**
 * A content detail for a detail page (spec §4-§5): fetched after the start-up sign-in settles, again
 * each time the page is shown; a safe redirectType URL sends the visitor away (an unsafe one shows the
 * body with a toast); access gates send the visitor to the contact or follow page with their toast.
 *
 * A painted page ships the detail as an anonymous visitor sees it (docs/first-paint.md "Boot data"): the first
 * render shows it with no request, and the page counts as loading until the start-up sign-in settles (the
 * painted view stays up meanwhile). Signed in: the detail is asked again with the account (favourite,
 * sign-up, owned state; that request counts the visit). Anonymous: the shipped detail is theirs, and a view
 * ping counts the visit the detail request would have counted.
 */
export function useContentDetail<T extends EntityDataDetail>(
  id: number | null,
  fetcher: (id: number) => Promise<T>,
  options: ContentDetailOptions
): QueryState<DetailResult<T>> {
  const { session } = useStores()
  const query = useQuery<DetailResult<T>>(
    contentDetailKey(options.trackType, id),
    async () => {
      await session.settled()
      const detail = await fetcher(id as number)
      // An id of another content type (event?id=<an article>) opens that type's own detail page.
      const elsewhere = otherTypeTarget(options.trackType, detail.entityType, detail.id || (id as number))
      if (elsewhere === null) throw new ApiError('内容不存在', 404)
      if (elsewhere) {
        await redirectTo(elsewhere)
        return { detail, leaving: 'redirect' }
      }
      if (detail.redirectType === 'URL') {
        const url = safeHttpUrl(detail.redirectUrl)
        if (url) {
          await redirectTo(pageUrl(Routes.web, { src: url }))
          return { detail, leaving: 'redirect' }
        }
        toast('跳转链接无效，已为你显示内容')
      }
      if (session.authEnabled && hasGate(detail.gate)) {
        let facts: GateFacts
        try {
          facts = await gateFacts(session, detail.id || (id as number), detail.gate, !!options.isEvent)
        } catch (e) {
          // requireAccount is taking the visitor to the login page; show nothing gated meanwhile.
          if (e instanceof UnauthorizedError) return { detail, leaving: 'login' }
          throw e
        }
        const decision = decideGate(detail.id || (id as number), options.trackType, detail.gate, facts)
        if (decision.kind !== 'open') {
          toast(decision.message)
          await redirectTo(decision.url)
          return { detail, leaving: 'gate' }
        }
      }
      return { detail, leaving: null }
    },
    { enabled: id !== null, refetchOnShow: true }
  )
  const checking = useShippedUntilSettled(query, id !== null, async () => {
    if (session.signedIn) await query.reload()
    else if (detailCountsView(options.trackType)) void countView(id as number).catch(() => undefined)
  })
  return checking ? { ...query, loading: true } : query
}

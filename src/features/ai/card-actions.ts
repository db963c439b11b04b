import { observable, runInAction } from 'mobx'
import { useCallback, useEffect } from 'react'
import type { AiCard, AiCardAction } from '../../../types/contract'
import { toggleStar } from '@/features/content'
import { useAction } from '@/hooks/use-action'
import { invalidateQueries } from '@/hooks/use-query'
import { navigateTo, openDetail } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { pagePath, savePendingIntent } from '@/services/pending-action'
import { currentLocation } from '@/services/platform/launch'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'

/** The utm_source of whatever a card's tap starts: the registration, download or favourite is the assistant's in the reports. */
const ASSISTANT_SOURCE = 'ai_assistant'
/** The analytics event of a tap on a card's action ({action, entityType, id}). */
const CARD_ACTION_EVENT = 'ai_card_action'
/** The pending-action kind of a card's 收藏 tapped before sign-in (resumed on the assistant page). */
const CARD_FAVORITE_INTENT = 'ai-card-favorite'
/**
 * The material page's pending download (its DOWNLOAD_INTENT, {id, fileId}): a card's 下载 hands its tap to the
 * material page, which carries it out through its own gate and sign-in, as if the visitor had tapped 下载 there.
 */
export const MATERIAL_DOWNLOAD_INTENT = 'download'

/** Where another page of this app is, as the current platform writes locations (the web's has the base path). */
export function locationOf(route: string, here = currentLocation(), current: string = Routes.ai): string {
  const path = pagePath(here)
  return `${path.endsWith(current) ? path.slice(0, -current.length) : ''}${route}`
}

/**
 * What this visitor's taps on 收藏 made of each card's content (`account:id` → kept), over what the answers said
 * (`card.starred`): one item on two answers' cards reads the same on both.
 */
const favourites = observable.map<string, boolean>()

interface CardActions {
  run: (card: AiCard, action: AiCardAction) => Promise<void>
  /** Whether the card's content is among the visitor's favourites (observable: read it in an observer). */
  isStarred: (card: AiCard) => boolean
  busy: boolean
}

/**
 * One-tap actions of the assistant's cards. Each tap counts as a touch of the assistant (utm_source, as a link's
 * parameters are kept) and is reported to analytics, so the conversion it starts is attributed to the assistant:
 * 报名 opens the event's form (or its page, which signs up), 下载 the material page that downloads the file
 * through its gate, 收藏 favourites it here (signing in first, and carrying the tap across the sign-in) and 已收藏
 * takes it back out.
 */
export function useCardActions(): CardActions {
  const { session, analytics } = useStores()
  // One card action at a time, whichever card (its failure toasted, a sign-in redirect not).
  const { run: oneAtATime, pending } = useAction((step: () => Promise<void>) => step())

  const keyOf = useCallback((id: number) => `${session.account?.accountId ?? ''}:${id}`, [session])
  const isStarred = useCallback((card: AiCard) => favourites.get(keyOf(card.id)) ?? !!card.starred, [keyOf])

  /** Keeps (want) or removes the favourite: the server only toggles, so a state the card had wrong is toggled back. */
  const favourite = useCallback(
    async (id: number, want: boolean, resumed: boolean) => {
      let result = await toggleStar(id)
      if (result.starred !== want) result = await toggleStar(id)
      runInAction(() => favourites.set(keyOf(id), !!result.starred))
      invalidateQueries(['getFavourites'])
      toast(`${resumed ? '已登录，' : ''}${result.starred ? '已收藏' : '已取消收藏'}`)
    },
    [keyOf]
  )

  const run = useCallback(
    (card: AiCard, action: AiCardAction) =>
      oneAtATime(async () => {
        session.rememberTracking({ utm_source: ASSISTANT_SOURCE })
        analytics.track(CARD_ACTION_EVENT, { action, entityType: String(card.type), id: card.id })
        if (action === 'signup') {
          await navigateTo(card.formId ? pageUrl(Routes.form, { id: card.formId, eventId: card.id }) : pageUrl(Routes.event, { id: card.id }))
        } else if (action === 'download') {
          if (card.fileId) savePendingIntent({ kind: MATERIAL_DOWNLOAD_INTENT, payload: { id: card.id, fileId: card.fileId } }, locationOf(Routes.material))
          await navigateTo(pageUrl(Routes.material, { id: card.id }))
        } else {
          const want = !isStarred(card)
          await session.requireAccount(want ? { kind: CARD_FAVORITE_INTENT, payload: { id: card.id } } : undefined)
          await favourite(card.id, want, false)
        }
      }).then(() => undefined),
    [oneAtATime, session, analytics, favourite, isStarred]
  )

  // Back from the sign-in a card's 收藏 led to: keep it once, now that the visitor is signed in.
  useEffect(() => {
    const intent = session.resumeIntent<{ id?: number }>(CARD_FAVORITE_INTENT, p => !!p && typeof p.id === 'number')
    if (intent?.id) void oneAtATime(() => favourite(intent.id as number, true, true))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, session.signedIn])

  return { run, isStarred, busy: pending }
}

/** Opens the card's own page (a tap on the card outside its buttons). */
export const openCard = (card: AiCard) => openDetail(card.type, card.id)

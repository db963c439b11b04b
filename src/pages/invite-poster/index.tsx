import React, { useMemo } from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import type { PosterSource } from '@/features/cards'
import { PosterMaker } from '@/features/cards/components'
import { getMyPoster } from '@/features/promotion'
import { PromoterGate } from '@/features/promotion/components'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { parseId } from '@/shared/ids'

/**
 * The promoter's invite poster for an event (or the site without eventId). Sharing is disabled on
 * this page (spec §2): its config keeps the share menu off and it registers no share hooks — the
 * poster carries the promoter's own link instead. Only channel partners have one: others get the notice.
 */
export default function InvitePosterPage() {
  const params = usePageParams()
  const eventId = parseId(params.eventId)
  const source = useMemo<PosterSource>(() => ({ build: () => getMyPoster(eventId ?? undefined) }), [eventId])
  if (params.eventId && !eventId) {
    return (
      <Page title='邀请海报'>
        <ErrorView error={new MissingQueryError()} />
      </Page>
    )
  }
  return (
    <Page title='邀请海报'>
      <PromoterGate>{() => <PosterMaker source={source} deps={[eventId]} alt='我的邀请海报' fileName={`invite-${eventId || 'site'}.png`} />}</PromoterGate>
    </Page>
  )
}

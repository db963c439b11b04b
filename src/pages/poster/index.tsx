import React, { useMemo } from 'react'
import { Page } from '@/components/page'
import { ErrorView } from '@/components/states'
import { downloadCardPoster, getCardPosterTemplates, getMaPosterImg, genPoster, getShareTemplates } from '@/features/cards/api'
import { PosterMaker } from '@/features/cards/components/poster-maker'
import type { PosterSource } from '@/features/cards/use-poster'
import { usePageParams } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { safeAppPath } from '@/services/navigation/links'
import { HOME } from '@/services/navigation/routes'
import { parseId } from '@/utils/params'

/**
 * poster/index?type=card&id={businessCardId}: the business-card poster;
 * poster/index?id={entityDataId}[&type=...]: a content poster; without id, a poster of ?path (or home).
 */
export default function PosterPage() {
  const params = usePageParams()
  const id = parseId(params.id)
  const isCard = params.type === 'card'
  const path = safeAppPath(params.path) || HOME
  const source = useMemo<PosterSource>(() => {
    if (isCard) return { loadTemplates: getCardPosterTemplates, build: tpl => downloadCardPoster(id!, tpl!.id) }
    if (id) return { loadTemplates: getShareTemplates, build: tpl => getMaPosterImg(id, tpl!.id) }
    return { loadTemplates: getShareTemplates, build: tpl => genPoster({ templateId: tpl!.id, path }) }
  }, [isCard, id, path])

  const title = isCard ? '名片海报' : '分享海报'
  if ((isCard && !id) || (params.id && !id)) {
    return (
      <Page title={title}>
        <ErrorView error={new MissingQueryError()} />
      </Page>
    )
  }
  return (
    <Page title={title}>
      <PosterMaker source={source} deps={[isCard, id, path]} alt={title} fileName={`${isCard ? 'card' : 'poster'}-${id || 'home'}.png`} />
    </Page>
  )
}

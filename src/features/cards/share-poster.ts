import { useMemo } from 'react'
import { downloadCardPoster, getCardPosterTemplates, getMaPosterImg, genPoster, getShareTemplates } from '@/features/cards/api'
import type { PosterSource } from '@/features/cards/use-poster'
import { safeAppPath } from '@/services/navigation/links'
import { HOME } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { parseId } from '@/shared/ids'

const SHARE_TEMPLATES = { key: ['getShareTemplates'], load: getShareTemplates }

interface SharePoster {
  title: string
  /** Where the poster comes from; null when the page's id is missing or malformed. */
  source: PosterSource | null
  deps: unknown[]
  fileName: string
}

/**
 * The poster page's poster from its query: ?type=card&id={businessCardId} the business-card poster;
 * ?id={entityDataId}[&type=...] a content poster; without id, a poster of ?path (or home).
 */
export function useSharePoster(params: Record<string, string | undefined>): SharePoster {
  const { session } = useStores()
  const id = parseId(params.id)
  const isCard = params.type === 'card'
  const path = safeAppPath(params.path) || HOME
  const source = useMemo<PosterSource>(() => {
    // Making a poster needs an account (a visitor is enough): a stranger is signed in silently first.
    const signedIn = <T>(make: () => Promise<T>) => session.requireAccount().then(make)
    if (isCard)
      return { templates: { key: ['getCardPosterTemplates'], load: getCardPosterTemplates }, build: tpl => signedIn(() => downloadCardPoster(id!, tpl!.id)) }
    if (id) return { templates: SHARE_TEMPLATES, build: tpl => signedIn(() => getMaPosterImg(id, tpl!.id)) }
    return { templates: SHARE_TEMPLATES, build: tpl => signedIn(() => genPoster({ templateId: tpl!.id, path })) }
  }, [session, isCard, id, path])
  const valid = !((isCard && !id) || (params.id && !id))
  return {
    title: isCard ? '名片海报' : '分享海报',
    source: valid ? source : null,
    deps: [isCard, id, path],
    fileName: `${isCard ? 'card' : 'poster'}-${id || 'home'}.png`
  }
}

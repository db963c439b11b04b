import type { ShortLinkInfo } from '../../../types/contract'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { getShortLink } from '@/features/site/api'

/** A short link's info (title, content, target) by keyword; nothing is loaded without a keyword. */
export function useShortLink(keyword: string, contentId: number | null): QueryState<ShortLinkInfo> {
  return useQuery(['getShortLink', keyword, contentId], () => getShortLink(keyword, contentId), { enabled: !!keyword })
}

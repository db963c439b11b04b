import { useQuery } from '@/hooks/use-query'
import { getRecentNotices } from './api'

/** Unread notices among the newest 100 (the personal-centre badge); 0 while loading or on failure. */
export function useUnreadNotices(enabled = true): number {
  const { data } = useQuery(['getRecentNotices'], () => getRecentNotices(), { enabled, refetchOnShow: true })
  return (data?.content || []).filter(n => !n.read).length
}

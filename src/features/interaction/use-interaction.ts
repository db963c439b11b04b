import type { Interaction, InteractionPoint } from '../../../types/contract'
import { useQuery, type QueryState } from '@/hooks/use-query'
import { useStores } from '@/stores/context'
import { getInteraction } from './api'

interface InteractionState {
  query: QueryState<Interaction>
  /** Puts a point the visitor just verified in place of the loaded one. */
  replacePoint: (point: InteractionPoint) => void
}

/** The interaction by id (reloaded when the account changes or the page shows again); call it inside an observer. */
export function useInteraction(id: number | null): InteractionState {
  const { session } = useStores()
  const query = useQuery(['getInteraction', id, session.accountKey], () => getInteraction(id as number), { enabled: id !== null, refetchOnShow: true })
  const replacePoint = (point: InteractionPoint) =>
    query.setData(prev => (prev ? { ...prev, points: prev.points.map(p => (p.pointId === point.pointId ? point : p)) } : (prev as unknown as Interaction)))
  return { query, replacePoint }
}

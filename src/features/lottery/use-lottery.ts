import { useQuery } from '@/hooks/use-query'
import { lotteryKey } from '@/shared/lottery'
import { getLottery } from './api'

/** The lottery of a lottery page, under the key its painted page ships it with; nothing is asked without an id. */
export function useLottery(id: number | null) {
  return useQuery(lotteryKey(id), () => getLottery(id as number), { enabled: id !== null })
}

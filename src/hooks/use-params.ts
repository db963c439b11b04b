import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { cleanParams } from '@/utils/params'
import { parseId } from '@/shared/ids'

/** The page's query, decoded once and without Taro's internal keys. */
export function usePageParams(): Record<string, string> {
  const router = useRouter()
  const raw = router?.params
  return useMemo(() => cleanParams(raw as Record<string, unknown>), [raw])
}

/** A positive integer query parameter, or null when missing or malformed. */
export function useIdParam(name = 'id'): number | null {
  const params = usePageParams()
  return parseId(params[name])
}

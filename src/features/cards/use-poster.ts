import { useCallback, useEffect, useRef, useState } from 'react'
import type { PosterResult, PosterTemplate } from '../../../types/contract'
import { SHARE_DELAY_MS } from '@/constants'
import { type QueryKey, useQuery } from '@/hooks/use-query'

interface PosterState {
  templates: PosterTemplate[]
  templatesLoading: boolean
  templatesError: Error | null
  selected: PosterTemplate | null
  poster: PosterResult | null
  building: boolean
  error: Error | null
  select: (template: PosterTemplate) => void
  retry: () => void
}

export interface PosterSource {
  /** The templates to choose from, loaded under their query key; omitted for posters without a choice (invite poster). */
  templates?: { key: QueryKey; load: () => Promise<PosterTemplate[]> }
  build: (template: PosterTemplate | null) => Promise<PosterResult>
}

const NO_TEMPLATES: PosterTemplate[] = []

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)))

/**
 * Templates first (the first one picked), then the poster built SHARE_DELAY_MS (250 ms, spec §9)
 * after a template is chosen; picking another one while building drops the older answer.
 */
export function usePoster(source: PosterSource, deps: unknown[]): PosterState {
  const hasTemplates = !!source.templates
  const templatesQuery = useQuery(
    source.templates?.key ?? ['noPosterTemplates'],
    () => source.templates!.load().then(list => (Array.isArray(list) ? list : [])),
    { enabled: hasTemplates }
  )
  const templates = templatesQuery.data ?? NO_TEMPLATES
  const [chosen, setChosen] = useState<PosterTemplate | null>(null)
  // The visitor's choice while the templates still offer it, else the first one.
  const selected = (chosen && templates.find(t => t.id === chosen.id)) || templates[0] || null
  const [poster, setPoster] = useState<PosterResult | null>(null)
  const [building, setBuilding] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)
  const sourceRef = useRef(source)
  sourceRef.current = source
  const seq = useRef(0)

  // The poster, a moment after the template is known (by id: the same template answered again builds nothing new).
  useEffect(() => {
    if (hasTemplates && !selected) return
    const id = ++seq.current
    setBuilding(true)
    setError(null)
    setPoster(null)
    const timer = setTimeout(() => {
      sourceRef.current
        .build(selected)
        .then(result => id === seq.current && setPoster(result))
        .catch(e => id === seq.current && setError(toError(e)))
        .finally(() => id === seq.current && setBuilding(false))
    }, SHARE_DELAY_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (usePoster(source, deps)); the source is read from a ref
  }, [selected?.id, hasTemplates, attempt, ...deps])

  const select = useCallback((template: PosterTemplate) => setChosen(template), [])
  const { reload } = templatesQuery
  const retry = useCallback(() => {
    if (hasTemplates) void reload()
    setAttempt(n => n + 1)
  }, [hasTemplates, reload])

  return {
    templates,
    templatesLoading: templatesQuery.loading,
    templatesError: templatesQuery.error,
    selected,
    poster,
    building,
    error,
    select,
    retry
  }
}

import { useCallback, useEffect, useRef, useState } from 'react'
import type { PosterResult, PosterTemplate } from '../../../types/contract'
import { SHARE_DELAY_MS } from '@/constants'

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
  /** The templates to choose from; omitted for posters without a choice (invite poster). */
  loadTemplates?: () => Promise<PosterTemplate[]>
  build: (template: PosterTemplate | null) => Promise<PosterResult>
}

const toError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)))

/**
 * Templates first (the first one picked), then the poster built SHARE_DELAY_MS (250 ms, spec §9)
 * after a template is chosen; picking another one while building drops the older answer.
 */
export function usePoster(source: PosterSource, deps: unknown[]): PosterState {
  const [templates, setTemplates] = useState<PosterTemplate[]>([])
  const [templatesLoading, setTemplatesLoading] = useState(!!source.loadTemplates)
  const [templatesError, setTemplatesError] = useState<Error | null>(null)
  const [selected, setSelected] = useState<PosterTemplate | null>(null)
  const [poster, setPoster] = useState<PosterResult | null>(null)
  const [building, setBuilding] = useState(false)
  const [error, setError] = useState<Error | null>(null)
  const [attempt, setAttempt] = useState(0)
  const sourceRef = useRef(source)
  sourceRef.current = source
  const seq = useRef(0)
  const hasTemplates = !!source.loadTemplates

  // Templates (when there is a choice).
  useEffect(() => {
    if (!sourceRef.current.loadTemplates) return
    let live = true
    setTemplatesLoading(true)
    setTemplatesError(null)
    sourceRef.current
      .loadTemplates()
      .then(list => {
        if (!live) return
        const clean = Array.isArray(list) ? list : []
        setTemplates(clean)
        setSelected(prev => (prev && clean.some(t => t.id === prev.id) ? prev : clean[0] || null))
      })
      .catch(e => live && setTemplatesError(toError(e)))
      .finally(() => live && setTemplatesLoading(false))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (usePoster(source, deps)); the source is read from a ref
  }, [attempt, ...deps])

  // The poster, a moment after the template is known.
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
  }, [selected, hasTemplates, attempt, ...deps])

  const select = useCallback((template: PosterTemplate) => setSelected(template), [])
  const retry = useCallback(() => setAttempt(n => n + 1), [])

  return { templates, templatesLoading, templatesError, selected, poster, building, error, select, retry }
}

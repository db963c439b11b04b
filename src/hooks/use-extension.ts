import { useEffect } from 'react'
import type { ExtensionName } from '../../types/contract'
import { useStores } from '@/stores/context'

/**
 * True when the server offers the extension `name` (docs/endpoints.md "Extensions"); false while it is being
 * asked and on a server without it, so the feature's UI simply does not show. Call from an observer component.
 */
export function useExtension(name: ExtensionName): boolean {
  const { site } = useStores()
  useEffect(() => {
    void site.loadExtensions()
  }, [site])
  return site.hasExtension(name)
}

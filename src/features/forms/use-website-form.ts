import type { WebsiteForm } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { useShippedUntilSettled } from '@/hooks/use-shipped-answer'
import { websiteFormKey } from '@/shared/query-keys'
import { useStores } from '@/stores/context'
import { getFormById, isFormSubmitted } from './api'

/**
 * The website form to fill in, with `submitted` known for the signed-in visitor (read inside an observer). A painted
 * form page ships the form as a visitor without an account gets it (src/shared/query-keys.ts websiteFormKey): it is
 * held back (loading, behind the painted view) until the start-up sign-in has settled, so a signed-in visitor's form is drawn
 * with their answers filled in from the account (and asked again with their key); a stranger's settles at once.
 */
export function useWebsiteForm(id: number | null) {
  const { session } = useStores()
  const signedIn = !!session.accountKey
  const query = useQuery<WebsiteForm>(
    websiteFormKey(id, signedIn),
    async () => {
      const form = await getFormById(id as number)
      // The form answer knows "submitted" only for a token it got; ask again once signed in.
      const submitted = form.submitted || (signedIn ? await isFormSubmitted(form.id).catch(() => false) : false)
      return { ...form, submitted }
    },
    { enabled: id !== null }
  )
  const checking = useShippedUntilSettled(query, id !== null)
  return checking ? { ...query, loading: true, data: undefined } : query
}

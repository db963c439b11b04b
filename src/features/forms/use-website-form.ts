import type { WebsiteForm } from '../../../types/contract'
import { useQuery } from '@/hooks/use-query'
import { websiteFormKey } from '@/shared/query-keys'
import { useStores } from '@/stores/context'
import { getFormById, isFormSubmitted } from './api'

/** The website form to fill in, with `submitted` known for the signed-in visitor (read inside an observer). */
export function useWebsiteForm(id: number | null) {
  const { session } = useStores()
  const signedIn = !!session.accountKey
  return useQuery<WebsiteForm>(
    websiteFormKey(id, signedIn),
    async () => {
      const form = await getFormById(id as number)
      // The form answer knows "submitted" only for a token it got; ask again once signed in.
      const submitted = form.submitted || (signedIn ? await isFormSubmitted(form.id).catch(() => false) : false)
      return { ...form, submitted }
    },
    { enabled: id !== null }
  )
}

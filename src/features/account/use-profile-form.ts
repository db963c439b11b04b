import { useCallback, useState } from 'react'
import type { Account } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { useFormFields } from '@/hooks/use-form-fields'
import { toastError } from '@/services/ui/toast'
import { errorMessage } from '@/services/http/errors'
import { updateInfos } from './api'
import { changedProfile, profileFromAccount, validateProfile, type ProfileErrors, type ProfileValues } from './profile'

export interface ProfileFormState {
  values: ProfileValues
  errors: ProfileErrors
  saving: boolean
  /** The last save failure (the edits stay in the form). */
  saveError: string | null
  dirty: boolean
  set: <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => void
  /** Validates and saves the changed fields; resolves the new account, or null when nothing was saved. */
  save: () => Promise<Account | null>
}

/** The profile form: edits, validation messages, one save at a time; a failed save keeps the edits. */
export function useProfileForm(account: Account, onSaved: (account: Account) => void): ProfileFormState {
  const [original, setOriginal] = useState(() => profileFromAccount(account))
  const { values, setValues, errors, setErrors, set } = useFormFields<ProfileValues>(original)
  const [saveError, setSaveError] = useState<string | null>(null)
  // One save at a time; a failure keeps the edits and says why (inline and as a toast).
  const saving = useAction(
    async (changes: ReturnType<typeof changedProfile>) => {
      setSaveError(null)
      const next = await updateInfos(changes)
      const fresh = profileFromAccount(next)
      setOriginal(fresh)
      setValues(fresh)
      onSaved(next)
      return next
    },
    {
      onError: e => {
        setSaveError(errorMessage(e))
        toastError(e)
      }
    }
  )
  const runSave = saving.run

  const body = changedProfile(original, values)
  const dirty = Object.keys(body).length > 0

  const save = useCallback(async () => {
    const found = validateProfile(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return null
    const changes = changedProfile(original, values)
    if (Object.keys(changes).length === 0) return null
    return (await runSave(changes)) ?? null
  }, [values, original, runSave, setErrors])

  return { values, errors, saving: saving.pending, saveError, dirty, set, save }
}

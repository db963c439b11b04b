import { useCallback, useState } from 'react'
import type { Account } from '../../../types/contract'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { chooseFile } from '@/services/platform/choose-file'
import { uploadFile } from '@/features/upload'
import { updateInfos } from './api'

interface AvatarUploadState {
  /** 0..100 while uploading, null otherwise. */
  progress: number | null
  /** Picks an image, uploads it with progress, saves it as the avatar; resolves the new account or null when cancelled. */
  pick: () => Promise<Account | null>
}

/** Avatar change: pick an image (the visitor's own file on the web) → upload (progress) → updateInfos({avatar}). */
export function useAvatarUpload(apiKey: string, onSaved: (account: Account) => void): AvatarUploadState {
  const [progress, setProgress] = useState<number | null>(null)
  const { busy, guard } = useSingleFlight()

  const pick = useCallback(async () => {
    if (busy) return null // no second picker while an upload runs
    const chosen = await chooseFile('image')
    if (!chosen) return null // the visitor closed the picker
    const saved = await guard(async () => {
      setProgress(0)
      try {
        const uploaded = await uploadFile(chosen.path, apiKey, p => setProgress(Math.max(0, Math.min(100, Math.round(p)))), chosen.name)
        const account = await updateInfos({ avatar: uploaded.url })
        onSaved(account)
        return account
      } finally {
        setProgress(null)
      }
    })
    return saved ?? null
  }, [apiKey, onSaved, busy, guard])

  return { progress, pick }
}

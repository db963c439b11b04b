import { useCallback, useState } from 'react'
import type { Account } from '../../../types/contract'
import { useAction } from '@/hooks/use-action'
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
  // No second picker while one is open or an upload runs; a failure is toasted.
  const upload = useAction(async (): Promise<Account | null> => {
    const chosen = await chooseFile('image')
    if (!chosen) return null // the visitor closed the picker
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
  const run = upload.run
  const pick = useCallback(async () => (await run()) ?? null, [run])

  return { progress, pick }
}

import { useCallback, useEffect } from 'react'
import type { FileItem } from '../../../../../types/contract'
import { getEntityDataDetail } from '@/features/content/api'
import { useAction } from '@/hooks/use-action'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { openFile } from './open-file'

/** The pending-action kind of a 下载 tapped before sign-in. */
export const DOWNLOAD_INTENT = 'download'

interface DownloadIntent {
  id: number
  fileId: number
}

/** A material file's address the server signed for this visitor (a local /media/ address without one is not yet authorised). */
const needsSigning = (url: string) => url.startsWith('/media/') && !/[?&]sig=/.test(url)

interface MaterialDownload {
  download: (file: FileItem) => Promise<void>
  busy: boolean
}

/**
 * 下载 for a material's files ("登录后即可下载"): the visitor signs in first, and the tap survives the sign-in
 * (pending action); the file opens through the address the server signed for the signed-in visitor.
 */
export function useMaterialDownload(materialId: number, files: readonly FileItem[]): MaterialDownload {
  const { session } = useStores()
  // One download at a time (its failure toasted; leaving for the sign-in page is not one).
  const { run: oneAtATime, pending: busy } = useAction((step: () => Promise<void>) => step())

  /** Opens the file through an authorised address: the one on screen, or a fresh one when the page was loaded before sign-in. */
  const open = useCallback(
    async (file: FileItem) => {
      let url = file.url
      if (needsSigning(url)) url = (await getEntityDataDetail(materialId)).files?.find(f => f.id === file.id)?.url || url
      await openFile(url, file.name)
    },
    [materialId]
  )

  const download = useCallback(
    (file: FileItem) =>
      oneAtATime(async () => {
        await session.requireAccount({ kind: DOWNLOAD_INTENT, payload: { id: materialId, fileId: file.id } })
        await open(file)
      }),
    [oneAtATime, session, materialId, open]
  )

  // Back from the sign-in the tap led to: download that file once, now that the addresses are this visitor's.
  const loaded = files.length > 0
  useEffect(() => {
    if (!loaded) return
    const intent = session.resumeIntent<DownloadIntent>(DOWNLOAD_INTENT, p => !!p && p.id === materialId)
    const file = intent && files.find(f => f.id === intent.fileId)
    if (!file) return
    toast('已登录，开始下载')
    void oneAtATime(() => open(file))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [materialId, loaded, session, session.signedIn])

  return { download, busy }
}

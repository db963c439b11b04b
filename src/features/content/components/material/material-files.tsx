import { observer } from 'mobx-react-lite'
import React from 'react'
import type { FileItem } from '../../../../../types/contract'
import { FileList } from './file-list'
import { useMaterialDownload } from './use-material-download'

/** A material's files with 下载 that signs the visitor in first (登录后即可下载), or 购买 while the material is locked. */
export const MaterialFiles = observer(function MaterialFiles({
  materialId,
  files,
  locked,
  onLocked
}: {
  materialId: number
  files: FileItem[]
  locked?: boolean
  onLocked?: () => void
}) {
  const { download, busy } = useMaterialDownload(materialId, files)
  return <FileList files={files} locked={locked} onLocked={onLocked} onDownload={file => void download(file)} busy={busy} />
})

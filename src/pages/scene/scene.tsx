import React from 'react'
import { usePageParams } from '@/hooks/use-params'
import { CustomPageScreen } from '@/features/site/components'
import { Routes } from '@/services/navigation/routes'
import { parseId } from '@/shared/ids'

/** A scene page is a custom page opened by pageId (or id / scene from a QR code). */
export default function SceneScenePage() {
  const params = usePageParams()
  return <CustomPageScreen pageId={parseId(params.pageId) ?? parseId(params.id) ?? parseId(params.scene)} route={Routes.scene} />
}

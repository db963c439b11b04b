import React from 'react'
import { usePageParams } from '@/hooks/use-params'
import { CustomPageScreen } from '@/features/site/components'
import { Routes } from '@/services/navigation/routes'
import { parseId } from '@/shared/ids'

export default function CustomPage() {
  const params = usePageParams()
  return <CustomPageScreen pageId={parseId(params.pageId)} route={Routes.custom} />
}

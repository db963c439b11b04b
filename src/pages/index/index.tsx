import React from 'react'
import { usePageParams } from '@/hooks/use-params'
import { HomeScreen, SearchScreen } from '@/features/site/components'
import { parseId } from '@/shared/ids'
import { CardTab } from './card-tab'

export default function IndexPage() {
  const params = usePageParams()
  // Home's search box opens pages/index/index?searchValue=...: results of every content type.
  if (typeof params.searchValue === 'string') return <SearchScreen initial={params.searchValue} />
  return (
    <HomeScreen
      initialTab={params.tab === 'card' ? 'card' : 'home'}
      cardUserId={parseId(params.companyUserId)}
      renderCard={id => <CardTab companyUserId={id} />}
    />
  )
}

import React from 'react'
import { usePageParams } from '@/hooks/use-params'
import { HomeScreen } from '@/features/site/components/home-screen'
import { parseId } from '@/utils/params'
import { CardTab } from './card-tab'

export default function IndexPage() {
  const params = usePageParams()
  return (
    <HomeScreen
      initialTab={params.tab === 'card' ? 'card' : 'home'}
      cardUserId={parseId(params.companyUserId)}
      renderCard={id => <CardTab companyUserId={id} />}
    />
  )
}

import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { BusinessCard, CardModule as CardModuleData } from '../../../../types/contract'
import { Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { BASE_PATH, HOME, pageUrl } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { resizeImage } from '@/utils/image'
import { getBusinessCard } from '@/features/cards'
import { cardHeading } from '@/features/site/sections'
import { ModuleFrame, type ModuleMore } from './module-frame'
import { tapTarget } from '@/utils/tap-target'

interface CardModuleProps {
  module: CardModuleData
  more?: ModuleMore | null
  onOpenCard: (companyUserId: number) => void
}

/** A card that cannot load leaves the whole module out rather than an empty box on home. */
export const CardModule = observer(function CardModule({ module, more, onOpenCard }: CardModuleProps) {
  const { session } = useStores()
  const query = useQuery(['getBusinessCard', module.companyUserId], () => getBusinessCard(module.companyUserId), { enabled: module.companyUserId > 0 })
  const card = query.data
  if (!card && !(query.loading && module.companyUserId > 0)) return null
  const own = !!session.account && session.account.companyUserId === module.companyUserId
  return <CardModuleView module={module} more={more} onOpenCard={onOpenCard} card={card} own={own} />
})

/**
 * The business-card teaser in its frame (a pure view of props; the server paints it as an anonymous visitor, own
 * false): who, title and company, and a way to the full card; a skeleton until the card is in. The heading says
 * 我的名片 only on the visitor's own card (else the person's name).
 */
export function CardModuleView({
  module,
  more,
  onOpenCard,
  card,
  own
}: CardModuleProps & { card?: Pick<BusinessCard, 'name' | 'title' | 'company' | 'avatar' | 'cellphone'>; own: boolean }) {
  const name = card?.name || ''
  const framed = { ...module, title: cardHeading(module.title, name, own), subtitle: cardHeading(module.subtitle, name, own) }
  return (
    <ModuleFrame module={framed} more={more}>
      {!card ? (
        <Skeleton rows={1} avatar />
      ) : (
        <View
          className='card-module'
          {...tapTarget('link')}
          data-href={BASE_PATH + pageUrl(HOME, { tab: 'card', companyUserId: module.companyUserId })}
          onClick={() => onOpenCard(module.companyUserId)}
        >
          {card.avatar ? (
            <Image className='card-module__avatar' src={resizeImage(card.avatar, 'icon')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='card-module__avatar card-module__avatar--empty' aria-hidden='true'>
              <Text>{(card.name || '名').slice(0, 1)}</Text>
            </View>
          )}
          <View className='card-module__who'>
            <Text className='card-module__name'>{card.name}</Text>
            <Text className='card-module__title'>{[card.title, card.company].filter(Boolean).join(' · ')}</Text>
            {card.cellphone && <Text className='card-module__phone'>{card.cellphone}</Text>}
          </View>
          <Text className='card-module__open'>查看完整名片 ›</Text>
        </View>
      )}
    </ModuleFrame>
  )
}

import { Image, Text, View } from '@tarojs/components'
import type { CardModule as CardModuleData } from '../../../../types/contract'
import { Skeleton } from '../../../components/states'
import { useQuery } from '../../../hooks/use-query'
import { resizeImage } from '../../../utils/image'
import { getBusinessCard } from '@/features/cards'

/** The business-card teaser: who, title and company, and a way to the full card. */
export function CardModule({ module, onOpenCard }: { module: CardModuleData; onOpenCard: (companyUserId: number) => void }) {
  const query = useQuery(() => getBusinessCard(module.companyUserId), [module.companyUserId], { enabled: module.companyUserId > 0 })
  if (query.loading && !query.data) return <Skeleton rows={1} avatar />
  const card = query.data
  // A card that cannot load is left out rather than shown broken on the home page.
  if (!card) return null
  return (
    <View className='card-module' role='link' aria-label={`${card.name}的名片`} onClick={() => onOpenCard(module.companyUserId)}>
      {card.avatar ? (
        <Image className='card-module__avatar' src={resizeImage(card.avatar, 'icon')} mode='aspectFill' lazyLoad />
      ) : (
        <View className='card-module__avatar card-module__avatar--empty'>
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
  )
}

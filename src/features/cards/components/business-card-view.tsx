import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { BusinessCard } from '../../../../types/contract'
import { QueryView, Skeleton } from '@/components/states'
import { useAction } from '@/hooks/use-action'
import { useQuery } from '@/hooks/use-query'
import { errorMessage, UnsupportedPlatformError } from '@/services/http/errors'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { copyText } from '@/services/platform/clipboard'
import { callPhone } from '@/services/platform/navigation'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { resizeImage } from '@/utils/image'
import { getBusinessCard } from '@/features/cards/api'
import { saveContact } from '@/features/cards/save-contact'
import { toContactCard } from '@/features/cards/vcard'
import { AssetDirectoryView } from './asset-directory'
import { BrowsedRecords } from './browsed-records'
import { tapTarget } from '@/utils/tap-target'
import './business-card-view.scss'

interface BusinessCardViewProps {
  /** Whose card; the page passes ?companyUserId, the session's ocuid or 1. */
  companyUserId: number
}

/** True when the signed-in visitor owns this card (they see who browsed it). */
function isCardOwner(card: BusinessCard, account: { companyUserId: number | null; selfBusinessCardId: number | null } | null): boolean {
  if (!account) return false
  return account.selfBusinessCardId === card.businessCardId || (account.companyUserId !== null && account.companyUserId === card.companyUserId)
}

function CardSkeleton() {
  return (
    <View className='bcard'>
      <View className='bcard__hero bcard__hero--skeleton' aria-busy='true' aria-label='名片加载中' />
      <Skeleton rows={3} />
    </View>
  )
}

interface RowProps {
  label: string
  value: string
  action?: string
  onAction?: () => void
}

function InfoRow({ label, value, action, onAction }: RowProps) {
  if (!value) return null
  return (
    <View className='bcard__row'>
      <Text className='bcard__label'>{label}</Text>
      <Text className='bcard__value' selectable>
        {value}
      </Text>
      {action && onAction && (
        <View className='bcard__row-action' {...tapTarget('button')} aria-label={`${action}${label}`} onClick={onAction}>
          {action}
        </View>
      )}
    </View>
  )
}

/** A company user's business card: contact details, save to contacts, assets, visitors (owner), colleagues. */
export const BusinessCardView = observer(function BusinessCardView({ companyUserId }: BusinessCardViewProps) {
  const { session } = useStores()
  const query = useQuery(['getBusinessCard', companyUserId], () => getBusinessCard(companyUserId))
  const { run: save, pending: saving } = useAction(
    async (card: BusinessCard) => {
      const how = await saveContact(toContactCard(card))
      if (how !== 'elsewhere') toast(how === 'downloaded' ? '名片已下载，打开即可存入通讯录' : '已保存到通讯录')
    },
    { onError: e => toast(e instanceof UnsupportedPlatformError ? '当前环境不支持保存到通讯录' : errorMessage(e)) }
  )

  return (
    <QueryView query={query} skeleton={<CardSkeleton />}>
      {card => {
        const owner = isCardOwner(card, session.account)
        return (
          <View className='bcard'>
            <View className='bcard__hero'>
              <View className='bcard__head'>
                {card.avatar ? (
                  <Image className='bcard__avatar' src={resizeImage(card.avatar, 'small')} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
                ) : (
                  <View className='bcard__avatar bcard__avatar--empty'>{(card.name || '名').slice(0, 1)}</View>
                )}
                <View className='bcard__who'>
                  <Text className='bcard__name'>{card.name}</Text>
                  <Text className='bcard__title'>{[card.title, card.department].filter(Boolean).join(' · ')}</Text>
                </View>
                {card.companyLogo && (
                  <Image className='bcard__logo' src={resizeImage(card.companyLogo, 'icon')} mode='aspectFit' lazyLoad imgProps={{ alt: '' }} />
                )}
              </View>
              <Text className='bcard__company'>{card.company}</Text>
              <View className='bcard__stats'>
                <Text>浏览 {card.viewCount}</Text>
                <Text>点赞 {card.likeCount}</Text>
              </View>
            </View>

            <View className='bcard__section'>
              <InfoRow label='电话' value={card.cellphone} action='拨打' onAction={() => void callPhone(card.cellphone)} />
              <InfoRow label='邮箱' value={card.email} action='复制' onAction={() => void copyText(card.email)} />
              <InfoRow label='微信' value={card.weChat} action='复制' onAction={() => void copyText(card.weChat)} />
              <InfoRow label='地址' value={card.address} action='复制' onAction={() => void copyText(card.address)} />
            </View>

            <View className='bcard__actions'>
              <Button className='bcard__btn bcard__btn--primary' disabled={saving || undefined} onClick={() => void save(card)}>
                {saving ? '保存中…' : '保存到通讯录'}
              </Button>
              <Button className='bcard__btn' onClick={() => void navigateTo(pageUrl(Routes.poster, { type: 'card', id: card.businessCardId }))}>
                名片海报
              </Button>
            </View>

            {card.intro && (
              <View className='bcard__section'>
                <Text className='bcard__heading'>个人简介</Text>
                <Text className='bcard__intro'>{card.intro}</Text>
              </View>
            )}

            {owner && (
              <View className='bcard__section'>
                <Text className='bcard__heading'>谁看过我</Text>
                <BrowsedRecords businessCardId={card.businessCardId} />
              </View>
            )}

            <View className='bcard__section'>
              <Text className='bcard__heading'>数字资料</Text>
              <AssetDirectoryView />
            </View>

            <View className='bcard__section bcard__link' {...tapTarget('button')} onClick={() => void navigateTo(Routes.ucColleagues)}>
              <Text className='bcard__heading bcard__heading--inline'>我的同事</Text>
              <Text className='bcard__arrow'>›</Text>
            </View>
          </View>
        )
      }}
    </QueryView>
  )
})

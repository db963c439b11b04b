import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { PromotionCampaign } from '../../../../types/contract'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { BEIJING_ZONE, formatDate } from '@/shared/format'
import { resizeImage } from '@/utils/image'
import { useApplicantCount } from '@/features/promotion/use-promotion'
import { tapTarget } from '@/utils/tap-target'
import './campaign-card.scss'

/** A campaign I promote: its numbers of applicants and the ways into its lists. */
export function CampaignCard({ campaign }: { campaign: PromotionCampaign }) {
  const { eventId } = campaign
  const count = useApplicantCount(eventId)
  const applicants = count.data ?? campaign.applicants
  const go = (path: string) => () => void navigateTo(pageUrl(path, { eventId }))
  return (
    <View className='card campaign-card' data-testid={`campaign-${campaign.id}`}>
      <View className='campaign-card__top'>
        <View className='campaign-card__cover-box'>
          {campaign.cover ? (
            <Image className='campaign-card__cover' src={resizeImage(campaign.cover, 'small')} mode='aspectFill' lazyLoad imgProps={{ alt: campaign.title }} />
          ) : (
            <View className='campaign-card__cover' />
          )}
        </View>
        <View className='campaign-card__info'>
          <Text className='campaign-card__title'>{campaign.title}</Text>
          <Text className='campaign-card__time'>
            {formatDate(campaign.startTime, 'MM-DD')} 至 {formatDate(campaign.endTime, 'MM-DD')}（{BEIJING_ZONE.label}）
          </Text>
          {eventId ? (
            <View className='campaign-card__count'>
              <Text className='campaign-card__num' data-testid='applicant-count'>
                {count.error && count.data === undefined ? '-' : applicants}
              </Text>
              <Text className='campaign-card__unit'>人报名</Text>
            </View>
          ) : (
            <Text className='campaign-card__time'>未关联活动</Text>
          )}
        </View>
      </View>
      {eventId ? (
        <View className='campaign-card__actions'>
          <View className='campaign-card__action' {...tapTarget('button')} onClick={() => void navigateTo(pageUrl(Routes.promo, { eventId, tab: 'mine' }))}>
            报名名单
          </View>
          <View className='campaign-card__action' {...tapTarget('button')} onClick={go(Routes.promoAttendee)}>
            参会人审核
          </View>
          <View className='campaign-card__action' {...tapTarget('button')} onClick={go(Routes.promotion)}>
            去推广
          </View>
          <View className='campaign-card__action' {...tapTarget('button')} onClick={go(Routes.inviteRank)}>
            排行榜
          </View>
        </View>
      ) : (
        <View className='campaign-card__actions'>
          <View className='campaign-card__action' {...tapTarget('button')} onClick={go(Routes.promotion)}>
            去推广
          </View>
        </View>
      )}
    </View>
  )
}

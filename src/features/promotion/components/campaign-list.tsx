import { View } from '@tarojs/components'
import React from 'react'
import { Empty, QueryView } from '@/components/states'
import { goHome } from '@/services/navigation/navigate'
import { useCampaigns } from '@/features/promotion/use-promotion'
import { CampaignCard } from './campaign-card'

/** The campaigns I promote, as cards. */
export function CampaignList() {
  const query = useCampaigns()
  return (
    <QueryView
      query={query}
      isEmpty={d => d.length === 0}
      empty={<Empty text='暂无推广活动' hint='主办方发布推广活动后会出现在这里' actionText='返回首页' onAction={() => void goHome()} />}
    >
      {campaigns => (
        <View>
          {campaigns.map(c => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </View>
      )}
    </QueryView>
  )
}

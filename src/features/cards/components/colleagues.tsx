import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import type { CompanyUser } from '../../../../types/contract'
import { Empty, QueryView } from '@/components/states'
import { getColleagues } from '@/features/cards/api'
import { useQuery } from '@/hooks/use-query'
import { copyText } from '@/services/platform/clipboard'
import { callPhone } from '@/services/platform/navigation'
import { actionSheet } from '@/services/ui/toast'
import { UcGate } from './uc-gate'
import { tapTarget } from '@/utils/tap-target'
import './colleagues.scss'

/** Call or copy a colleague's phone. */
async function contact(colleague: CompanyUser): Promise<void> {
  if (!colleague.cellphone) return
  try {
    const tapIndex = await actionSheet([`拨打 ${colleague.cellphone}`, '复制号码'])
    if (tapIndex === 0) await callPhone(colleague.cellphone)
    else if (tapIndex === 1) await copyText(colleague.cellphone)
  } catch {
    // closed
  }
}

function ColleagueList({ token }: { token: string }) {
  const query = useQuery(['getColleagues', token], () => getColleagues(token))
  return (
    <QueryView query={query} isEmpty={list => list.length === 0} empty={<Empty text='暂无同事' hint='同事开通名片后会出现在这里' />}>
      {list => (
        <View className='colleagues'>
          {list.map(c => (
            <View key={c.companyUserId} className='colleagues__row' {...tapTarget('button')} aria-label={`联系 ${c.name}`} onClick={() => void contact(c)}>
              <View className='colleagues__avatar'>
                {c.avatar ? (
                  <Image className='colleagues__img' src={c.avatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
                ) : (
                  <Text>{c.name.slice(0, 1)}</Text>
                )}
              </View>
              <View className='colleagues__main'>
                <Text className='colleagues__name'>{c.name}</Text>
                <Text className='colleagues__meta'>{[c.title, c.department].filter(Boolean).join(' · ') || '—'}</Text>
              </View>
              {c.cellphone && <Text className='colleagues__phone'>{c.cellphone}</Text>}
            </View>
          ))}
        </View>
      )}
    </QueryView>
  )
}

/** Colleagues of the UC user (spec §2 uc/colleagues): tap to call or copy the phone. */
export function Colleagues() {
  return <UcGate>{token => <ColleagueList token={token} />}</UcGate>
}

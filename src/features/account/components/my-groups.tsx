import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import { getMyGroups } from '@/features/forms'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatZoned } from '@/shared/format'
import { RecordRow } from './record-row'
import './my-groups.scss'

/**
 * 我的门票's 团体报名 (extension `groupRegistration`): the groups the visitor registered, each opening the group's page
 * (its members, 取消 and 更换). Nothing without the extension or without a group; a failure leaves the tickets alone.
 */
export const MyGroups = observer(function MyGroups() {
  const on = useExtension('groupRegistration')
  const groups = useQuery(['getMyGroups'], () => getMyGroups(), { enabled: on, refetchOnShow: true })
  const list = groups.data ?? []
  if (!on || list.length === 0) return null
  return (
    <View className='my-groups' role='group' aria-label='我的团体报名'>
      <Text className='my-groups__title'>团体报名</Text>
      {list.map(g => (
        <RecordRow
          key={g.groupId}
          title={g.eventTitle}
          meta={[g.startTime && formatZoned(g.startTime, 'YYYY-MM-DD HH:mm'), `${g.active} 人有效报名`]}
          badges={[{ text: '团体', tone: 'theme' }]}
          onClick={() => void navigateTo(pageUrl(Routes.form, { id: g.formId, eventId: g.eventId, group: 1 }))}
        />
      ))}
    </View>
  )
})

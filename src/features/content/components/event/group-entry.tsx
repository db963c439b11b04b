import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { EntityDataDetail } from '../../../../../types/contract'
import { Button } from '@/components/button'
import { useExtension } from '@/hooks/use-extension'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { eventAction } from '@/shared/actions'
import { GROUP_MAX_MEMBERS, GROUP_MIN_MEMBERS } from '@/shared/group-registration'
import './group-entry.scss'

/**
 * The way to 团体报名 under the event's facts (extension `groupRegistration`): on an event whose form is open for
 * registration (not over, not full), also to someone registered already, who may bring colleagues. Absent without
 * the extension, as on the painted page.
 */
export const GroupEntry = observer(function GroupEntry({ detail }: { detail: EntityDataDetail }) {
  const on = useExtension('groupRegistration')
  const action = eventAction({ ...detail, submitted: false }, false)
  if (!on || action.kind !== 'form') return null
  return (
    <View className='group-entry' data-testid='group-entry'>
      <View className='group-entry__texts'>
        <Text className='group-entry__title'>团体报名</Text>
        <Text className='group-entry__text'>{`为同事一起报名，${GROUP_MIN_MEMBERS}–${GROUP_MAX_MEMBERS} 人，公司等信息只填一次，每人一张门票。`}</Text>
      </View>
      <Button
        className='group-entry__button'
        variant='secondary'
        onClick={() => void navigateTo(pageUrl(Routes.form, { id: action.formId, eventId: detail.id, group: 1 }))}
      >
        团体报名
      </Button>
    </View>
  )
})

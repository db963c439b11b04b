import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React from 'react'
import type { GroupRegistration, GroupRegistrationState } from '../../../../types/contract'
import { Button } from '@/components/button'
import { RequireAccount } from '@/components/require-account'
import { Empty, QueryView, Skeleton } from '@/components/states'
import { getGroupState } from '@/features/forms/group-api'
import { useWebsiteForm } from '@/features/forms/use-website-form'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { navigateTo, redirectTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { useStores } from '@/stores/context'
import { GroupForm } from './group-form'
import { GroupMembers } from './group-members'
import './group.scss'

const backToEvent = (eventId: number) => void redirectTo(pageUrl(Routes.event, { id: eventId }))

/** The leader has no verified phone yet: why it is needed, and the way to verify it and come back. */
function PhoneFirst({ eventId, formId }: { eventId: number; formId: number }) {
  return (
    <View className='form-done' role='status'>
      <Text className='form-done__title'>请先验证你的手机号</Text>
      <Text className='form-done__hint'>团体报名由你为同事代为报名，需要你本人已验证的手机号；成员的手机号无需验证。</Text>
      <View className='form-done__actions'>
        <Button
          className='btn-primary form-done__action'
          onClick={() => void navigateTo(pageUrl(Routes.verifyPhone, { redirect: pageUrl(Routes.form, { id: formId, eventId, group: 1 }) }))}
        >
          验证手机号
        </Button>
      </View>
    </View>
  )
}

/** The state answered: the leader's group, the form for a new one, or why neither. */
const GroupScreen = observer(function GroupScreen({ state, onGroup }: { state: GroupRegistrationState; onGroup: (g: GroupRegistration) => void }) {
  // The form is needed to fill in a group, and to replace a member of one.
  const form = useWebsiteForm(state.formId)
  const group = state.group
  if (group && (group.active > 0 || !state.open)) return <GroupMembers group={group} form={form.data ?? null} onChange={onGroup} />
  if (!state.open) {
    return <Empty text='暂不能团体报名' hint={state.reason ?? undefined} actionText='返回活动' onAction={() => backToEvent(state.eventId)} />
  }
  if (state.needsPhone) return <PhoneFirst eventId={state.eventId} formId={state.formId ?? 0} />
  return (
    <QueryView query={form} skeleton={<Skeleton rows={8} />}>
      {f => <GroupForm form={f} state={state} onDone={onGroup} />}
    </QueryView>
  )
})

function GroupQuery({ eventId }: { eventId: number }) {
  const state = useQuery(['getGroupState', eventId], () => getGroupState(eventId), { refetchOnShow: true })
  return (
    <QueryView query={state} skeleton={<Skeleton rows={8} />}>
      {s => <GroupScreen state={s} onGroup={group => state.setData(prev => ({ ...(prev ?? s), open: false, group }))} />}
    </QueryView>
  )
}

/**
 * 团体报名 (extension `groupRegistration`; form?id&eventId&group=1): signed in, the leader fills in the group, or
 * manages the group they registered (cancel, replace). A server without the extension says so, with the way back.
 */
export const GroupRegistrationScreen = observer(function GroupRegistrationScreen({ eventId }: { eventId: number }) {
  const { site } = useStores()
  const on = useExtension('groupRegistration')
  if (site.extensions === null) return <Skeleton rows={6} />
  if (!on) return <Empty text='暂不支持团体报名' hint='请每人通过活动页各自报名' actionText='返回活动' onAction={() => backToEvent(eventId)} />
  return <RequireAccount>{() => <GroupQuery eventId={eventId} />}</RequireAccount>
})

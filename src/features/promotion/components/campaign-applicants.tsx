import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useCallback, useState } from 'react'
import { PagedList } from '@/components/paged-list'
import { Tabs } from '@/components/tabs'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { getApplicantsList, getSubmitList } from '@/features/promotion/api'
import { useApplicantCount, useCampaigns } from '@/features/promotion/use-promotion'
import { AttendeeRow } from './attendee-row'
import './campaign-applicants.scss'

type ApplicantsTab = 'mine' | 'all'

function ApplicantList({ eventId, tab }: { eventId: number; tab: ApplicantsTab }) {
  const fetchPage = useCallback((page: number) => (tab === 'mine' ? getSubmitList(eventId, page) : getApplicantsList(eventId, page)), [eventId, tab])
  const state = usePagedList(fetchPage, [fetchPage])
  return (
    <PagedList
      state={state}
      itemKey={a => a.attendeeId}
      emptyText={tab === 'mine' ? '还没有人通过你的链接报名' : '该活动还没有人报名'}
      emptyHint={tab === 'mine' ? '分享推广链接，报名记录会出现在这里' : undefined}
      renderItem={a => <AttendeeRow attendee={a} />}
    />
  )
}

const APPLICANT_TABS: { key: ApplicantsTab; text: string }[] = [
  { key: 'mine', text: '我推广的报名' },
  { key: 'all', text: '全部报名' }
]

/** One campaign's sign-ups: those through my link, or everyone, with the way into the audit page. */
export function CampaignApplicants({ eventId, initialTab = 'mine' }: { eventId: number; initialTab?: ApplicantsTab }) {
  const [tab, setTab] = useState<ApplicantsTab>(initialTab)
  const campaigns = useCampaigns()
  const count = useApplicantCount(eventId)
  const campaign = campaigns.data?.find(c => c.eventId === eventId)
  return (
    <View>
      <View className='card campaign-applicants__head'>
        <Text className='campaign-applicants__title'>{campaign?.title || '活动报名'}</Text>
        <Text className='campaign-applicants__count'>
          共 <Text className='campaign-applicants__num'>{count.data ?? campaign?.applicants ?? '-'}</Text> 人报名
        </Text>
        <Button className='campaign-applicants__audit' onClick={() => void navigateTo(pageUrl(Routes.promoAttendee, { eventId }))}>
          参会人审核
        </Button>
      </View>
      <View className='card campaign-applicants__list'>
        <Tabs listClass='campaign-applicants__tabs' tabClass='campaign-applicants__tab' options={APPLICANT_TABS} value={tab} onChange={setTab} />
        <ApplicantList key={tab} eventId={eventId} tab={tab} />
      </View>
    </View>
  )
}

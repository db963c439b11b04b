import { View } from '@tarojs/components'
import React, { useState } from 'react'
import { Page } from '@/components/page'
import { PagedList } from '@/components/paged-list'
import { RequireAccount } from '@/components/require-account'
import { usePagedList } from '@/hooks/use-paged-list'
import { getAttendanceRecords } from '@/features/account/api'
import { RecordRow } from '@/features/account/components/record-row'
import { Tabs } from '@/features/account/components/tabs'
import { AUDIT_BADGE, CHECKIN_BADGE, EVENT_TABS, type EventTab } from '@/features/account/records'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatDate } from '@/utils/format'

function AttendanceRecords() {
  const [tab, setTab] = useState<EventTab>('ALL')
  const list = usePagedList(page => getAttendanceRecords(page, tab === 'ALL' ? undefined : tab), [tab])
  return (
    <View>
      <Tabs tabs={EVENT_TABS} active={tab} onChange={setTab} />
      <PagedList
        state={list}
        itemKey={r => r.attendeeId}
        emptyText='暂无活动报名记录'
        emptyHint='报名活动后，审核和签到状态会显示在这里'
        renderItem={record => (
          <RecordRow
            cover={record.cover}
            title={record.title}
            badges={[AUDIT_BADGE[record.auditStatus], CHECKIN_BADGE[record.checkinStatus]].filter(Boolean)}
            meta={[formatDate(record.startTime), record.address]}
            onClick={() => void navigateTo(pageUrl(Routes.event, { id: record.eventId }))}
          />
        )}
      />
    </View>
  )
}

/** My event attendance with audit and check-in badges (SPEC §2 account/event). */
export default function AccountEventPage() {
  return (
    <Page title='我的活动'>
      <RequireAccount>{() => <AttendanceRecords />}</RequireAccount>
    </Page>
  )
}

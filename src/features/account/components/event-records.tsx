import React, { useState } from 'react'
import { navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { formatLabelled } from '@/shared/format'
import { getAttendanceRecords } from '@/features/account/api'
import { AUDIT_BADGE, CHECKIN_BADGE, EVENT_TABS, type EventTab } from '@/features/account/records'
import { PagedRecords } from './record-list'
import { RecordRow } from './record-row'
import { Tabs } from './tabs'

/** My event attendance by audit status, with audit and check-in badges (account/event). */
export function EventRecords() {
  const [tab, setTab] = useState<EventTab>('ALL')
  return (
    <>
      <Tabs tabs={EVENT_TABS} active={tab} onChange={setTab} />
      <PagedRecords
        load={page => getAttendanceRecords(page, tab === 'ALL' ? undefined : tab)}
        deps={[tab]}
        itemKey={r => r.attendeeId}
        empty={{ text: '暂无活动报名记录', hint: '报名活动后，审核和签到状态会显示在这里' }}
        renderItem={record => (
          <RecordRow
            cover={record.cover}
            title={record.title}
            badges={[AUDIT_BADGE[record.auditStatus], CHECKIN_BADGE[record.checkinStatus]].filter(Boolean)}
            meta={[formatLabelled(record.startTime), record.address]}
            onClick={() => void navigateTo(pageUrl(Routes.event, { id: record.eventId }))}
          />
        )}
      />
    </>
  )
}

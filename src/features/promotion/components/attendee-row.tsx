import { Text, View } from '@tarojs/components'
import React from 'react'
import type { Attendee } from '../../../../types/contract'
import { formatDate } from '@/shared/format'
import { behalfTag } from '@/features/promotion/attendees'
import { AUDIT_LABEL, CHECKIN_LABEL, maskPhone } from '@/features/promotion/format'
import { tapTarget } from '@/utils/tap-target'
import './attendee-row.scss'

/** Audit and check-in status badges of one attendee. */
export function StatusBadges({ attendee }: { attendee: Attendee }) {
  return (
    <View className='status-badges'>
      <Text className={`status-badge status-badge--${attendee.auditStatus.toLowerCase()}`} data-testid='audit-status'>
        {AUDIT_LABEL[attendee.auditStatus] || attendee.auditStatus}
      </Text>
      <Text className={`status-badge status-badge--${attendee.checkinStatus === 'NOT_CHECKED_IN' ? 'muted' : 'checked'}`}>
        {CHECKIN_LABEL[attendee.checkinStatus] || attendee.checkinStatus}
      </Text>
    </View>
  )
}

interface AttendeeRowProps {
  attendee: Attendee
  /** Left slot (the selection checkbox). */
  leading?: React.ReactNode
  onOpen?: (attendee: Attendee) => void
}

/** One attendee: name, masked phone, company, when they signed up, their statuses, and 代报名(·待确认) when registered on their behalf. */
export function AttendeeRow({ attendee, leading, onOpen }: AttendeeRowProps) {
  const behalf = behalfTag(attendee)
  return (
    <View className='attendee-row' data-testid={`attendee-${attendee.attendeeId}`}>
      {leading}
      <View
        className='attendee-row__main'
        {...(onOpen ? tapTarget('button') : {})}
        aria-label={onOpen ? `查看${attendee.name}的资料` : undefined}
        onClick={onOpen ? () => onOpen(attendee) : undefined}
      >
        <View className='attendee-row__line'>
          <Text className='attendee-row__name'>{attendee.name || '未填写姓名'}</Text>
          <Text className='attendee-row__phone'>{maskPhone(attendee.cellphone)}</Text>
          {behalf ? <Text className={`attendee-row__tag${attendee.behalfConfirmed === false ? ' attendee-row__tag--unconfirmed' : ''}`}>{behalf}</Text> : null}
          {attendee.edits ? <Text className='attendee-row__tag attendee-row__tag--edited'>已修改</Text> : null}
          {attendee.transfer ? <Text className='attendee-row__tag attendee-row__tag--edited'>已转让</Text> : null}
        </View>
        <Text className='attendee-row__meta'>
          {attendee.company ? `${attendee.company} · ` : ''}
          {formatDate(attendee.createdAt, 'MM-DD HH:mm')} 报名
        </Text>
      </View>
      <StatusBadges attendee={attendee} />
    </View>
  )
}

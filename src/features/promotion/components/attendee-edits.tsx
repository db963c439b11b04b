import { Text, View } from '@tarojs/components'
import React from 'react'
import type { AttendeeEdits, AttendeeGroup, AttendeeTransfer, FieldChange, FormField } from '../../../../types/contract'
import { formatDate } from '@/shared/format'
import { displayValue } from '@/features/promotion/form-values'
import { maskPhone } from '@/features/promotion/format'
import './attendee-edits.scss'

/** One answer as the sheet shows it: phones masked as in the lists, an empty one （空）. */
function shown(change: FieldChange, side: 'before' | 'after', fields: readonly FormField[]): string {
  const value = change[side]
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '（空）'
  const phone = fields.find(f => f.key === change.key)?.type === 'PHONE'
  return phone && typeof value === 'string' && value ? maskPhone(value) : displayValue(value)
}

/**
 * What the attendee changed in their own registration (extension `registrationEdit`): each answer that differs
 * from the one they registered with, registered → now, so the organiser audits the new answers knowingly.
 */
export function AttendeeEditsView({ edits, fields }: { edits: AttendeeEdits; fields: readonly FormField[] }) {
  return (
    <View className='attendee-edits' data-testid='attendee-edits'>
      <View className='attendee-edits__head'>
        <Text className='attendee-edits__title'>已修改报名信息</Text>
        <Text className='attendee-edits__meta'>
          共 {edits.times} 次 · 最近 {formatDate(edits.editedAt, 'MM-DD HH:mm')}
        </Text>
      </View>
      {edits.changes.length === 0 ? (
        <Text className='attendee-edits__same'>改回了报名时填写的内容</Text>
      ) : (
        edits.changes.map(c => (
          <View key={c.key} className='attendee-edits__row' aria-label={`${c.label}：由 ${shown(c, 'before', fields)} 改为 ${shown(c, 'after', fields)}`}>
            <Text className='attendee-edits__label'>{c.label}</Text>
            <View className='attendee-edits__change'>
              <Text className='attendee-edits__before'>{shown(c, 'before', fields)}</Text>
              <Text className='attendee-edits__arrow' aria-hidden='true'>
                →
              </Text>
              <Text className='attendee-edits__after'>{shown(c, 'after', fields)}</Text>
            </View>
          </View>
        ))
      )}
    </View>
  )
}

/** Who gave the attendee the ticket (extension `ticketTransfer`): the organiser audits the new holder knowingly. */
export function AttendeeTransferView({ transfer }: { transfer: AttendeeTransfer }) {
  return (
    <View className='attendee-edits' data-testid='attendee-transfer'>
      <View className='attendee-edits__head'>
        <Text className='attendee-edits__title'>转让获得的门票</Text>
        <Text className='attendee-edits__meta'>{formatDate(transfer.transferredAt, 'MM-DD HH:mm')}</Text>
      </View>
      <Text className='attendee-edits__same'>{`由 ${transfer.fromName}（${transfer.fromCellphone}）转让`}</Text>
    </View>
  )
}

/** The group that registered the attendee (extension `groupRegistration`): the organiser sees who to ask about them. */
export function AttendeeGroupView({ group }: { group: AttendeeGroup }) {
  return (
    <View className='attendee-edits' data-testid='attendee-group'>
      <View className='attendee-edits__head'>
        <Text className='attendee-edits__title'>团体报名</Text>
      </View>
      <Text className='attendee-edits__same'>{`由团体负责人 ${group.leaderName || '未填写姓名'}（${group.leaderCellphone}）报名`}</Text>
    </View>
  )
}

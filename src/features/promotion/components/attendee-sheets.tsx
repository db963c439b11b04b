import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { FactRow } from '@/components/fact-row'
import React from 'react'
import type { Attendee, FormField, FormValue } from '../../../../types/contract'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { toast, toastError } from '@/services/ui/toast'
import { formatDate } from '@/shared/format'
import { getAttendeeInfo } from '@/features/events'
import { behalfSubmit, modifyProfileData } from '@/features/forms'
import { displayValue } from '@/features/promotion/form-values'
import { maskPhone } from '@/features/promotion/format'
import { useEventForm } from '@/features/promotion/use-promotion'
import { AttendeeEditsView, AttendeeGroupView, AttendeeTransferView } from './attendee-edits'
import { StatusBadges } from './attendee-row'
import { CompactForm } from './compact-form'
import { Sheet } from './sheet'
import './attendee-sheets.scss'

/** Fields to edit when the event has no sign-up form: one text field per saved value. */
function fieldsFromValues(values: Record<string, FormValue>): FormField[] {
  return Object.keys(values).map(key => ({ key, label: key, type: 'TEXT', required: false, placeholder: '', options: [] }))
}

/** An attendee's details: statuses and the values of the sign-up form, with the way to edit them. */
export function AttendeeInfoSheet({
  attendeeId,
  eventId,
  onClose,
  onEdit
}: {
  attendeeId: number
  eventId: number
  onClose: () => void
  onEdit: (a: Attendee) => void
}) {
  const info = useQuery(['getAttendeeInfo', attendeeId], () => getAttendeeInfo(attendeeId))
  const form = useEventForm(eventId)
  const fields = form.data?.form?.fields || []
  const a = info.data
  return (
    <Sheet title='参会人资料' onClose={onClose}>
      {!a ? (
        info.error && !info.loading ? (
          <ErrorView error={info.error} onRetry={() => void info.reload()} />
        ) : (
          <Skeleton rows={3} />
        )
      ) : (
        <View className='attendee-info'>
          <View className='attendee-info__head'>
            <View>
              <Text className='attendee-info__name'>{a.name || '未填写姓名'}</Text>
              <Text className='attendee-info__phone'>{maskPhone(a.cellphone)}</Text>
            </View>
            <StatusBadges attendee={a} />
          </View>
          {a.group && <AttendeeGroupView group={a.group} />}
          {a.transfer && <AttendeeTransferView transfer={a.transfer} />}
          {a.edits && <AttendeeEditsView edits={a.edits} fields={fields} />}
          <View className='attendee-info__rows'>
            {(fields.length ? fields.map(f => [f.key, f.label, f.type] as const) : Object.keys(a.values || {}).map(k => [k, k, 'TEXT'] as const)).map(
              ([key, label, type]) => (
                // Phones stay masked on screen as in the lists; the edit form still gets the whole number.
                <FactRow
                  key={key}
                  block='attendee-info'
                  label={label}
                  value={type === 'PHONE' && a.values?.[key] ? maskPhone(String(a.values[key])) : displayValue(a.values?.[key])}
                />
              )
            )}
            <FactRow block='attendee-info' label='报名时间' value={formatDate(a.createdAt)} />
            {a.checkinTime && <FactRow block='attendee-info' label='签到时间' value={formatDate(a.checkinTime)} />}
          </View>
          <Button className='attendee-info__edit' onClick={() => onEdit(a)}>
            编辑资料
          </Button>
        </View>
      )}
    </Sheet>
  )
}

/** Edits an attendee's sign-up data (modifyProfileData); a failure keeps what was typed. */
export function EditAttendeeSheet({ attendee, onClose, onSaved }: { attendee: Attendee; onClose: () => void; onSaved: (a: Attendee) => void }) {
  const form = useEventForm(attendee.eventId)
  const fields = form.data ? form.data.form?.fields || fieldsFromValues(attendee.values || {}) : null
  const save = async (values: Record<string, FormValue>) => {
    try {
      const updated = await modifyProfileData(attendee.attendeeId, values)
      toast('资料已保存')
      onSaved(updated)
    } catch (e) {
      toastError(e)
      throw e
    }
  }
  return (
    <Sheet title={`编辑资料 · ${attendee.name || ''}`} onClose={onClose}>
      {!fields ? (
        form.error && !form.loading ? (
          <ErrorView error={form.error} onRetry={() => void form.reload()} />
        ) : (
          <Skeleton rows={3} />
        )
      ) : fields.length === 0 ? (
        <Empty text='没有可编辑的资料' />
      ) : (
        <CompactForm fields={fields} initial={attendee.values} submitText='保存资料' busyText='保存中…' onSubmit={save} />
      )}
    </Sheet>
  )
}

/** Registers someone for the event on their behalf with the event's sign-up form (behalfSubmit). */
export function BehalfSheet({ eventId, onClose, onDone }: { eventId: number; onClose: () => void; onDone: (a: Attendee) => void }) {
  const { data, error, loading, reload } = useEventForm(eventId)
  const form = data?.form
  const submit = async (values: Record<string, FormValue>) => {
    if (!form) return
    try {
      const created = await behalfSubmit({ websiteFormId: form.id, submitFormType: 'REGISTER_EVENT', contentEntityId: eventId, values })
      toast('代报名成功')
      onDone(created)
    } catch (e) {
      toastError(e)
      throw e
    }
  }
  return (
    <Sheet title='代报名' onClose={onClose}>
      {!data ? (
        error && !loading ? (
          <ErrorView error={error} onRetry={() => void reload()} />
        ) : (
          <Skeleton rows={3} />
        )
      ) : !form ? (
        <Empty text='该活动没有报名表单' hint='请联系主办方为活动设置报名表单后再代报名' />
      ) : (
        <View>
          <Text className='attendee-info__tip'>为「{data.event.title}」登记一位参会人，提交后会出现在参会人列表中。</Text>
          <CompactForm fields={form.fields} submitText='提交代报名' onSubmit={submit} />
        </View>
      )}
    </Sheet>
  )
}

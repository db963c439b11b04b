import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React, { useCallback, useEffect, useMemo, useState } from 'react'
import { useAction } from '@/hooks/use-action'
import type { Attendee, AuditStatus } from '../../../../types/contract'
import { PagedList } from '@/components/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { confirm, toast } from '@/services/ui/toast'
import { batchAudit } from '@/features/events'
import { getApplicantsList } from '@/features/promotion/api'
import { applyAudit, canAudit, isAuditor, replaceAttendee, type AuditType } from '@/features/promotion/attendees'
import { AUDIT_TABS } from '@/features/promotion/format'
import { allSelected, emptySelection, keepVisible, selectedIds, toggleAll, toggleId, type Selection } from '@/features/promotion/selection'
import { boolAttr } from './bool-attr'
import { AttendeeRow } from './attendee-row'
import { AttendeeInfoSheet, BehalfSheet, EditAttendeeSheet } from './attendee-sheets'
import { useStores } from '@/stores/context'
import { tapTarget } from '@/utils/tap-target'
import './attendee-audit.scss'

type SheetState = { kind: 'info'; attendeeId: number } | { kind: 'edit'; attendee: Attendee } | { kind: 'behalf' } | null

const VERB: Record<AuditType, string> = { APPROVE: '通过', REJECT: '拒绝' }

function Checkbox({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <View className='audit-check' {...tapTarget('checkbox')} aria-checked={checked} aria-label={label} onClick={onToggle}>
      <View className={`audit-check__box ${checked ? 'audit-check__box--on' : ''}`}>{checked ? '✓' : ''}</View>
    </View>
  )
}

/** The bar's two verdicts on the chosen attendees, reject first. */
const AUDIT_BUTTONS: { type: AuditType; variant: 'primary' | 'secondary' }[] = [
  { type: 'REJECT', variant: 'secondary' },
  { type: 'APPROVE', variant: 'primary' }
]

/**
 * The attendees of one event for its channel partner: status tabs, multi-select with a batch
 * approve/reject bar (company staff, never on registrations they made on someone's behalf), details, edits,
 * and registering someone on their behalf.
 */
export const AttendeeAudit = observer(function AttendeeAudit({ eventId }: { eventId: number }) {
  const { session } = useStores()
  const account = session.account
  const auditor = !!account && isAuditor(account)
  const [tab, setTab] = useState<AuditStatus | 'ALL'>('ALL')
  const [selection, setSelection] = useState<Selection>(emptySelection)
  const [auditing, setAuditing] = useState<AuditType | null>(null)
  const [sheet, setSheet] = useState<SheetState>(null)
  const auditAction = useAction(async (type: AuditType, picked: number[]) => {
    try {
      if (!(await confirm(`确定${VERB[type]}选中的 ${picked.length} 位参会人？`, `批量${VERB[type]}`))) return
      // 处理中… only once the promoter has confirmed, while the request is in flight.
      setAuditing(type)
      await batchAudit({ eventId, attendeeIds: picked, auditType: type })
      list.setItems(items => applyAudit(items, picked, type, status))
      setSelection(emptySelection)
      toast(`已${VERB[type]} ${picked.length} 人`)
    } finally {
      setAuditing(null)
    }
  })

  const status = tab === 'ALL' ? undefined : tab
  const fetchPage = useCallback((page: number) => getApplicantsList(eventId, page, status), [eventId, status])
  const list = usePagedList(fetchPage, [fetchPage])
  // Only attendees waiting for review that this account may audit can be picked: an approved one is not approved
  // again (nor a rejected one rejected again), and nobody approves a registration they made on someone's behalf.
  const ids = useMemo(() => (account ? list.items.filter(a => canAudit(account, a)).map(a => a.attendeeId) : []), [list.items, account])
  const pickable = useMemo(() => new Set(ids), [ids])

  useEffect(() => setSelection(emptySelection), [tab])
  useEffect(() => setSelection(s => keepVisible(s, ids)), [ids])

  const chosen = selectedIds(selection, ids)
  const everyone = allSelected(selection, ids)

  const audit = async (type: AuditType) => {
    if (chosen.length === 0) return
    await auditAction.run(type, chosen)
  }

  return (
    <View className='attendee-audit'>
      <View className='attendee-audit__toolbar'>
        <View className='attendee-audit__tabs' role='tablist'>
          {AUDIT_TABS.map(t => (
            <View
              key={t.key}
              {...tapTarget('tab')}
              aria-selected={tab === t.key}
              className={`attendee-audit__tab ${tab === t.key ? 'attendee-audit__tab--on' : ''}`}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </View>
          ))}
        </View>
        <Button className='attendee-audit__behalf' variant='secondary' onClick={() => setSheet({ kind: 'behalf' })}>
          代报名
        </Button>
      </View>

      <View className='card attendee-audit__list'>
        <PagedList
          state={list}
          itemKey={a => a.attendeeId}
          emptyText={tab === 'ALL' ? '还没有人报名该活动' : `没有${AUDIT_TABS.find(t => t.key === tab)?.label}的参会人`}
          emptyHint={tab === 'ALL' ? '可点右上角「代报名」为参会人登记' : undefined}
          renderItem={a => (
            <AttendeeRow
              attendee={a}
              leading={
                pickable.has(a.attendeeId) ? (
                  <Checkbox checked={selection.has(a.attendeeId)} label={`选择${a.name}`} onToggle={() => setSelection(s => toggleId(s, a.attendeeId))} />
                ) : (
                  <View className='audit-check audit-check--none' aria-hidden='true' />
                )
              }
              onOpen={() => setSheet({ kind: 'info', attendeeId: a.attendeeId })}
            />
          )}
        />
      </View>

      <View className='attendee-audit__spacer' />
      {auditor ? (
        <View className='attendee-audit__bar' data-testid='batch-bar'>
          <View
            className='attendee-audit__all'
            {...tapTarget('checkbox')}
            aria-checked={everyone}
            aria-label='全选本页待审核'
            onClick={() => setSelection(s => toggleAll(s, ids))}
          >
            <View className={`audit-check__box ${everyone ? 'audit-check__box--on' : ''}`}>{everyone ? '✓' : ''}</View>
            <Text className='attendee-audit__all-text'>全选</Text>
          </View>
          <Text className='attendee-audit__count' data-testid='selected-count'>
            已选 {chosen.length} 人
          </Text>
          {AUDIT_BUTTONS.map(b => (
            <Button
              key={b.type}
              className={`attendee-audit__btn attendee-audit__btn--${b.type.toLowerCase()}`}
              variant={b.variant}
              disabled={boolAttr(!!auditing || chosen.length === 0)}
              onClick={() => void audit(b.type)}
            >
              {auditing === b.type ? '处理中…' : VERB[b.type]}
            </Button>
          ))}
        </View>
      ) : (
        <View className='attendee-audit__bar' data-testid='batch-bar'>
          <Text className='attendee-audit__count'>报名由公司工作人员审核</Text>
        </View>
      )}

      {sheet?.kind === 'info' && (
        <AttendeeInfoSheet
          attendeeId={sheet.attendeeId}
          eventId={eventId}
          onClose={() => setSheet(null)}
          onEdit={a => setSheet({ kind: 'edit', attendee: a })}
        />
      )}
      {sheet?.kind === 'edit' && (
        <EditAttendeeSheet
          attendee={sheet.attendee}
          onClose={() => setSheet(null)}
          onSaved={updated => {
            list.setItems(items => replaceAttendee(items, updated))
            setSheet(null)
          }}
        />
      )}
      {sheet?.kind === 'behalf' && (
        <BehalfSheet
          eventId={eventId}
          onClose={() => setSheet(null)}
          onDone={() => {
            setSheet(null)
            void list.refresh()
          }}
        />
      )}
    </View>
  )
})

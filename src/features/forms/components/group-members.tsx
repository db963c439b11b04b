import { Text, View } from '@tarojs/components'
import React, { useState } from 'react'
import type { FormValue, GroupMember, GroupRefusal, GroupRegistration, WebsiteForm } from '../../../../types/contract'
import { Button } from '@/components/button'
import { FactRow } from '@/components/fact-row'
import { Sheet } from '@/components/sheet'
import { FieldScopeProvider, focusField, useNewFieldScope } from '@/features/forms/a11y'
import { cancelGroupMember, replaceGroupMember } from '@/features/forms/group-api'
import { emptyMember, memberSubmitValues, shownMemberFields, validateGroup, memberErrorKey } from '@/features/forms/group-fill'
import { useAction } from '@/hooks/use-action'
import { ApiError, errorMessage } from '@/services/http/errors'
import { confirm, toast } from '@/services/ui/toast'
import { formatRange } from '@/shared/format'
import { boolAttr } from '@/utils/dom-attrs'
import { useStores } from '@/stores/context'
import { FormFieldControl } from './form-field'
import { AddMembersSheet } from './group-add'
import { UPLOAD_INTENT, type UploadAccess } from './upload-field'
import { RefusedAlert } from './refused-alert'
import './form.scss'
import './group.scss'

/** A member's state in words, and the tone of its pill. */
function memberStatus(m: GroupMember): { text: string; tone: 'success' | 'warning' | 'danger' | 'neutral' } {
  if (m.status === 'CANCELLED') return { text: '已取消', tone: 'neutral' }
  if (m.status === 'REPLACED') return { text: '已更换', tone: 'neutral' }
  if (m.checkinStatus === 'CHECKED_IN' || m.checkinStatus === 'SIGNED_OUT') return { text: '已签到', tone: 'success' }
  if (m.auditStatus === 'PENDING') return { text: '待审核', tone: 'warning' }
  if (m.auditStatus === 'REJECTED') return { text: '未通过审核', tone: 'danger' }
  return { text: '报名成功', tone: 'success' }
}

/** The new person's own answers for a member's seat (the group's shared answers stay), in a sheet. */
function ReplaceSheet({
  form,
  group,
  member,
  onClose,
  onDone
}: {
  form: WebsiteForm
  group: GroupRegistration
  member: GroupMember
  onClose: () => void
  onDone: (g: GroupRegistration) => void
}) {
  const { session } = useStores()
  const scope = useNewFieldScope()
  const [draft, setDraft] = useState(() => emptyMember(form, 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const uploads: UploadAccess = {
    formId: form.id,
    signedIn: session.signedIn,
    apiKey: async intent => (await session.requireAccount(intent)).apiKey,
    resume: match => session.resumeIntent(UPLOAD_INTENT, match)
  }
  const shared = group.shared
  const errorOf = (key: string) => errors[memberErrorKey(draft.id, key)]
  const replacing = useAction(
    async () => {
      setError(null)
      const next = await replaceGroupMember(group.groupId, member.memberId, { values: memberSubmitValues(form.fields, shared, draft.values) })
      toast('已更换成员')
      onDone(next)
    },
    {
      onError: e => {
        const field = ((e instanceof ApiError && e.data && typeof e.data === 'object' ? e.data : {}) as GroupRefusal).field
        if (field && form.fields.some(f => f.key === field)) {
          setErrors(prev => ({ ...prev, [memberErrorKey(draft.id, field)]: errorMessage(e) }))
          focusField(field, scope)
        }
        setError(errorMessage(e))
      }
    }
  )
  const submit = () => {
    if (replacing.pending) return
    const found = validateGroup(form.fields, shared, [draft])
    // The shared answers are the group's, already registered: only the new person's own answers are checked here.
    for (const key of Object.keys(found)) if (key.startsWith('s:')) delete found[key]
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      focusField(first.slice(first.indexOf(':') + 1), scope)
      return
    }
    void replacing.run()
  }
  return (
    <Sheet open onClose={onClose} title={`更换成员：${member.name}`} className='group-replace'>
      <View className='group-replace__body'>
        <Text className='group-members__text'>{`填写新成员的信息。提交后 ${member.name} 的门票作废，名额转给新成员，新成员收到自己的门票和通知。`}</Text>
        <FieldScopeProvider value={scope}>
          {shownMemberFields(form.fields, shared, draft.values).map(field => (
            <FormFieldControl
              key={field.key}
              field={field}
              value={draft.values[field.key]}
              error={errorOf(field.key)}
              onChange={(value: FormValue) => {
                setDraft(prev => ({ ...prev, values: { ...prev.values, [field.key]: value } }))
                setErrors(prev => {
                  const next = { ...prev }
                  delete next[memberErrorKey(draft.id, field.key)]
                  return next
                })
              }}
              uploads={uploads}
            />
          ))}
        </FieldScopeProvider>
        {error && <RefusedAlert title='更换失败' message={error} />}
        <Button className='dyn-form__submit' disabled={boolAttr(replacing.pending)} onClick={submit}>
          {replacing.pending ? '提交中…' : '确认更换'}
        </Button>
      </View>
    </Sheet>
  )
}

interface GroupMembersProps {
  group: GroupRegistration
  /** The event's form, for a replacement's answers (null while it loads or when it failed). */
  form: WebsiteForm | null
  onChange: (group: GroupRegistration) => void
}

/**
 * A group as its leader manages it: the event, the shared answers, each member with their state (phones masked), per
 * member 更换 (a sheet with the new person's answers) and 取消报名 (confirmed first), and 添加成员 up to the group's
 * most, while the server allows them.
 */
export function GroupMembers({ group, form, onChange }: GroupMembersProps) {
  const [replacing, setReplacing] = useState<GroupMember | null>(null)
  const [adding, setAdding] = useState(false)
  const cancellation = useAction(async (m: GroupMember) => {
    if (!(await confirm(`取消后 ${m.name} 的门票作废，名额将释放给其他人。确定取消 ${m.name} 的报名吗？`, '取消成员报名'))) return
    onChange(await cancelGroupMember(group.groupId, m.memberId))
    toast(`已取消 ${m.name} 的报名`)
  })
  const company = Object.entries(group.shared).find(([, v]) => typeof v === 'string' && v)?.[1] as string | undefined
  return (
    <View className='group-members' data-testid='group-members'>
      <View className='group-members__head'>
        <Text className='group-members__title'>{group.eventTitle}</Text>
        <FactRow block='group-members' label='时间' value={formatRange(group.startTime, group.endTime)} />
        {group.address && <FactRow block='group-members' label='地点' value={group.address} />}
        {company && <FactRow block='group-members' label='单位' value={company} />}
        <Text className='group-members__text'>{`${group.active} 人有效报名。每位成员凭自己手机号登录即可在「我的门票」看到门票。`}</Text>
      </View>
      <View className='group-members__list' role='list' aria-label='团体成员'>
        {group.members.map(m => {
          const status = memberStatus(m)
          const closed = m.status !== 'ACTIVE'
          return (
            <View key={m.memberId} className={`group-member ${closed ? 'group-member--closed' : ''}`} role='listitem' aria-label={`${m.name} ${status.text}`}>
              <View className='group-member__main'>
                <Text className='group-member__name'>
                  {m.name}
                  {m.leader && <Text className='group-member__me'>（我）</Text>}
                </Text>
                <Text className='group-member__phone'>{m.cellphone}</Text>
                <Text className={`group-member__status group-member__status--${status.tone}`}>{status.text}</Text>
              </View>
              {!closed && (
                <View className='group-member__actions'>
                  {m.replaceable && form && (
                    <Button className='group-member__action' variant='text' aria-label={`更换 ${m.name}`} onClick={() => setReplacing(m)}>
                      更换
                    </Button>
                  )}
                  {m.cancellable && (
                    <Button
                      className='group-member__action group-member__action--danger'
                      variant='text'
                      aria-label={`取消 ${m.name} 的报名`}
                      disabled={boolAttr(cancellation.pending)}
                      onClick={() => void cancellation.run(m)}
                    >
                      取消报名
                    </Button>
                  )}
                </View>
              )}
              {!closed && !m.replaceable && m.reason && <Text className='group-member__reason'>{m.reason}</Text>}
            </View>
          )
        })}
      </View>
      {group.addable > 0 && form && (
        <Button className='group-form__add' variant='secondary' onClick={() => setAdding(true)}>
          {`+ 添加成员（还可添加 ${group.addable} 人）`}
        </Button>
      )}
      {adding && form && (
        <AddMembersSheet
          form={form}
          group={group}
          onClose={() => setAdding(false)}
          onDone={next => {
            setAdding(false)
            onChange(next)
          }}
        />
      )}
      {replacing && form && (
        <ReplaceSheet
          form={form}
          group={group}
          member={replacing}
          onClose={() => setReplacing(null)}
          onDone={next => {
            setReplacing(null)
            onChange(next)
          }}
        />
      )}
    </View>
  )
}

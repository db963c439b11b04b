import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useEffect, useRef, useState } from 'react'
import type { FormField, FormValue, GroupRefusal, GroupRegistration, GroupRegistrationState, WebsiteForm } from '../../../../types/contract'
import { Button } from '@/components/button'
import { FieldScopeProvider, focusField, useNewFieldScope } from '@/features/forms/a11y'
import { newIdempotencyKey } from '@/features/forms/draft'
import { registerGroup } from '@/features/forms/group-api'
import {
  emptyMember,
  emptyShared,
  groupBody,
  memberErrorKey,
  sharedErrorKey,
  shownMemberFields,
  validateGroup,
  type GroupErrors,
  type MemberDraft
} from '@/features/forms/group-fill'
import { prefillFromAccount } from '@/features/forms/prefill'
import { useAction } from '@/hooks/use-action'
import { ApiError, errorMessage } from '@/services/http/errors'
import { toast } from '@/services/ui/toast'
import { boolAttr, domAttrs } from '@/utils/dom-attrs'
import { memberFields, sharedFields } from '@/shared/group-registration'
import { useStores } from '@/stores/context'
import { FormFieldControl } from './form-field'
import { UPLOAD_INTENT, type UploadAccess } from './upload-field'
import type { FormValues } from '@/features/forms/validation'
import { RefusedAlert } from './refused-alert'
import './form.scss'
import './group.scss'

/** The fields of one place (the shared answers, or one member), each with its error, inside their own id scope. */
function FieldList({
  fields,
  values,
  errorOf,
  onChange,
  uploads
}: {
  fields: FormField[]
  values: Record<string, FormValue>
  errorOf: (key: string) => string | undefined
  onChange: (key: string, value: FormValue) => void
  uploads: UploadAccess
}) {
  return (
    <>
      {fields.map(field => (
        <FormFieldControl
          key={field.key}
          field={field}
          value={values[field.key]}
          error={errorOf(field.key)}
          onChange={value => onChange(field.key, value)}
          uploads={uploads}
        />
      ))}
    </>
  )
}

interface GroupFormProps {
  form: WebsiteForm
  state: GroupRegistrationState
  onDone: (group: GroupRegistration) => void
}

interface MemberCardProps {
  form: WebsiteForm
  member: MemberDraft
  /** Its place in the list, from 1. */
  place: number
  shared: FormValues
  errors: GroupErrors
  /** The id prefix of its fields. */
  scope: string
  /** 填入我的信息 (the first card, while the leader's phone is in none). */
  onFillMe?: () => void
  /** 移除 (while the group has more than its least). */
  onRemove?: () => void
  onChange: (key: string, value: FormValue) => void
  uploads: UploadAccess
}

/** One person's card: their own fields (those a shared answer does not hide), 填入我的信息 and 移除. */
export function MemberCard({ form, member, place, shared, errors, scope, onFillMe, onRemove, onChange, uploads }: MemberCardProps) {
  return (
    <View className='group-form__section' role='group' aria-label={`成员 ${place}`} data-testid='group-member'>
      <View className='group-form__member-head'>
        <Text className='group-form__section-title'>{`成员 ${place}`}</Text>
        <View className='group-form__member-actions'>
          {onFillMe && (
            <Button className='group-form__mini' variant='text' onClick={onFillMe}>
              填入我的信息
            </Button>
          )}
          {onRemove && (
            <Button className='group-form__mini' variant='text' aria-label={`移除成员 ${place}`} onClick={onRemove}>
              移除
            </Button>
          )}
        </View>
      </View>
      <FieldScopeProvider value={scope}>
        <FieldList
          fields={shownMemberFields(form.fields, shared, member.values)}
          values={member.values}
          errorOf={key => errors[memberErrorKey(member.id, key)]}
          onChange={onChange}
          uploads={uploads}
        />
      </FieldScopeProvider>
    </View>
  )
}

/**
 * 团体报名's form: the shared answers once (公司名称, the agreement), then a card per person with their own fields
 * (2 to `maxMembers`; add and remove), checked as the server will (src/features/forms/group-fill.ts). A refusal is
 * shown beside the answer it names, or above the button; everything typed stays until the group is registered.
 */
export const GroupForm = observer(function GroupForm({ form, state, onDone }: GroupFormProps) {
  const { session } = useStores()
  const scope = useNewFieldScope()
  const nextId = useRef(state.minMembers)
  const [shared, setShared] = useState(() => ({ ...emptyShared(form), ...pickShared(form, prefillFromAccount(form, session.account)) }))
  const [members, setMembers] = useState<MemberDraft[]>(() => Array.from({ length: state.minMembers }, (_, i) => emptyMember(form, i)))
  const [errors, setErrors] = useState<GroupErrors>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [focusAsked, setFocusAsked] = useState<{ key: string; scope: string } | null>(null)
  const [idempotencyKey] = useState(newIdempotencyKey)
  const leaderPhone = session.account?.cellphone || ''

  const memberScope = (id: number) => `${scope}m${id}-`
  const sharedScope = `${scope}s-`
  useEffect(() => {
    if (focusAsked) focusField(focusAsked.key, focusAsked.scope)
  }, [focusAsked])

  const uploads: UploadAccess = {
    formId: form.id,
    signedIn: session.signedIn,
    apiKey: async intent => (await session.requireAccount(intent)).apiKey,
    resume: match => session.resumeIntent(UPLOAD_INTENT, match)
  }

  const clearError = (key: string) =>
    setErrors(prev => {
      if (!prev[key]) return prev
      const next = { ...prev }
      delete next[key]
      return next
    })
  const setSharedValue = (key: string, value: FormValue) => {
    setShared(prev => ({ ...prev, [key]: value }))
    clearError(sharedErrorKey(key))
  }
  const setMemberValue = (id: number, key: string, value: FormValue) => {
    setMembers(prev => prev.map(m => (m.id === id ? { ...m, values: { ...m.values, [key]: value } } : m)))
    clearError(memberErrorKey(id, key))
  }
  const addMember = () => {
    if (members.length >= state.maxMembers) return
    const id = nextId.current++
    setMembers(prev => [...prev, emptyMember(form, id)])
    setFocusAsked({ key: memberFields(form.fields)[0]?.key ?? '', scope: memberScope(id) })
  }
  const removeMember = (id: number) => setMembers(prev => (prev.length > state.minMembers ? prev.filter(m => m.id !== id) : prev))
  const fillMe = (id: number) => {
    const mine = prefillFromAccount(form, session.account)
    setMembers(prev => prev.map(m => (m.id === id ? { ...m, values: { ...m.values, ...pickOwn(form, mine) } } : m)))
  }

  /** Where the first error is, to scroll to and focus. */
  const focusFirst = (found: GroupErrors) => {
    const first = Object.keys(found)[0]
    if (!first) return
    const [place, key] = [first.slice(0, first.indexOf(':')), first.slice(first.indexOf(':') + 1)]
    setFocusAsked({ key, scope: place === 's' ? sharedScope : memberScope(Number(place)) })
  }

  /** The server's refusal beside the answer it names (a member's by its place in the list), and above the button. */
  const showRefusal = (e: Error) => {
    const refusal = (e instanceof ApiError && e.data && typeof e.data === 'object' ? e.data : {}) as GroupRefusal
    const member = typeof refusal.member === 'number' ? members[refusal.member] : undefined
    const field = refusal.field && form.fields.some(f => f.key === refusal.field) ? refusal.field : undefined
    if (!field || (refusal.member !== undefined && !member)) {
      setSubmitError(errorMessage(e))
      return
    }
    const key = member ? memberErrorKey(member.id, field) : sharedErrorKey(field)
    setErrors(prev => ({ ...prev, [key]: errorMessage(e).replace(/^第 \d+ 位成员：/, '') }))
    setSubmitError(errorMessage(e))
    setFocusAsked({ key: field, scope: member ? memberScope(member.id) : sharedScope })
  }

  const submission = useAction(
    async () => {
      setSubmitError(null)
      const group = await registerGroup(state.eventId, groupBody(form.fields, shared, members, idempotencyKey))
      toast(`团体报名成功，已为 ${group.active} 人报名`)
      onDone(group)
    },
    { onError: showRefusal }
  )

  const submit = () => {
    if (submission.pending) return
    const found = validateGroup(form.fields, shared, members)
    setErrors(found)
    if (Object.keys(found).length) {
      setSubmitError(null)
      focusFirst(found)
      return
    }
    void submission.run()
  }

  const errorCount = Object.keys(errors).length
  const left = state.maxMembers - members.length
  const shownShared = sharedFields(form.fields)
  const usedByLeader = !!leaderPhone && members.some(m => Object.values(m.values).includes(leaderPhone))
  return (
    <View className='dyn-form group-form' role='form' aria-label='团体报名'>
      <View className='dyn-form__head'>
        <Text className='dyn-form__title' {...domAttrs({ role: 'heading', 'aria-level': 1 })}>
          团体报名
        </Text>
        <Text className='dyn-form__desc'>{state.eventTitle}</Text>
        <Text className='group-form__rule'>
          {`一次为 ${state.minMembers}–${state.maxMembers} 人报名，每人一张门票，并各自收到报名通知。你的手机号已验证，成员的手机号无需验证码。`}
          {state.seatsLeft !== null ? `当前还剩 ${state.seatsLeft} 个名额。` : ''}
        </Text>
      </View>

      {shownShared.length > 0 && (
        <View className='group-form__section' role='group' aria-label='共同信息'>
          <Text className='group-form__section-title'>共同信息</Text>
          <Text className='group-form__section-hint'>填写一次，全体成员通用</Text>
          <FieldScopeProvider value={sharedScope}>
            <FieldList fields={shownShared} values={shared} errorOf={key => errors[sharedErrorKey(key)]} onChange={setSharedValue} uploads={uploads} />
          </FieldScopeProvider>
        </View>
      )}

      {members.map((m, i) => (
        <MemberCard
          key={m.id}
          form={form}
          member={m}
          place={i + 1}
          shared={shared}
          errors={errors}
          scope={memberScope(m.id)}
          onFillMe={i === 0 && !usedByLeader && leaderPhone ? () => fillMe(m.id) : undefined}
          onRemove={members.length > state.minMembers ? () => removeMember(m.id) : undefined}
          onChange={(key, value) => setMemberValue(m.id, key, value)}
          uploads={uploads}
        />
      ))}

      <Button className='group-form__add' variant='secondary' disabled={boolAttr(left <= 0)} onClick={addMember}>
        {left > 0 ? `+ 添加成员（还可添加 ${left} 人）` : `已达 ${state.maxMembers} 人上限`}
      </Button>

      {submitError && <RefusedAlert title='提交失败' message={submitError} />}
      {errorCount > 0 && !submitError && (
        <Text className='dyn-form__summary' aria-live='polite'>
          还有 {errorCount} 项需要修改
        </Text>
      )}
      <Button className='dyn-form__submit' disabled={boolAttr(submission.pending)} onClick={submit} aria-busy={submission.pending ? 'true' : 'false'}>
        {submission.pending ? '提交中…' : `提交团体报名（${members.length} 人）`}
      </Button>
    </View>
  )
})

/** The shared fields' values among `values`. */
function pickShared(form: Pick<WebsiteForm, 'fields'>, values: Record<string, FormValue>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {}
  for (const f of sharedFields(form.fields)) if (f.key in values) out[f.key] = values[f.key]
  return out
}

/** A member's own fields' values among `values`. */
function pickOwn(form: Pick<WebsiteForm, 'fields'>, values: Record<string, FormValue>): Record<string, FormValue> {
  const shared = new Set(sharedFields(form.fields).map(f => f.key))
  const out: Record<string, FormValue> = {}
  for (const [k, v] of Object.entries(values)) if (!shared.has(k)) out[k] = v
  return out
}

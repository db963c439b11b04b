import { Text, View } from '@tarojs/components'
import React, { useEffect, useRef, useState } from 'react'
import type { FormValue, GroupRefusal, GroupRegistration, WebsiteForm } from '../../../../types/contract'
import { Button } from '@/components/button'
import { Sheet } from '@/components/sheet'
import { focusField, useNewFieldScope } from '@/features/forms/a11y'
import { addGroupMembers } from '@/features/forms/group-api'
import { emptyMember, memberErrorKey, memberSubmitValues, validateGroup, type GroupErrors, type MemberDraft } from '@/features/forms/group-fill'
import { useAction } from '@/hooks/use-action'
import { ApiError, errorMessage } from '@/services/http/errors'
import { toast } from '@/services/ui/toast'
import { memberFields } from '@/shared/group-registration'
import { boolAttr } from '@/utils/dom-attrs'
import { useStores } from '@/stores/context'
import { MemberCard } from './group-form'
import { RefusedAlert } from './refused-alert'
import { UPLOAD_INTENT, type UploadAccess } from './upload-field'

interface AddMembersSheetProps {
  form: WebsiteForm
  group: GroupRegistration
  onClose: () => void
  onDone: (group: GroupRegistration) => void
}

/**
 * 添加成员: more people for a registered group, up to what the server says it may still take (`addable`), each with
 * their own answers; the group's shared answers stay. Checked as the group form checks them; the server adds
 * everyone or nobody, and a refusal about one person is shown beside their answer.
 */
export function AddMembersSheet({ form, group, onClose, onDone }: AddMembersSheetProps) {
  const { session } = useStores()
  const scope = useNewFieldScope()
  const nextId = useRef(1)
  const [people, setPeople] = useState<MemberDraft[]>(() => [emptyMember(form, 0)])
  const [errors, setErrors] = useState<GroupErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [focusAsked, setFocusAsked] = useState<{ key: string; scope: string } | null>(null)
  useEffect(() => {
    if (focusAsked) focusField(focusAsked.key, focusAsked.scope)
  }, [focusAsked])
  const shared = group.shared
  const personScope = (id: number) => `${scope}a${id}-`
  const uploads: UploadAccess = {
    formId: form.id,
    signedIn: session.signedIn,
    apiKey: async intent => (await session.requireAccount(intent)).apiKey,
    resume: match => session.resumeIntent(UPLOAD_INTENT, match)
  }

  const setValue = (id: number, key: string, value: FormValue) => {
    setPeople(prev => prev.map(p => (p.id === id ? { ...p, values: { ...p.values, [key]: value } } : p)))
    setErrors(prev => {
      const next = { ...prev }
      delete next[memberErrorKey(id, key)]
      return next
    })
  }
  const addPerson = () => {
    if (people.length >= group.addable) return
    const id = nextId.current++
    setPeople(prev => [...prev, emptyMember(form, id)])
    setFocusAsked({ key: memberFields(form.fields)[0]?.key ?? '', scope: personScope(id) })
  }

  const adding = useAction(
    async () => {
      setError(null)
      const next = await addGroupMembers(group.groupId, { members: people.map(p => ({ values: memberSubmitValues(form.fields, shared, p.values) })) })
      toast(`已添加 ${people.length} 位成员`)
      onDone(next)
    },
    {
      onError: e => {
        const refusal = (e instanceof ApiError && e.data && typeof e.data === 'object' ? e.data : {}) as GroupRefusal
        const person = typeof refusal.member === 'number' ? people[refusal.member] : undefined
        if (person && refusal.field && form.fields.some(f => f.key === refusal.field)) {
          setErrors(prev => ({ ...prev, [memberErrorKey(person.id, refusal.field!)]: errorMessage(e).replace(/^第 \d+ 位成员：/, '') }))
          focusField(refusal.field, personScope(person.id))
        }
        setError(errorMessage(e))
      }
    }
  )
  const submit = () => {
    if (adding.pending) return
    const found = validateGroup(form.fields, shared, people)
    // The shared answers are the group's, already registered: only the new people's own answers are checked here.
    for (const key of Object.keys(found)) if (key.startsWith('s:')) delete found[key]
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      const id = Number(first.slice(0, first.indexOf(':')))
      focusField(first.slice(first.indexOf(':') + 1), personScope(id))
      return
    }
    void adding.run()
  }

  const left = group.addable - people.length
  return (
    <Sheet open onClose={onClose} title='添加成员' className='group-replace'>
      <View className='group-replace__body'>
        <Text className='group-members__text'>{`填写新成员的信息，每人一张门票并收到通知；单位等共同信息沿用本团体的。还可添加 ${group.addable} 人。`}</Text>
        {people.map((p, i) => (
          <MemberCard
            key={p.id}
            form={form}
            member={p}
            place={i + 1}
            shared={shared}
            errors={errors}
            scope={personScope(p.id)}
            onRemove={people.length > 1 ? () => setPeople(prev => prev.filter(x => x.id !== p.id)) : undefined}
            onChange={(key, value) => setValue(p.id, key, value)}
            uploads={uploads}
          />
        ))}
        {left > 0 && (
          <Button className='group-form__add' variant='secondary' onClick={addPerson}>
            {`+ 再添加一人（还可添加 ${left} 人）`}
          </Button>
        )}
        {error && <RefusedAlert title='添加失败' message={error} />}
        <Button className='dyn-form__submit' disabled={boolAttr(adding.pending)} onClick={submit}>
          {adding.pending ? '提交中…' : `确认添加（${people.length} 人）`}
        </Button>
      </View>
    </Sheet>
  )
}

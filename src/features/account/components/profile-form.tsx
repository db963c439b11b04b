import { Input, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { FieldRow, SaveError } from '@/components/field-row'
import React from 'react'
import { GENDER_OPTIONS, TEXT_MAX, type ProfileValues } from '@/features/account/profile'
import { NAME_MAX } from '@/shared/person-name'
import type { ProfileFormState } from '@/features/account/use-profile-form'
import { inputValue } from '@/utils/input-value'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'
import './profile-form.scss'

type TextKey = Exclude<keyof ProfileValues, 'gender'>

const FIELDS: { key: TextKey; label: string; placeholder: string; max: number }[] = [
  { key: 'name', label: '姓名', placeholder: '请输入真实姓名', max: NAME_MAX },
  { key: 'nickName', label: '昵称', placeholder: '请输入昵称', max: NAME_MAX },
  { key: 'email', label: '邮箱', placeholder: '例如 name@company.com', max: 100 },
  { key: 'company', label: '公司', placeholder: '请输入公司名称', max: TEXT_MAX },
  { key: 'title', label: '职位', placeholder: '请输入职位', max: TEXT_MAX }
]

/** The profile fields with their messages and the save button (disabled while saving). */
export function ProfileForm({ form, onSubmit }: { form: ProfileFormState; onSubmit: () => void }) {
  const { values, errors, saving, saveError, dirty, set } = form
  return (
    <View className='profile-form'>
      <View className='profile-form__card'>
        {FIELDS.map(field => (
          <FieldRow
            key={field.key}
            block='profile-form'
            className={`profile-form__row ${errors[field.key] ? 'profile-form__row--error' : ''}`}
            label={field.label}
            error={errors[field.key]}
          >
            <Input
              className='profile-form__input'
              {...inputLabel(field.label)}
              value={values[field.key]}
              placeholder={field.placeholder}
              maxlength={field.max + 10}
              onInput={e => set(field.key, inputValue(e))}
            />
          </FieldRow>
        ))}
        <FieldRow block='profile-form' className='profile-form__row' label='性别'>
          <View className='profile-form__choices' role='radiogroup' aria-label='性别'>
            {GENDER_OPTIONS.map(option => (
              <View
                key={option.value}
                {...tapTarget('radio')}
                aria-checked={values.gender === option.value}
                className={`profile-form__choice ${values.gender === option.value ? 'profile-form__choice--on' : ''}`}
                onClick={() => set('gender', option.value)}
              >
                {option.label}
              </View>
            ))}
          </View>
        </FieldRow>
      </View>
      {saveError && <SaveError block='profile-form' message={saveError} />}
      <Button className='profile-form__submit' disabled={saving || !dirty || undefined} onClick={onSubmit}>
        {saving ? '保存中…' : '保存'}
      </Button>
    </View>
  )
}

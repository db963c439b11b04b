import { Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useRef, useState } from 'react'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { AsyncView, ErrorView, Loading } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { getBusinessCard, saveBusinessCard } from '@/features/cards/api'
import { CARD_FIELDS, cardFromBusinessCard, trimCard, validateCard, type CardErrors, type CardValues } from '@/features/account/card-form'
import { useUcToken } from '@/features/account/use-uc-token'
import { inputValue } from '@/features/account/input-value'
import { errorMessage } from '@/services/http'
import { toast } from '@/services/ui/toast'
import type { BusinessCard } from '../../../../types/contract'
import './index.scss'

function CardForm({ token, initial }: { token: string; initial: Partial<BusinessCard> }) {
  const [values, setValues] = useState<CardValues>(() => cardFromBusinessCard(initial))
  const [errors, setErrors] = useState<CardErrors>({})
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const set = (key: keyof CardValues, value: string) => {
    setValues(prev => ({ ...prev, [key]: value }))
    setErrors(prev => ({ ...prev, [key]: undefined }))
  }

  const save = async () => {
    if (inFlight.current) return
    const found = validateCard(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    inFlight.current = true
    setSaving(true)
    setSaveError(null)
    try {
      const saved = await saveBusinessCard(token, trimCard(values))
      setValues(cardFromBusinessCard(saved))
      toast('名片已保存')
    } catch (e) {
      setSaveError(errorMessage(e))
    } finally {
      inFlight.current = false
      setSaving(false)
    }
  }

  return (
    <View className='uc-card'>
      {initial.company && <Text className='uc-card__company'>{initial.company}</Text>}
      <View className='uc-card__form'>
        {CARD_FIELDS.map(field => (
          <View key={field.key} className='uc-card__field'>
            <View className='uc-card__line'>
              <Text className='uc-card__label'>{field.label}</Text>
              {field.multiline ? (
                <Textarea
                  className='uc-card__textarea'
                  aria-label={field.label}
                  value={values[field.key]}
                  placeholder={field.placeholder}
                  maxlength={220}
                  autoHeight
                  onInput={e => set(field.key, inputValue(e))}
                />
              ) : (
                <Input
                  className='uc-card__input'
                  aria-label={field.label}
                  value={values[field.key]}
                  placeholder={field.placeholder}
                  onInput={e => set(field.key, inputValue(e))}
                />
              )}
            </View>
            {errors[field.key] && (
              <View className='uc-card__error' role='alert'>
                {errors[field.key]}
              </View>
            )}
          </View>
        ))}
      </View>
      {saveError && (
        <View className='uc-card__save-error' role='alert'>
          保存失败：{saveError}
        </View>
      )}
      <Button className='uc-card__btn' disabled={saving || undefined} onClick={() => void save()}>
        {saving ? '保存中…' : '保存名片'}
      </Button>
    </View>
  )
}

function CardEditor({ token, companyUserId }: { token: string; companyUserId: number | null }) {
  const query = useQuery<Partial<BusinessCard>>(() => (companyUserId ? getBusinessCard(companyUserId) : Promise.resolve({})), [companyUserId])
  return (
    <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()}>
      {card => <CardForm token={token} initial={card} />}
    </AsyncView>
  )
}

function UcApply() {
  const { token, error } = useUcToken()
  if (error) return <ErrorView error={error} />
  if (!token) return <Loading text='正在确认同事身份…' />
  return <RequireAccount>{account => <CardEditor token={token} companyUserId={account.companyUserId} />}</RequireAccount>
}

/** Business card info for colleagues (SPEC §2 uc/apply): UC token first, then the card editor. */
export default function UcApplyPage() {
  return (
    <Page title='名片信息'>
      <UcApply />
    </Page>
  )
}

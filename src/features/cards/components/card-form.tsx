import { Input, Text, Textarea, View } from '@tarojs/components'
import React, { useState } from 'react'
import type { BusinessCard } from '../../../../types/contract'
import { Button } from '@/components/button'
import { FieldRow, SaveError } from '@/components/field-row'
import { RequireAccount } from '@/components/require-account'
import { QueryView } from '@/components/states'
import { getBusinessCard, saveBusinessCard } from '@/features/cards/api'
import { CARD_FIELDS, cardFromBusinessCard, trimCard, validateCard, type CardValues } from '@/features/cards/card-form'
import { useQuery } from '@/hooks/use-query'
import { useAction } from '@/hooks/use-action'
import { useFormFields } from '@/hooks/use-form-fields'
import { errorMessage } from '@/services/http'
import { toast } from '@/services/ui/toast'
import { inputValue } from '@/utils/input-value'
import { UcGate } from './uc-gate'
import { inputLabel } from '@/utils/input-label'
import './card-form.scss'

/** A colleague's business card fields, checked before saving; what was typed stays when saving fails. */
function CardForm({ token, initial }: { token: string; initial: Partial<BusinessCard> }) {
  const { values, setValues, errors, setErrors, set } = useFormFields<CardValues>(() => cardFromBusinessCard(initial))
  const [saveError, setSaveError] = useState<string | null>(null)
  const saveAction = useAction(
    async (card: CardValues) => {
      setSaveError(null)
      const saved = await saveBusinessCard(token, trimCard(card))
      setValues(cardFromBusinessCard(saved))
      toast('名片已保存')
    },
    { onError: e => setSaveError(errorMessage(e)) }
  )
  const saving = saveAction.pending

  const save = async () => {
    if (saving) return
    const found = validateCard(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    await saveAction.run(values)
  }

  return (
    <View className='uc-card'>
      {initial.company && <Text className='uc-card__company'>{initial.company}</Text>}
      <View className='uc-card__form'>
        {CARD_FIELDS.map(field => (
          <FieldRow key={field.key} block='uc-card' className='uc-card__field' label={field.label} error={errors[field.key]}>
            {field.multiline ? (
              <Textarea
                className='uc-card__textarea'
                {...inputLabel(field.label)}
                value={values[field.key]}
                placeholder={field.placeholder}
                maxlength={220}
                autoHeight
                onInput={e => set(field.key, inputValue(e))}
              />
            ) : (
              <Input
                className='uc-card__input'
                {...inputLabel(field.label)}
                value={values[field.key]}
                placeholder={field.placeholder}
                onInput={e => set(field.key, inputValue(e))}
              />
            )}
          </FieldRow>
        ))}
      </View>
      {saveError && <SaveError block='uc-card' message={saveError} />}
      <Button className='uc-card__btn' disabled={saving || undefined} onClick={() => void save()}>
        {saving ? '保存中…' : '保存名片'}
      </Button>
    </View>
  )
}

function CardLoader({ token, companyUserId }: { token: string; companyUserId: number | null }) {
  const query = useQuery<Partial<BusinessCard>>(['getBusinessCard', companyUserId, 'or blank'], () =>
    companyUserId ? getBusinessCard(companyUserId) : Promise.resolve({})
  )
  return <QueryView query={query}>{card => <CardForm token={token} initial={card} />}</QueryView>
}

/** The colleague's own business card to edit (spec §2 uc/apply): UC token first, then the card. */
export function CardEditor() {
  return <UcGate>{token => <RequireAccount>{account => <CardLoader token={token} companyUserId={account.companyUserId} />}</RequireAccount>}</UcGate>
}

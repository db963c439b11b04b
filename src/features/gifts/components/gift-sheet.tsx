import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { FieldRow } from '@/components/field-row'
import { FactRow } from '@/components/fact-row'
import React, { useEffect } from 'react'
import type { Gift, GiftRedemption } from '../../../../types/contract'
import { QueryView } from '@/components/states'
import { SafeRichText } from '@/components/rich-text'
import { Sheet } from '@/components/sheet'
import { useQuery } from '@/hooks/use-query'
import { getGift } from '@/features/gifts/api'
import { needsShipping, pointsShort, stockText, type ShippingValues } from '@/features/gifts/gift-rules'
import { useRedeemGift } from '@/features/gifts/use-redeem-gift'
import { inputValue } from '@/utils/input-value'
import { inputLabel } from '@/utils/input-label'
import './gift-sheet.scss'

/** The shipping fields of a gift sent by post: the address is a text area, the phone a number pad. */
const SHIPPING_FIELDS: { key: keyof ShippingValues; label: string; a11yLabel?: string; placeholder: string; max?: number }[] = [
  { key: 'name', label: '收货人', placeholder: '姓名' },
  { key: 'cellphone', label: '手机号', placeholder: '11位手机号', max: 11 },
  { key: 'address', label: '地址', a11yLabel: '收货地址', placeholder: '省市区、街道、门牌号' }
]

interface GiftSheetProps {
  giftId: number | null
  balance: number
  defaults?: Partial<ShippingValues>
  onClose: () => void
  onRedeemed: (redemption: GiftRedemption, gift: Gift) => void
}

/** A gift's detail with the redemption flow: 兑换 → cost and balance (confirmGift) → 确认兑换 (redeemGift). */
export function GiftSheet({ giftId, balance, defaults, onClose, onRedeemed }: GiftSheetProps) {
  const query = useQuery(['getGift', giftId], () => getGift(giftId as number), { enabled: giftId !== null })
  const { setData } = query
  const redeem = useRedeemGift(r => {
    const gift = query.data
    if (!gift) return
    onRedeemed(r, gift)
    // The sheet stays open on 兑换成功: it shows the stock after this redemption, not before it.
    setData({ ...gift, stock: Math.max(0, gift.stock - 1) })
  }, defaults)
  const { reset } = redeem
  useEffect(() => reset(), [giftId, reset])

  return (
    <Sheet open={giftId !== null} onClose={onClose} title='礼品详情'>
      <QueryView query={query}>
        {gift => (
          <View className='gift-sheet'>
            <View className='gift-sheet__head'>
              {gift.image ? (
                <Image className='gift-sheet__img' src={gift.image} mode='aspectFill' imgProps={{ alt: gift.name }} />
              ) : (
                <View className='gift-sheet__img' />
              )}
              <View className='gift-sheet__info'>
                <Text className='gift-sheet__name'>{gift.name}</Text>
                <Text className='gift-sheet__points'>{gift.points} 积分</Text>
                <Text className='gift-sheet__stock'>
                  {stockText(gift)} · {gift.kind === 'THING' ? '实物礼品，需填写收货信息' : '虚拟礼品'}
                </Text>
              </View>
            </View>

            {redeem.step === 'detail' && (
              <>
                <View className='gift-sheet__desc'>
                  <SafeRichText html={gift.description} />
                </View>
                <Text className='gift-sheet__balance'>当前积分 {balance}</Text>
                {gift.stock > 0 && pointsShort(gift, balance) > 0 && (
                  <View className='gift-sheet__error' role='alert' data-testid='gift-short'>
                    积分不足，还差 {pointsShort(gift, balance)} 积分
                  </View>
                )}
                {redeem.error && (
                  <View className='gift-sheet__error' role='alert'>
                    {redeem.error}
                  </View>
                )}
                <Button
                  className='gift-sheet__btn'
                  variant='primary'
                  disabled={redeem.busy || gift.stock <= 0 || pointsShort(gift, balance) > 0 || undefined}
                  onClick={() => pointsShort(gift, balance) === 0 && void redeem.quoteFor(gift)}
                >
                  {gift.stock <= 0 ? '已兑完' : pointsShort(gift, balance) > 0 ? '积分不足' : '兑换'}
                </Button>
              </>
            )}

            {redeem.step === 'confirm' && redeem.quote && (
              <>
                <View className='gift-sheet__quote' data-testid='gift-quote'>
                  <FactRow block='gift-quote' label='所需积分' value={`${redeem.quote.gift.points}`} />
                  <FactRow block='gift-quote' label='当前积分' value={`${redeem.quote.balance}`} />
                  <FactRow block='gift-quote' label='兑换后剩余' value={redeem.quote.enough ? `${redeem.quote.balance - redeem.quote.gift.points}` : '—'} />
                </View>
                {!redeem.quote.enough && (
                  <View className='gift-sheet__error' role='alert'>
                    积分不足，还差 {redeem.quote.gift.points - redeem.quote.balance} 积分
                  </View>
                )}
                {redeem.quote.enough && needsShipping(redeem.quote.gift) && (
                  <View className='gift-sheet__form'>
                    {SHIPPING_FIELDS.map(field => {
                      const props = {
                        ...inputLabel(field.a11yLabel ?? field.label),
                        value: redeem.shipping[field.key],
                        placeholder: field.placeholder,
                        onInput: (e: Parameters<typeof inputValue>[0]) => redeem.setShipping(field.key, inputValue(e))
                      }
                      return (
                        <FieldRow
                          block='gift-sheet'
                          part='field-'
                          className='gift-sheet__field'
                          key={field.key}
                          label={field.label}
                          error={redeem.errors[field.key]}
                        >
                          {field.key === 'address' ? (
                            <Textarea className='gift-sheet__textarea' {...props} autoHeight />
                          ) : (
                            <Input className='gift-sheet__input' {...props} type={field.key === 'cellphone' ? 'number' : undefined} maxlength={field.max} />
                          )}
                        </FieldRow>
                      )
                    })}
                  </View>
                )}
                {redeem.error && (
                  <View className='gift-sheet__error' role='alert'>
                    {redeem.error}
                  </View>
                )}
                <View className='gift-sheet__row'>
                  <Button className='gift-sheet__btn gift-sheet__btn--plain' variant='secondary' disabled={redeem.busy || undefined} onClick={redeem.reset}>
                    返回
                  </Button>
                  <Button
                    className='gift-sheet__btn'
                    variant='primary'
                    disabled={redeem.busy || !redeem.quote.enough || undefined}
                    onClick={() => void redeem.submit()}
                  >
                    {redeem.quote.enough ? '确认兑换' : '积分不足'}
                  </Button>
                </View>
              </>
            )}

            {redeem.step === 'done' && (
              <View className='gift-sheet__done'>
                <Text className='gift-sheet__done-icon'>✓</Text>
                <Text className='gift-sheet__done-text'>兑换成功</Text>
                <Text className='gift-sheet__done-hint'>{needsShipping(gift) ? '礼品将尽快寄出，可在兑换记录中查看进度' : '可在兑换记录中查看'}</Text>
                <Button className='gift-sheet__btn' variant='primary' onClick={onClose}>
                  完成
                </Button>
              </View>
            )}
          </View>
        )}
      </QueryView>
    </Sheet>
  )
}

import { Image, Text, View } from '@tarojs/components'
import React, { useEffect } from 'react'
import { QueryView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { formatDate } from '@/shared/format'
import { getPointCodes } from '@/features/interaction/api'

/** The codes change every few minutes: the list reloads when the first one runs out (between 5 s and 5 min from now). */
function untilNextCode(validUntil: string[], now = Date.now()): number {
  const next = Math.min(...validUntil.map(v => Date.parse(v)).filter(Number.isFinite))
  return Math.min(5 * 60_000, Math.max(5_000, (Number.isFinite(next) ? next : now) - now + 1_000))
}

/**
 * For door staff: each point's current code, as digits and as a QR code, to show at the point. Only
 * someone standing there sees it, so only they can check in (a visitor at home has no code).
 */
export function PointCodes({ interactionId }: { interactionId: number }) {
  const query = useQuery(['getPointCodes', interactionId], () => getPointCodes(interactionId))
  const { data, reload } = query
  useEffect(() => {
    if (!data || data.length === 0) return
    const timer = setTimeout(() => void reload(), untilNextCode(data.map(c => c.validUntil)))
    return () => clearTimeout(timer)
  }, [data, reload])
  return (
    <View className='point-codes'>
      <Text className='point-codes__title'>现场核销码（工作人员）</Text>
      <Text className='point-codes__hint'>在各展区展示对应的核销码或二维码，访客输入或扫码后获得积分；核销码每 5 分钟更换。</Text>
      <QueryView query={query} skeleton={<Skeleton rows={2} />}>
        {codes => (
          <View role='list'>
            {codes.map(c => (
              <View key={c.pointId} className='point-codes__item' role='listitem'>
                <View className='point-codes__body'>
                  <Text className='point-codes__name'>{c.name}</Text>
                  <Text className='point-codes__code' aria-label={`${c.name}的核销码 ${c.code.split('').join(' ')}`}>
                    {c.code}
                  </Text>
                  <Text className='point-codes__until'>{formatDate(c.validUntil, 'HH:mm')} 前有效</Text>
                </View>
                <Image className='point-codes__qr' src={c.qrCode} mode='aspectFit' aria-label={`${c.name}的核销二维码`} />
              </View>
            ))}
          </View>
        )}
      </QueryView>
    </View>
  )
}

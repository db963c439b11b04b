import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { Interaction, InteractionPoint } from '../../../../types/contract'
import { Empty } from '@/components/states'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { errorMessage, UnsupportedPlatformError } from '@/services/http'
import { scanCode } from '@/services/platform/scan'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { verifyPoint } from '@/features/interaction/api'
import { pointFromScan, progressOf } from '@/features/interaction/points'
import { PointList } from './point-list'

/** Taro's Text typings leave out role: the notice is read out as an alert. */
const alertRole = { role: 'alert' } as object

export interface InteractionScreenProps {
  interaction: Interaction
  /** A point verified just now, to put in place of the loaded one. */
  onPoint: (point: InteractionPoint) => void
}

/** An on-site interaction: progress, scanning a point's code, and verifying points one request at a time. */
export function InteractionScreen({ interaction, onPoint }: InteractionScreenProps) {
  const { session } = useStores()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const { guard } = useSingleFlight()
  const progress = progressOf(interaction.points)

  const verify = async (point: InteractionPoint) => {
    if (point.verified) return
    await guard(async () => {
      setBusyId(point.pointId)
      setNotice(null)
      try {
        await session.requireAccount()
        const updated = await verifyPoint(point.pointId)
        onPoint({ ...point, ...updated, verified: true })
        toast(`核销成功，获得 ${updated.reward ?? point.reward} 积分`)
        void session.refreshAccount()
      } catch (e) {
        setNotice(`核销失败：${errorMessage(e)}`)
      } finally {
        setBusyId(null)
      }
    })
  }

  const scan = async () => {
    try {
      const text = await scanCode()
      const point = pointFromScan(text, interaction.points)
      if (!point) setNotice('这个二维码不属于本次互动的点位')
      else if (point.verified) setNotice(`“${point.name}”已经核销过了`)
      else await verify(point)
    } catch (e) {
      setNotice(e instanceof UnsupportedPlatformError ? '当前环境不支持扫码，请在下方点击对应点位的“核销”' : '没有识别到二维码，请重试')
    }
  }

  return (
    <View className='interaction'>
      <View className='interaction__head'>
        <Text className='interaction__title'>{interaction.title}</Text>
        {interaction.description && <Text className='interaction__desc'>{interaction.description}</Text>}
        <Text className='interaction__progress'>
          已完成 {progress.done}/{progress.total}，已获得 {progress.earned} 积分
        </Text>
      </View>
      <View className='interaction__scan'>
        <Button className='btn-plain' onClick={() => void scan()}>
          扫码核销
        </Button>
      </View>
      {notice && (
        <Text className='interaction__notice' {...alertRole}>
          {notice}
        </Text>
      )}
      {interaction.points.length === 0 ? (
        <Empty text='暂无互动点位' />
      ) : (
        <PointList points={interaction.points} busyId={busyId} onVerify={point => void verify(point)} />
      )}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { Interaction, InteractionPoint } from '../../../../types/contract'
import { Empty } from '@/components/states'
import { SIGNING_IN, useResumeIntent } from '@/hooks/use-resume-intent'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { errorMessage, UnauthorizedError, UnsupportedPlatformError } from '@/services/http'
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

/** The pending-action kind of 核销 tapped before sign-in (payload: the point id). */
export const VERIFY_INTENT = 'interaction-verify'

/**
 * An on-site interaction: progress, scanning a point's code, and verifying points one request at a time. A
 * visitor without an account signs in first; the point is verified when the page is back.
 */
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
        await session.requireAccount({ kind: VERIFY_INTENT, payload: { pointId: point.pointId } })
        const updated = await verifyPoint(point.pointId)
        onPoint({ ...point, ...updated, verified: true })
        toast(`核销成功，获得 ${updated.reward ?? point.reward} 积分`)
        void session.refreshAccount()
      } catch (e) {
        // Leaving for the sign-in page is not a failure: the point is verified on the way back.
        if (!(e instanceof UnauthorizedError && e.message === SIGNING_IN)) setNotice(`核销失败：${errorMessage(e)}`)
      } finally {
        setBusyId(null)
      }
    })
  }

  // Back from the sign-in a 核销 tap led to: verify that point once.
  useResumeIntent<{ pointId?: number }>(
    VERIFY_INTENT,
    true,
    p => interaction.points.some(point => point.pointId === p.pointId),
    p => {
      const point = interaction.points.find(x => x.pointId === p.pointId)
      if (point) void verify(point)
    }
  )

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

import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react-lite'
import React, { useState } from 'react'
import type { Interaction, InteractionPoint } from '../../../../types/contract'
import { Empty } from '@/components/states'
import { useAction } from '@/hooks/use-action'
import { useResumeIntent } from '@/hooks/use-resume-intent'
import { errorMessage, UnsupportedPlatformError } from '@/services/http'
import { scanCode } from '@/services/platform/scan'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'
import { boolAttr, domAttrs } from '@/utils/dom-attrs'
import { LabeledInput } from '@/features/forms/components'
import { verifyPoint } from '@/features/interaction/api'
import { cleanCode, progressOf, scanOf } from '@/features/interaction/points'
import { PointCodes } from './point-codes'
import { PointList } from './point-list'

/** Taro's Text typings leave out role: the notice is read out as an alert. */
const alertRole = { role: 'alert' } as object

interface InteractionScreenProps {
  interaction: Interaction
  /** A point verified just now, to put in place of the loaded one. */
  onPoint: (point: InteractionPoint) => void
}

/** The pending-action kind of 核销 tapped before sign-in (payload: the point id and its code). */
const VERIFY_INTENT = 'interaction-verify'

/**
 * An on-site interaction: progress, and checking in at a point with the code shown there (scanned, or
 * typed after tapping 核销), one request at a time. A visitor without an account signs in first; the point
 * is verified with the same code when the page is back. Door staff also see the codes to show on site.
 */
export const InteractionScreen = observer(function InteractionScreen({ interaction, onPoint }: InteractionScreenProps) {
  const { session } = useStores()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  /** The point whose code is being typed, and what was typed. */
  const [entry, setEntry] = useState<InteractionPoint | null>(null)
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | null>(null)
  // One code at a time; a failure shows in the notice, leaving for the sign-in page is none (verified on the way back).
  const verification = useAction(
    async (point: InteractionPoint, code: string) => {
      setBusyId(point.pointId)
      setNotice(null)
      try {
        await session.requireAccount({ kind: VERIFY_INTENT, payload: { pointId: point.pointId, code } })
        const updated = await verifyPoint(point.pointId, code)
        onPoint({ ...point, ...updated, verified: true })
        setEntry(null)
        setTyped('')
        toast(`核销成功，获得 ${updated.reward ?? point.reward} 积分`)
        void session.refreshAccount()
      } finally {
        setBusyId(null)
      }
    },
    { onError: e => setNotice(`核销失败：${errorMessage(e)}`) }
  )
  const progress = progressOf(interaction.points)
  const staff = session.roles.includes('PROMOTER') || session.roles.includes('UC_USER')

  const verify = async (point: InteractionPoint, code: string) => {
    if (point.verified) return
    await verification.run(point, code)
  }

  const open = (point: InteractionPoint) => {
    if (point.verified) return
    setEntry(point)
    setTyped('')
    setTypedError(null)
    setNotice(null)
  }

  const confirmTyped = () => {
    if (!entry) return
    const code = cleanCode(typed)
    if (!code) {
      setTypedError('请输入展区屏幕上的 6 位核销码')
      return
    }
    setTypedError(null)
    void verify(entry, code)
  }

  // Back from the sign-in a 核销 tap led to: verify that point with its code, once.
  useResumeIntent<{ pointId?: number; code?: string }>(
    VERIFY_INTENT,
    true,
    p => typeof p.code === 'string' && interaction.points.some(point => point.pointId === p.pointId),
    p => {
      const point = interaction.points.find(x => x.pointId === p.pointId)
      if (point && p.code) void verify(point, p.code)
    }
  )

  const scan = async () => {
    try {
      const found = scanOf(await scanCode(), interaction.points)
      if (!found) setNotice('这个二维码不属于本次互动的点位')
      else if (found.point.verified) setNotice(`“${found.point.name}”已经核销过了`)
      else if (found.code) await verify(found.point, found.code)
      else open(found.point)
    } catch (e) {
      setNotice(e instanceof UnsupportedPlatformError ? '当前环境不支持扫码，请点击对应点位的“核销”，输入展区屏幕上的核销码' : '没有识别到二维码，请重试')
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
      {entry && (
        <View className='interaction__entry' {...domAttrs({ role: 'group', 'aria-label': `核销 ${entry.name}` })}>
          <Text className='interaction__entry-title'>核销「{entry.name}」</Text>
          <Text className='interaction__entry-hint'>核销码显示在展区现场的屏幕上，每 5 分钟更换。</Text>
          <LabeledInput
            name='point-code'
            label='核销码'
            kind='code'
            maxlength={6}
            value={typed}
            onChange={setTyped}
            error={typedError}
            onConfirm={confirmTyped}
          />
          <View className='interaction__entry-actions'>
            <Button className='btn-plain' onClick={() => setEntry(null)}>
              取消
            </Button>
            <Button className='btn-primary' disabled={boolAttr(busyId !== null)} onClick={confirmTyped}>
              {busyId === entry.pointId ? '核销中…' : '确认核销'}
            </Button>
          </View>
        </View>
      )}
      {interaction.points.length === 0 ? <Empty text='暂无互动点位' /> : <PointList points={interaction.points} busyId={busyId} onVerify={open} />}
      {staff && <PointCodes interactionId={interaction.id} />}
    </View>
  )
})

import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { observer } from 'mobx-react'
import React, { useRef, useState } from 'react'
import type { Interaction, InteractionPoint } from '../../../types/contract'
import { Page } from '@/components/page'
import { domAttrs } from '@/features/forms/a11y'
import { AsyncView, Empty, ErrorView, Skeleton } from '@/components/states'
import { getInteraction, verifyPoint } from '@/features/interaction/api'
import { PointList } from '@/features/interaction/components/point-list'
import { pointFromScan, progressOf } from '@/features/interaction/points'
import { useIdParam } from '@/hooks/use-params'
import { useQuery } from '@/hooks/use-query'
import { errorMessage, MissingQueryError, UnsupportedPlatformError } from '@/services/http'
import { goHome } from '@/services/navigation/navigate'
import { scanCode } from '@/services/platform/scan'
import { toast } from '@/services/ui/toast'
import { useStores } from '@/stores/context'

function InteractionScreen({ interaction, onPoint }: { interaction: Interaction; onPoint: (point: InteractionPoint) => void }) {
  const { session } = useStores()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const inFlight = useRef(false)
  const progress = progressOf(interaction.points)

  const verify = async (point: InteractionPoint) => {
    if (inFlight.current || point.verified) return
    inFlight.current = true
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
      inFlight.current = false
      setBusyId(null)
    }
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
        <Text className='interaction__notice' {...domAttrs({ role: 'alert' })}>
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

/** interaction/index?id: an on-site interaction and verifying its points. */
export default observer(function InteractionPage() {
  const id = useIdParam('id')
  const { session } = useStores()
  const query = useQuery(() => getInteraction(id as number), [id, session.accountKey], { enabled: id !== null, refetchOnShow: true })
  const replacePoint = (point: InteractionPoint) =>
    query.setData(prev => (prev ? { ...prev, points: prev.points.map(p => (p.pointId === point.pointId ? point : p)) } : (prev as unknown as Interaction)))
  return (
    <Page title={query.data?.title || '现场互动'}>
      {id === null ? (
        <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
      ) : (
        <AsyncView loading={query.loading} error={query.error} data={query.data} onRetry={() => void query.reload()} skeleton={<Skeleton rows={4} />}>
          {interaction => <InteractionScreen interaction={interaction} onPoint={replacePoint} />}
        </AsyncView>
      )}
    </Page>
  )
})

import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useMemo, useState } from 'react'
import type { FunnelLink, FunnelStages, PromotionFunnel } from '../../../../types/contract'
import { ErrorView, Skeleton } from '@/components/states'
import { useExtension } from '@/hooks/use-extension'
import { useStores } from '@/stores/context'
import { formatCount } from '@/shared/format'
import { funnelStages, funnelSummary, STAGE_LABELS, svgDataUrl, TREND_BOX, TREND_SERIES, trendSummary, trendSvg } from '@/features/promotion/funnel'
import { METRIC, VISITORS_HINT } from '@/features/promotion/metrics'
import { useFunnel } from '@/features/promotion/use-promotion'
import { tapTarget } from '@/utils/tap-target'
import { DayRangeTabs } from './day-range-tabs'
import { ScopeTabs } from './scope-tabs'
import './funnel-card.scss'

const linkKey = (l: FunnelLink) => `${l.promoterName}:${l.eventId}`

/** The stages as a funnel of bars, each with its people and the share of the stage before it kept. */
function Stages({ stages, caption }: { stages: FunnelStages; caption: string }) {
  const rows = funnelStages(stages)
  return (
    <View className='funnel__stages' aria-label={`${caption}：${funnelSummary(rows)}`}>
      <Text className='funnel__caption'>{caption}</Text>
      {rows.map(s => (
        <View key={s.key} className='funnel__stage'>
          <Text className='funnel__stage-label'>{s.label}</Text>
          <View className='funnel__track'>
            <View className={`funnel__bar funnel__bar--${s.key}`} style={{ width: `${s.width}%` }} />
          </View>
          <View className='funnel__stage-end'>
            <Text className='funnel__value' data-testid={`funnel-${s.key}`}>
              {formatCount(s.value)}
            </Text>
            <Text className='funnel__rate'>{s.rate === null ? '' : `${s.rate}%`}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}

/** Each link's four numbers; a tap shows that link's funnel above (全部链接 shows them all). */
function LinkTable({ data, selected, onSelect }: { data: PromotionFunnel; selected: string | null; onSelect: (key: string | null) => void }) {
  const stages = ['visits', 'registrations', 'approved', 'checkedIn'] as const
  const heads = stages.map(k => STAGE_LABELS[k])
  const cells = (s: FunnelStages) =>
    stages.map(k => (
      <Text key={k} className='funnel__cell'>
        {formatCount(s[k])}
      </Text>
    ))
  // A group: the header line is read first, then each link's row, a toggle button named by what it shows.
  return (
    <View className='funnel__table' role='group' aria-label='各推广链接的转化'>
      <View className='funnel__row funnel__row--head'>
        <Text className='funnel__name'>链接</Text>
        {heads.map(h => (
          <Text key={h} className='funnel__cell'>
            {h}
          </Text>
        ))}
      </View>
      <View
        className={`funnel__row ${selected === null ? 'funnel__row--on' : ''}`}
        {...tapTarget('button')}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        <Text className='funnel__name'>全部链接</Text>
        {cells(data.totals)}
      </View>
      {data.links.map(l => {
        const name = data.scope === 'all' ? `${l.promoterName} · ${l.title}` : l.title
        return (
          <View
            key={linkKey(l)}
            className={`funnel__row ${selected === linkKey(l) ? 'funnel__row--on' : ''}`}
            {...tapTarget('button')}
            aria-pressed={selected === linkKey(l)}
            data-testid={`funnel-link-${l.eventId}`}
            onClick={() => onSelect(linkKey(l))}
          >
            <Text className='funnel__name'>{name}</Text>
            {cells(l)}
          </View>
        )
      })}
    </View>
  )
}

function Sources({ data }: { data: PromotionFunnel }) {
  if (!data.sources.length && !data.assistantActions) return null
  const actions = data.assistantActions
  return (
    <View className='card funnel'>
      <Text className='funnel__title'>报名来源</Text>
      {data.sources.map(s => (
        <View key={s.source} className='funnel__source' data-testid={`funnel-source-${s.source}`}>
          <Text className={`funnel__source-name ${s.source === 'ai_assistant' ? 'funnel__source-name--ai' : ''}`}>{s.label}</Text>
          <Text className='funnel__source-numbers'>
            {METRIC.registrations} {s.registrations} · {METRIC.approved} {s.approved} · {METRIC.checkedIn} {s.checkedIn}
          </Text>
        </View>
      ))}
      {actions && (
        <Text className='funnel__note' data-testid='funnel-assistant-actions'>
          智能助手卡片近 {data.days} 天：报名 {actions.signup} 次 · 下载 {actions.download} 次 · 收藏 {actions.favorite} 次
        </Text>
      )}
    </View>
  )
}

const Funnel = observer(function Funnel() {
  const { theme } = useStores()
  const [days, setDays] = useState<number>(7)
  const [scope, setScope] = useState<'mine' | 'all'>('mine')
  const [selected, setSelected] = useState<string | null>(null)
  const { data, error, loading, reload } = useFunnel(days, scope, true)
  const color = theme.themeColor
  const trend = useMemo(() => (data ? svgDataUrl(trendSvg(data.daily, color)) : ''), [data, color])

  if (!data) {
    return <View className='card funnel'>{error && !loading ? <ErrorView error={error} onRetry={() => void reload()} /> : <Skeleton rows={3} />}</View>
  }
  const link = selected ? data.links.find(l => linkKey(l) === selected) : undefined
  const shown = link ?? data.totals
  const nothing = data.totals.visits === 0 && data.totals.registrations === 0
  const pick = (next: 'mine' | 'all') => {
    setSelected(null)
    setScope(next)
  }
  return (
    <>
      <View className={`card funnel ${loading ? 'funnel--stale' : ''}`} data-testid='funnel' data-scope={data.scope}>
        <View className='funnel__head'>
          <Text className='funnel__title'>推广漏斗</Text>
          {data.canSeeAll && <ScopeTabs listClass='funnel__switch' tabClass='funnel__option' label='查看谁的推广' value={scope} onChange={pick} />}
        </View>
        <Text className='funnel__hint'>{VISITORS_HINT}；之后每一步是上一步中的人数</Text>
        <Stages stages={shown} caption={link ? `${data.scope === 'all' ? `${link.promoterName} · ` : ''}${link.title}` : '全部链接（累计）'} />
        {data.unconfirmedBehalf ? (
          <Text className='funnel__note' data-testid='funnel-unconfirmed-behalf'>
            代报名·待确认 {data.unconfirmedBehalf} 人：本人登录或验证手机号后才计入报名、签到与任务
          </Text>
        ) : null}
        {nothing ? (
          <Text className='funnel__empty'>还没有人通过{data.scope === 'all' ? '推广链接' : '你的链接'}访问或报名，分享出去试试吧</Text>
        ) : (
          <LinkTable data={data} selected={link ? selected : null} onSelect={setSelected} />
        )}
      </View>
      <View className={`card funnel ${loading ? 'funnel--stale' : ''}`}>
        <View className='funnel__head'>
          <Text className='funnel__title'>转化趋势</Text>
          <DayRangeTabs listClass='funnel__switch' tabClass='funnel__option' label='趋势天数' value={days} onChange={setDays} />
        </View>
        <Text className='funnel__hint'>
          近 {data.days} 天合计：访客数按这 {data.days} 天去重，同一人多天访问算 1
        </Text>
        <View className='funnel__legend'>
          {TREND_SERIES.map(s => (
            <View key={s.key} className='funnel__key'>
              <View className={`funnel__dot funnel__dot--${s.key}`} />
              <Text data-testid={`funnel-period-${s.key}`}>
                {s.label} {data.period[s.key]}
              </Text>
            </View>
          ))}
        </View>
        <View
          className='funnel__chart'
          role='img'
          aria-label={trendSummary(data.daily, data.period)}
          data-testid='funnel-trend'
          style={{ paddingTop: `${(TREND_BOX.height / TREND_BOX.width) * 100}%` }}
        >
          <Image className='funnel__chart-img' src={trend} mode='scaleToFill' imgProps={{ alt: '' }} />
        </View>
      </View>
      <Sources data={data} />
    </>
  )
})

/**
 * 推广漏斗 (extension `funnel`): visits → registrations → approved → checked in through my links, per link and
 * over time, and where registrations came from. Not shown by a server without the extension.
 */
export const FunnelCard = observer(function FunnelCard() {
  return useExtension('funnel') ? <Funnel /> : null
})

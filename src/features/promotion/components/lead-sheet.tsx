import { Text, View } from '@tarojs/components'
import React, { useMemo } from 'react'
import type { LeadCategory, LeadSheet } from '../../../../types/contract'
import { ErrorView, Skeleton } from '@/components/states'
import { useQuery } from '@/hooks/use-query'
import { formatDate } from '@/shared/format'
import { LEAD_CATEGORIES, LEAD_CATEGORY_LABELS, LEAD_SCORING } from '@/shared/lead-score'
import { getLeadSheet, historyBars, timelineMeta } from '@/features/promotion/leads'
import './lead-sheet.scss'

/** The score by interest as bars against the total. */
function Interests({ lead }: { lead: LeadSheet }) {
  const top = Math.max(1, ...LEAD_CATEGORIES.map(c => lead.scores[c]))
  return (
    <View className='lead-sheet__interests' role='list' aria-label='各兴趣的分值'>
      {LEAD_CATEGORIES.map((c: LeadCategory) => (
        <View key={c} className='lead-sheet__interest' role='listitem' aria-label={`${LEAD_CATEGORY_LABELS[c]} ${lead.scores[c]} 分`}>
          <Text className='lead-sheet__interest-name'>{LEAD_CATEGORY_LABELS[c]}</Text>
          <View className='lead-sheet__track'>
            <View className='lead-sheet__bar' style={{ width: `${Math.round((lead.scores[c] / top) * 100)}%` }} />
          </View>
          <Text className='lead-sheet__interest-value'>{lead.scores[c]}</Text>
        </View>
      ))}
    </View>
  )
}

/** The last 14 days' scores as bars, the hot line drawn across; read out as one sentence. */
function History({ lead, hotThreshold }: { lead: LeadSheet; hotThreshold: number }) {
  const { bars, summary } = useMemo(() => historyBars(lead.history, hotThreshold), [lead.history, hotThreshold])
  const top = Math.max(hotThreshold, ...lead.history.map(h => h.score))
  return (
    <View className='lead-sheet__section'>
      <Text className='lead-sheet__heading'>分值变化</Text>
      <View className='lead-sheet__chart' role='img' aria-label={summary} data-testid='lead-history'>
        <View className='lead-sheet__hot-line' style={{ bottom: `${Math.round((hotThreshold / top) * 100)}%` }} />
        {bars.map(b => (
          <View key={b.date} className='lead-sheet__day'>
            <View className={`lead-sheet__day-bar ${b.score >= hotThreshold ? 'lead-sheet__day-bar--hot' : ''}`} style={{ height: `${b.height}%` }} />
          </View>
        ))}
      </View>
      <View className='lead-sheet__axis' aria-hidden='true'>
        <Text>{bars[0]?.label}</Text>
        <Text>热线索 {hotThreshold} 分</Text>
        <Text>{bars[bars.length - 1]?.label}</Text>
      </View>
    </View>
  )
}

function SheetBody({ lead, hotThreshold }: { lead: LeadSheet; hotThreshold: number }) {
  const facts = [
    ['手机号', lead.cellphone ? `${lead.cellphone}${lead.contactConsent ? '（本人留资并同意联系）' : ''}` : '未留手机号'],
    ['公司', lead.company || '未填写'],
    ['来源', lead.promoterName ? `${lead.channelLabel} · 渠道伙伴 ${lead.promoterName}` : lead.channelLabel],
    ['首次到访', formatDate(lead.firstSeenAt, 'YYYY-MM-DD HH:mm')]
  ]
  return (
    <View className='lead-sheet' data-testid='lead-sheet'>
      <View className='lead-sheet__top'>
        <View className='lead-sheet__who'>
          <Text className='lead-sheet__name'>{lead.name}</Text>
          {lead.hot && <Text className='lead-sheet__hot'>热线索</Text>}
        </View>
        <View className='lead-sheet__score' aria-label={`当前 ${lead.score} 分`}>
          <Text className='lead-sheet__score-value'>{lead.score}</Text>
          <Text className='lead-sheet__score-unit'>分</Text>
        </View>
      </View>
      <View className='lead-sheet__facts'>
        {facts.map(([k, v]) => (
          <View key={k} className='lead-sheet__fact'>
            <Text className='lead-sheet__fact-key'>{k}</Text>
            <Text className='lead-sheet__fact-value'>{v}</Text>
          </View>
        ))}
      </View>
      <Interests lead={lead} />
      {lead.why.length > 0 && (
        <View className='lead-sheet__section'>
          <Text className='lead-sheet__heading'>为什么是这个分</Text>
          {lead.why.map(w => (
            <View key={`${w.at}-${w.title}`} className='lead-sheet__why'>
              <Text className='lead-sheet__why-title'>{w.title}</Text>
              <Text className='lead-sheet__why-points'>+{w.points}</Text>
            </View>
          ))}
        </View>
      )}
      <History lead={lead} hotThreshold={hotThreshold} />
      <View className='lead-sheet__section'>
        <Text className='lead-sheet__heading'>行为时间线</Text>
        <View role='list' aria-label='行为时间线'>
          {lead.timeline.map((t, i) => (
            <View key={`${t.at}-${i}`} className='lead-sheet__event' role='listitem'>
              <View className={`lead-sheet__dot ${t.points > 0 ? 'lead-sheet__dot--scored' : ''}`} aria-hidden='true' />
              <View className='lead-sheet__event-main'>
                <Text className='lead-sheet__event-title'>{t.title}</Text>
                <Text className='lead-sheet__event-meta'>{timelineMeta(t)}</Text>
              </View>
              {t.points > 0 && <Text className='lead-sheet__event-points'>+{t.points}</Text>}
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

/** A lead's sheet: who they are, the score by interest and why, its last 14 days, and everything they did, newest first. */
export function LeadSheetView({ leadId, hotThreshold = LEAD_SCORING.hotThreshold }: { leadId: number; hotThreshold?: number }) {
  const query = useQuery(['getLeadSheet', leadId], () => getLeadSheet(leadId))
  if (!query.data) {
    return query.error && !query.loading ? <ErrorView error={query.error} onRetry={() => void query.reload()} /> : <Skeleton rows={5} />
  }
  return <SheetBody lead={query.data} hotThreshold={hotThreshold} />
}

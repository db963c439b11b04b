import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import React, { useState } from 'react'
import type { LeadCategory, LeadList, LeadSummary } from '../../../../types/contract'
import { Button } from '@/components/button'
import { RequireAccount } from '@/components/require-account'
import { Sheet } from '@/components/sheet'
import { Empty, ErrorView, Skeleton } from '@/components/states'
import { Tabs } from '@/components/tabs'
import { useAction } from '@/hooks/use-action'
import { useExtension } from '@/hooks/use-extension'
import { useQuery } from '@/hooks/use-query'
import { toast } from '@/services/ui/toast'
import { LEAD_CATEGORY_LABELS, LEAD_SCORING } from '@/shared/lead-score'
import { useStores } from '@/stores/context'
import { tapTarget } from '@/utils/tap-target'
import { CATEGORY_TABS, getLeads, type LeadFilters } from '@/features/promotion/leads'
import { downloadLeadsCsv } from '@/features/promotion/leads-csv'
import { HotLeadAlerts } from './hot-lead-alerts'
import { LeadSheetView } from './lead-sheet'
import { PromoterRefusal } from './promoter-gate'
import { ScopeTabs } from './scope-tabs'
import './lead-radar.scss'

/** The first letter of a name for the round badge (访客 for none). */
const initialOf = (name: string) => (name.trim() || '访')[0]

/** One lead: who, how they came, the score, and why in a line; a tap opens the lead's sheet. */
function LeadRow({ lead, showPromoter, onOpen }: { lead: LeadSummary; showPromoter: boolean; onOpen: () => void }) {
  const came = [lead.cellphone, lead.channelLabel, showPromoter && lead.promoterName ? `渠道伙伴 ${lead.promoterName}` : ''].filter(Boolean).join(' · ')
  const why = lead.why.map(w => w.title).join('、')
  return (
    <View
      className='lead-row'
      {...tapTarget('button')}
      aria-label={`${lead.name}，${lead.score} 分${lead.hot ? '，热线索' : ''}，查看线索详情`}
      data-testid={`lead-${lead.leadId}`}
      onClick={onOpen}
    >
      <View className={`lead-row__badge ${lead.hot ? 'lead-row__badge--hot' : ''}`} aria-hidden='true'>
        {initialOf(lead.name)}
      </View>
      <View className='lead-row__main'>
        <View className='lead-row__line'>
          <Text className='lead-row__name'>{lead.name}</Text>
          {lead.hot && <Text className='lead-row__tag lead-row__tag--hot'>热</Text>}
          {lead.isNew && <Text className='lead-row__tag'>本周新增</Text>}
        </View>
        <Text className='lead-row__meta'>{came}</Text>
        {why ? <Text className='lead-row__why'>因为：{why}</Text> : null}
      </View>
      <View className='lead-row__score'>
        <Text className='lead-row__value'>{lead.score}</Text>
        <Text className='lead-row__unit'>{lead.topCategory ? LEAD_CATEGORY_LABELS[lead.topCategory] : '分'}</Text>
      </View>
    </View>
  )
}

/** The scoring table as the server applies it (src/shared/lead-score.ts). */
function ScoringRules() {
  const rules = Object.values(LEAD_SCORING.actions)
  return (
    <View className='lead-rules'>
      <Text className='lead-rules__text'>
        每个行为按下表计分，同类行为每天有上限；分值随时间衰减，半衰期：
        {(Object.keys(LEAD_SCORING.halfLifeDays) as LeadCategory[]).map(c => `${LEAD_CATEGORY_LABELS[c]} ${LEAD_SCORING.halfLifeDays[c]} 天`).join('，')}。
        总分达到 {LEAD_SCORING.hotThreshold} 分为热线索，带来他的渠道伙伴（直接访问的由公司员工）会收到通知，每人每天最多一次。
      </Text>
      {rules.map(r => (
        <View key={r.label} className='lead-rules__row'>
          <Text className='lead-rules__name'>{r.label}</Text>
          <Text className='lead-rules__points'>
            {r.points} 分{'maxPoints' in r ? `，每 ${r.bonusEverySeconds} 秒停留 +1，最多 ${r.maxPoints} 分` : ''}
            {'dailyCap' in r ? `；每天最多 ${r.dailyCap} 分` : ''}
          </Text>
        </View>
      ))}
    </View>
  )
}

function RadarList({ data, onOpen }: { data: LeadList; onOpen: (leadId: number) => void }) {
  return (
    <View className='card lead-radar__list'>
      {data.leads.map(l => (
        <LeadRow key={l.leadId} lead={l} showPromoter={data.scope === 'all'} onOpen={() => onOpen(l.leadId)} />
      ))}
      {data.total > data.leads.length && (
        <Text className='lead-radar__more'>
          共 {data.total} 位，这里是分值最高的 {data.leads.length} 位{data.canExport ? '；导出表格可看全部' : ''}
        </Text>
      )}
    </View>
  )
}

const Radar = observer(function Radar({ initialLead }: { initialLead: number | null }) {
  const { session } = useStores()
  const [scope, setScope] = useState<'mine' | 'all' | undefined>(undefined)
  const [category, setCategory] = useState<LeadCategory | 'any'>('any')
  const [fresh, setFresh] = useState(false)
  const [open, setOpen] = useState<number | null>(initialLead)
  const [rules, setRules] = useState(false)
  const filters: LeadFilters = { scope, category: category === 'any' ? undefined : category, fresh }
  const query = useQuery(['getLeads', filters.scope, filters.category, fresh], () => getLeads(filters), { refetchOnShow: true })
  const exporting = useAction(async () => {
    await downloadLeadsCsv(filters)
    toast('已导出表格')
  })
  const { data, error, loading } = query
  const filtered = !!filters.category || fresh

  return (
    <View className={`lead-radar ${loading && data ? 'lead-radar--stale' : ''}`} data-testid='lead-radar'>
      <View className='card lead-radar__intro'>
        <View className='lead-radar__head'>
          <Text className='lead-radar__title'>谁对你感兴趣</Text>
          {data?.canSeeAll && session.isPromoter && (
            <ScopeTabs listClass='lead-radar__switch' tabClass='lead-radar__option' label='查看谁的线索' value={data.scope} onChange={setScope} />
          )}
        </View>
        <Text className='lead-radar__hint'>
          按近 {data?.retentionDays ?? 30} 天的浏览、下载、报名、签到、提问等行为打分，分值随时间衰减；{LEAD_SCORING.hotThreshold} 分以上为热线索。
          {data?.scope === 'all' ? '' : '只显示通过你的链接、海报或名片来的人。'}
        </Text>
        <View className='lead-radar__actions'>
          <Button className='lead-radar__action' variant='text' onClick={() => setRules(true)}>
            评分规则
          </Button>
          <HotLeadAlerts
            messages={data?.hotLeadMessages}
            onLeft={left => data && query.setData({ ...data, hotLeadMessages: { ...data.hotLeadMessages, left } })}
          />
          {data?.canExport && (
            <Button className='lead-radar__action' variant='secondary' disabled={exporting.pending || undefined} onClick={() => void exporting.run()}>
              {exporting.pending ? '导出中…' : '导出表格'}
            </Button>
          )}
        </View>
      </View>

      <View className='lead-radar__filters'>
        <Tabs listClass='lead-radar__chips' tabClass='lead-radar__chip' label='按兴趣筛选' options={CATEGORY_TABS} value={category} onChange={setCategory} />
        <View
          className={`lead-radar__chip lead-radar__fresh ${fresh ? 'lead-radar__chip--on' : ''}`}
          {...tapTarget('checkbox')}
          aria-checked={fresh}
          onClick={() => setFresh(f => !f)}
        >
          本周新增
        </View>
      </View>

      {!data ? (
        error && !loading ? (
          <ErrorView error={error} onRetry={() => void query.reload()} />
        ) : (
          <View className='card'>
            <Skeleton rows={4} avatar />
          </View>
        )
      ) : data.leads.length === 0 ? (
        <Empty
          text={filtered ? '没有符合条件的线索' : '还没有线索'}
          hint={filtered ? '换个兴趣或取消「本周新增」看看' : '分享推广链接、海报或名片，来访的人和他们看了什么会出现在这里'}
        />
      ) : (
        <RadarList data={data} onOpen={setOpen} />
      )}

      <Sheet open={open !== null} title='线索详情' onClose={() => setOpen(null)}>
        {open !== null && <LeadSheetView leadId={open} hotThreshold={data?.hotThreshold ?? LEAD_SCORING.hotThreshold} />}
      </Sheet>
      <Sheet open={rules} title='评分规则' onClose={() => setRules(false)}>
        <ScoringRules />
      </Sheet>
    </View>
  )
})

/**
 * 线索雷达 (extension `leadRadar`): the leads a promoter brought (company staff: everyone's), warmest first, with
 * their reasons; a lead's sheet opens from the list or from a hot-lead notice (?id=). For promoters and staff only;
 * against a server without the extension it says so.
 */
export const LeadRadar = observer(function LeadRadar({ initialLead }: { initialLead: number | null }) {
  const { session, site } = useStores()
  const on = useExtension('leadRadar')
  return (
    <RequireAccount>
      {() => {
        if (!session.isPromoter && !session.roles.includes('UC_USER')) return <PromoterRefusal />
        if (site.extensions === null) return <Skeleton rows={5} avatar />
        if (!on) return <Empty text='线索雷达暂未开放' hint='当前服务器没有提供线索雷达，推广数据可在推广中心查看' />
        return <Radar initialLead={initialLead} />
      }}
    </RequireAccount>
  )
})

import React from 'react'
import { Tabs } from '@/components/tabs'

/** The days a promoter's trend charts cover, shortest first (the first is the default). */
const DAY_RANGES = [7, 30] as const
const OPTIONS = DAY_RANGES.map(d => ({ key: d as number, text: `近${d}天` }))

/** The 近7天 / 近30天 switch of a trend chart (the views chart, the funnel's trend). */
export function DayRangeTabs(props: { value: number; onChange: (days: number) => void; label?: string; listClass: string; tabClass: string }) {
  return <Tabs options={OPTIONS} {...props} />
}

import React from 'react'
import { Tabs } from '@/components/tabs'

type Scope = 'mine' | 'all'
const OPTIONS: { key: Scope; text: string }[] = [
  { key: 'mine', text: '我的' },
  { key: 'all', text: '全部' }
]

/** The 我的 / 全部 switch of a promoter's panel that a manager may widen to every promoter's (the funnel, the leads). */
export function ScopeTabs(props: { value: Scope; onChange: (scope: Scope) => void; label: string; listClass: string; tabClass: string }) {
  return <Tabs options={OPTIONS} {...props} />
}

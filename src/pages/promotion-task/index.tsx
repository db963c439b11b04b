import React from 'react'
import { Page } from '@/components/page'
import { PromoterGate } from '@/features/promotion/components/promoter-gate'
import { TaskList } from '@/features/promotion/components/task-list'

/** 任务中心: promotion tasks with progress and rewards. */
export default function PromotionTaskPage() {
  return (
    <Page title='任务中心'>
      <PromoterGate>
        <TaskList />
      </PromoterGate>
    </Page>
  )
}

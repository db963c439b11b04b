import React from 'react'
import { PromoterPage } from '@/features/promotion/components/promoter-gate'
import { TaskList } from '@/features/promotion/components/task-list'

/** 任务中心: promotion tasks with progress and rewards. */
export default function PromotionTaskPage() {
  return <PromoterPage title='任务中心'>{() => <TaskList />}</PromoterPage>
}

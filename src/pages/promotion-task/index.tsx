import React from 'react'
import { PromoterPage, TaskList } from '@/features/promotion/components'

/** 任务中心: promotion tasks with progress and rewards. */
export default function PromotionTaskPage() {
  return <PromoterPage title='任务中心'>{() => <TaskList />}</PromoterPage>
}

import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function AccountNotificationPage() {
  return <ComingSoon title='消息通知' />
}

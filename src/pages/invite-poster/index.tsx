import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function InvitePosterPage() {
  return <ComingSoon title='邀请海报' />
}

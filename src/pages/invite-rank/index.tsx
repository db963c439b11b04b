import React from 'react'
import { ComingSoon } from '@/components/coming-soon'

export default function InviteRankPage() {
  return <ComingSoon title='邀请排行' />
}

import React from 'react'
import { ChatScreen } from '@/features/ai/components'

export default function AiPage() {
  return <ChatScreen />
}

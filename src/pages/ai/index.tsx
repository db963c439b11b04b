import React from 'react'
import { ChatScreen } from '@/features/ai/components/chat-screen'

export default function AiPage() {
  return <ChatScreen />
}

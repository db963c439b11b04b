import React from 'react'
import { SpeakerListScreen } from '@/features/content/components/speaker-list-screen'

export default function SpeakerListPage() {
  return <SpeakerListScreen />
}

import React from 'react'
import { SpeakerListScreen } from '@/features/content/components'

export default function SpeakerListPage() {
  return <SpeakerListScreen />
}

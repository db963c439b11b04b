import { Text } from '@tarojs/components'
import React from 'react'
import type { StatusLabel } from '@/features/events/status'
import './events.scss'

/** A small coloured status pill (audit, check-in). */
export function StatusBadge({ label, className }: { label: StatusLabel; className?: string }) {
  return <Text className={`status-badge status-badge--${label.tone} ${className || ''}`}>{label.text}</Text>
}

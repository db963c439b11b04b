import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { InteractionPoint } from '../../../../types/contract'
import './interaction.scss'

interface PointListProps {
  points: InteractionPoint[]
  /** The point being verified right now. */
  busyId: number | null
  onVerify: (point: InteractionPoint) => void
}

/** The on-site points: reward, and a tick once verified or the button to verify. */
export function PointList({ points, busyId, onVerify }: PointListProps) {
  return (
    <View className='point-list' role='list'>
      {points.map(point => (
        <View key={point.pointId} className={`point-list__item ${point.verified ? 'point-list__item--done' : ''}`} role='listitem'>
          <View className='point-list__mark' aria-hidden='true'>
            {point.verified ? '✓' : ''}
          </View>
          <View className='point-list__body'>
            <Text className='point-list__name'>{point.name}</Text>
            {point.description && <Text className='point-list__desc'>{point.description}</Text>}
            <Text className='point-list__reward'>奖励 {point.reward} 积分</Text>
          </View>
          {point.verified ? (
            <Text className='point-list__done'>已核销</Text>
          ) : (
            <Button
              className='point-list__verify'
              size='mini'
              disabled={busyId !== null ? true : undefined}
              aria-label={`核销 ${point.name}`}
              onClick={() => onVerify(point)}
            >
              {busyId === point.pointId ? '核销中…' : '核销'}
            </Button>
          )}
        </View>
      ))}
    </View>
  )
}

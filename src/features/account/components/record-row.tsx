import { Image, Text, View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'
import './record-row.scss'

export type BadgeTone = 'theme' | 'success' | 'warning' | 'muted' | 'danger'

export interface RowBadge {
  text: string
  tone?: BadgeTone
}

interface RecordRowProps {
  title: string
  cover?: string | null
  /** Small grey lines under the title. */
  meta?: (string | null | undefined | false)[]
  badges?: RowBadge[]
  /** Anything under the meta lines (progress bar, buttons). */
  children?: React.ReactNode
  /** Right-hand side (an amount, an action). */
  aside?: React.ReactNode
  onClick?: () => void
  className?: string
}

/** One row of a personal-centre record list: cover, title, badges, meta and an optional aside. */
export function RecordRow({ title, cover, meta = [], badges = [], children, aside, onClick, className }: RecordRowProps) {
  return (
    <View className={`record-row ${onClick ? 'record-row--link' : ''} ${className || ''}`} {...(onClick ? tapTarget('button') : {})} onClick={onClick}>
      {cover !== undefined && (
        <View className='record-row__cover'>
          {cover ? (
            <Image className='record-row__img' src={cover} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
          ) : (
            <View className='record-row__img record-row__img--blank' />
          )}
        </View>
      )}
      <View className='record-row__main'>
        <Text className='record-row__title'>{title}</Text>
        {badges.length > 0 && (
          <View className='record-row__badges'>
            {badges.map(b => (
              <Badge key={b.text} text={b.text} tone={b.tone} />
            ))}
          </View>
        )}
        {meta.filter(Boolean).map((line, i) => (
          <Text key={i} className='record-row__meta'>
            {line}
          </Text>
        ))}
        {children}
      </View>
      {aside !== undefined && <View className='record-row__aside'>{aside}</View>}
    </View>
  )
}

/** A small coloured status label. */
function Badge({ text, tone = 'theme' }: RowBadge) {
  return <Text className={`badge badge--${tone}`}>{text}</Text>
}

/** A thin progress bar (0..100). */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)))
  return (
    <View className='progress' role='progressbar' aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={label || '进度'}>
      <View className='progress__track'>
        <View className='progress__fill' style={{ width: `${value}%` }} />
      </View>
      <Text className='progress__text'>{value}%</Text>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import React from 'react'
import './sheet.scss'

interface SheetProps {
  title: string
  onClose: () => void
  children?: React.ReactNode
}

/** A bottom sheet over the page: title, close button, scrollable body; tapping the backdrop closes it. */
export function Sheet({ title, onClose, children }: SheetProps) {
  return (
    <View className='sheet' role='dialog' aria-label={title} aria-modal='true'>
      <View className='sheet__backdrop' onClick={onClose} />
      <View className='sheet__panel'>
        <View className='sheet__head'>
          <Text className='sheet__title'>{title}</Text>
          <View className='sheet__close' role='button' aria-label='关闭' onClick={onClose}>
            ×
          </View>
        </View>
        <View className='sheet__body'>{children}</View>
      </View>
    </View>
  )
}

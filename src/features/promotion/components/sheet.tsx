import { Text, View } from '@tarojs/components'
import React from 'react'
import { tapTarget } from '@/utils/tap-target'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import './sheet.scss'

interface SheetProps {
  title: string
  onClose: () => void
  children?: React.ReactNode
}

/**
 * A bottom sheet over the page: title, close button, scrollable body; tapping the backdrop or Esc closes it.
 * It holds keyboard focus while open and gives it back on close (useDialogFocus).
 */
export function Sheet({ title, onClose, children }: SheetProps) {
  const dialog = useDialogFocus(true, onClose)
  return (
    <View ref={dialog} className='sheet' role='dialog' aria-label={title} aria-modal='true'>
      <View className='sheet__backdrop' onClick={onClose} />
      <View className='sheet__panel'>
        <View className='sheet__head'>
          <Text className='sheet__title'>{title}</Text>
          <View className='sheet__close' {...tapTarget('button')} aria-label='关闭' onClick={onClose}>
            ×
          </View>
        </View>
        <View className='sheet__body'>{children}</View>
      </View>
    </View>
  )
}

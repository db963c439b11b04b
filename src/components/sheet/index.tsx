import { Text, View } from '@tarojs/components'
import React from 'react'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import { tapTarget } from '@/utils/tap-target'
import './index.scss'

interface SheetProps {
  open: boolean
  onClose: () => void
  title?: string
  /** bottom: slides up (details, actions); left: a drawer (menus). */
  side?: 'bottom' | 'left'
  children?: React.ReactNode
  className?: string
}

/**
 * A modal sheet over a dimmed page: tap the mask or ×, or press Esc, to close. It takes keyboard focus while
 * open and gives it back on close (useDialogFocus). Renders nothing while closed.
 */
export function Sheet({ open, onClose, title, side = 'bottom', children, className }: SheetProps) {
  const panel = useDialogFocus(open, onClose)
  if (!open) return null
  return (
    <View className={`sheet sheet--${side} ${className || ''}`}>
      <View className='sheet__mask' onClick={onClose} aria-hidden='true' />
      <View ref={panel} className='sheet__panel' role='dialog' aria-modal='true' aria-label={title || undefined}>
        <View className='sheet__head'>
          <Text className='sheet__title'>{title}</Text>
          <View className='sheet__close' {...tapTarget('button')} aria-label='关闭' onClick={onClose}>
            <Text>×</Text>
          </View>
        </View>
        <View className='sheet__body'>{children}</View>
      </View>
    </View>
  )
}

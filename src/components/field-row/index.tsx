import { Text, View } from '@tarojs/components'
import React from 'react'

/**
 * One labelled field of a form card (the profile, a business card): `className` on the row, `<block>__line` holding
 * `<block>__label` and the control (`children`), and under it `<block>__error`, the field's message, when there is one.
 * Drawn by the screen's own stylesheet.
 */
export function FieldRow({
  block,
  className,
  label,
  error,
  children
}: {
  block: string
  className: string
  label: string
  error?: string
  children: React.ReactNode
}) {
  return (
    <View className={className}>
      <View className={`${block}__line`}>
        <Text className={`${block}__label`}>{label}</Text>
        {children}
      </View>
      {error && (
        <View className={`${block}__error`} role='alert'>
          {error}
        </View>
      )}
    </View>
  )
}

/** Under a form card's fields, its refused save: 保存失败：and the server's message (`<block>__save-error`). */
export function SaveError({ block, message }: { block: string; message: string }) {
  return (
    <View className={`${block}__save-error`} role='alert'>
      保存失败：{message}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import React from 'react'

/**
 * One labelled field of a form (the profile, a business card, a gift's address): `className` on the row,
 * `<block>__<part>line` holding `<block>__<part>label` and the control (`children`), and under it
 * `<block>__<part>error`, the field's message, when there is one. Drawn by the screen's own stylesheet.
 */
export function FieldRow({
  block,
  part = '',
  className,
  label,
  error,
  children
}: {
  block: string
  part?: string
  className: string
  label: string
  error?: string
  children: React.ReactNode
}) {
  const element = `${block}__${part}`
  return (
    <View className={className}>
      <View className={`${element}line`}>
        <Text className={`${element}label`}>{label}</Text>
        {children}
      </View>
      {error && (
        <View className={`${element}error`} role='alert'>
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

import { Text, View } from '@tarojs/components'
import React from 'react'

/** A submit the server refused: what failed (`title`), its message, and that what was typed is still there (`hint`). */
export function RefusedAlert({
  title,
  message,
  hint = '已填写的内容都还在，可修改后重新提交',
  id
}: {
  title: string
  message: string
  hint?: string
  id?: string
}) {
  return (
    <View className='dyn-form__alert' role='alert' id={id}>
      <Text className='dyn-form__alert-title'>{title}</Text>
      <Text>{message}</Text>
      <Text className='dyn-form__alert-hint'>{hint}</Text>
    </View>
  )
}

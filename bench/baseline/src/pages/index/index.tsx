import { Text, View } from '@tarojs/components'
import React from 'react'

export default function Index() {
  return (
    <View style={{ padding: '20px' }}>
      <Text>Hello world</Text>
    </View>
  )
}

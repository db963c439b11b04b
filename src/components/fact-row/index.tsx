import { Text, View } from '@tarojs/components'
import React from 'react'

/**
 * One labelled fact of a details list (时间, 地点, 签到时间…): `<block>__row` holding `<block>__key` (the label) and
 * `<block>__value` (the value), drawn by the screen's own stylesheet. `testId` marks the value for tests.
 */
export function FactRow({ block, label, value, testId }: { block: string; label: string; value: React.ReactNode; testId?: string }) {
  return (
    <View className={`${block}__row`}>
      <Text className={`${block}__key`}>{label}</Text>
      <Text className={`${block}__value`} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

import { Input, Text, View } from '@tarojs/components'
import React from 'react'
import { inputLabel } from '@/utils/input-label'
import { tapTarget } from '@/utils/tap-target'

interface SearchFieldProps {
  /** Class names of the box, its ⌕ icon, the input and the × button: each screen keeps its own look. */
  classes: { box: string; icon: string; input: string; clear?: string }
  value: string
  placeholder: string
  /** The input's accessible name. */
  label: string
  focus?: boolean
  onInput: (value: string) => void
  onConfirm: (value: string) => void
  /** Given: a 清除搜索 × shows while there is text. */
  onClear?: () => void
}

/** A search box (role search): icon, a text input that confirms with the keyboard's search key, and an optional clear button. */
export function SearchField({ classes, value, placeholder, label, focus, onInput, onConfirm, onClear }: SearchFieldProps) {
  return (
    <View className={classes.box} role='search'>
      <Text className={classes.icon} aria-hidden='true'>
        ⌕
      </Text>
      <Input
        className={classes.input}
        type='text'
        confirmType='search'
        value={value}
        focus={focus}
        placeholder={placeholder}
        {...inputLabel(label)}
        maxlength={50}
        onInput={e => onInput(e.detail.value)}
        onConfirm={e => onConfirm(e.detail.value)}
      />
      {onClear && value && (
        <View className={classes.clear} {...tapTarget('button')} aria-label='清除搜索' onClick={onClear}>
          <Text>×</Text>
        </View>
      )}
    </View>
  )
}

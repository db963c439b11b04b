import { Button as TaroButton, type ButtonProps } from '@tarojs/components'
import React from 'react'

/**
 * Taro's Button with the button role. On the web Taro renders `<taro-button-core>`, which has no
 * implicit role: screen readers (and role queries) would not know it is a button.
 */
export function Button(props: ButtonProps & { role?: string }) {
  return <TaroButton role='button' {...props} />
}

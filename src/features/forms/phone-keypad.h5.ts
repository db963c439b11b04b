import type { InputProps } from '@tarojs/components'

/**
 * On the web an <input type="tel"> opens the phone keypad and keeps maxlength (type="number" ignores
 * it, shows a spinner and drops leading zeros). Taro's HTML Input passes the type through as given.
 */
export const PHONE_INPUT_TYPE = 'tel' as keyof InputProps.Type

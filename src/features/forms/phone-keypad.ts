import type { InputProps } from '@tarojs/components'

/** The Input type that opens the numeric keypad for a phone number: mini-programs have 'number'. */
export const PHONE_INPUT_TYPE: keyof InputProps.Type = 'number'

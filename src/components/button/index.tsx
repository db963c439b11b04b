import { Button as TaroButton, type ButtonProps as TaroButtonProps } from '@tarojs/components'
import React from 'react'
import { type TapRole, tapTarget } from '@/utils/tap-target'
import './index.scss'

/**
 * primary: the screen's main action, filled with the theme colour; secondary: outlined in the theme
 * colour; plain: a neutral outline (the default); text: no border, theme-coloured text.
 */
type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'text'

type ButtonProps = Omit<TaroButtonProps, 'type'> & { role?: string; variant?: ButtonVariant }

/**
 * Taro's Button with our look and the button role (on the web it renders a <div>, which has no
 * implicit role, no place in the tab order and no key handling: tapTarget gives it all three, and a
 * disabled button stays reachable, announced as unavailable, its tap refused by Taro). Taro gives a button of type "default" the class taro-btn-default, whose rule
 * (`.taro-button-core.taro-btn-default`, grey #f8f8f8 with black text) outweighs every one-class rule
 * of ours; passing no type keeps that class off, so the variant and the call site's own class decide.
 */
export function Button({ variant, className, role, ...props }: ButtonProps) {
  const classes = ['btn', variant ? `btn--${variant}` : '', className || ''].filter(Boolean).join(' ')
  const control = tapTarget((role as TapRole) || 'button', { disabled: !!props.disabled })
  return <TaroButton hoverClass='none' {...control} {...props} type={'' as TaroButtonProps['type']} className={classes} />
}

/**
 * The form fields' controls on the web (issue #39): native HTML controls drawn by React, with the props and events of
 * Taro's (controls.tsx, which the mini-programs keep). Taro's checkbox, radio, label and textarea are Stencil web
 * components and its picker brings the `platform` user-agent library: on the lead form's route that was Stencil's
 * runtime (~10 KB brotli, 130–150 ms to evaluate at 4× CPU) and ~12 KB more for four fields.
 *
 * They draw what Taro's drew, in CSS only (form.scss `.form-check`, `.form-date`): no icon font, and a painted form
 * (server/ssr, the same components) ticks and fills before the app's script, or without it, and posts what it
 * holds by the same names.
 */
import type { BaseEventOrig, CheckboxGroupProps, CheckboxProps, LabelProps, RadioGroupProps, RadioProps, TextareaProps } from '@tarojs/components'
import React, { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type * as Neutral from './controls'
import type { DateControlProps } from './controls'

/** A React event handed on as Taro's, with its `detail` (what Taro's components emit). */
function taroEvent<T>(event: React.SyntheticEvent, detail: T): BaseEventOrig<T> {
  Object.defineProperty(event, 'detail', { value: detail, configurable: true })
  return event as unknown as BaseEventOrig<T>
}

/** The attributes a host passes on to the native control: aria-*, data-* and role. */
function ariaOf(props: object): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) if (/^(aria-|data-)/.test(name) || name === 'role') out[name] = value
  return out
}

/** A group's name and what its options call when one of them changes. */
interface Group {
  name?: string
  changed: (event: React.ChangeEvent<HTMLInputElement>) => void
}
const GroupContext = createContext<Group>({ changed: () => undefined })

/** A radio or checkbox group: a box around its options that says which are ticked (Taro's `detail.value`). */
function useGroup(name: string | undefined, read: (inputs: HTMLInputElement[], changed: HTMLInputElement) => unknown, onChange?: (e: BaseEventOrig) => void) {
  const box = useRef<HTMLDivElement>(null)
  const changed = useCallback(
    (event: React.ChangeEvent<HTMLInputElement>) => {
      const inputs = Array.from(box.current?.querySelectorAll<HTMLInputElement>('input') ?? [])
      onChange?.(taroEvent(event, { value: read(inputs, event.currentTarget) }))
    },
    [onChange, read]
  )
  const group = useMemo(() => ({ name, changed }), [name, changed])
  return { box, group }
}

const tickedValues = (inputs: HTMLInputElement[]) => inputs.filter(input => input.checked).map(input => input.value)
const changedValue = (_inputs: HTMLInputElement[], input: HTMLInputElement) => input.value

/** A box around a group's options that hands their changes on as Taro's group does (`detail.value`). */
function GroupBox({ className, name, onChange, children, read, ...props }: (CheckboxGroupProps | RadioGroupProps) & { read: Parameters<typeof useGroup>[1] }) {
  const { box, group } = useGroup(name, read, onChange)
  return (
    <GroupContext.Provider value={group}>
      <div ref={box} className={className} {...ariaOf(props)}>
        {children}
      </div>
    </GroupContext.Provider>
  )
}

/** Its `detail.value`: the values ticked. */
export const CheckboxGroup = (props: CheckboxGroupProps) => <GroupBox {...props} read={tickedValues} />
/** Its `detail.value`: the value chosen. */
export const RadioGroup = (props: RadioGroupProps) => <GroupBox {...props} read={changedValue} />

/** Taro's Label as it draws it on the web: a host with the <label> inside (what a tap on the option toggles). */
export function Label({ className, for: htmlFor, children }: LabelProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor}>{children}</label>
    </div>
  )
}

type CheckProps = (CheckboxProps | RadioProps) & { type: 'checkbox' | 'radio' }

/** One option: the native input over its drawn box or circle (`.form-check__icon`, ticked by `:checked` alone). */
function Check({ type, id, value, checked, disabled, color, nativeProps }: CheckProps & { color?: string }) {
  const group = useContext(GroupContext)
  return (
    <span className={`form-check form-check--${type}`} style={type === 'checkbox' && color ? { color } : undefined}>
      <input
        id={id}
        type={type}
        className='form-check__input'
        name={group.name}
        value={String(value ?? '')}
        checked={!!checked}
        disabled={!!disabled}
        onChange={group.changed}
        {...nativeProps}
      />
      <i className='form-check__icon' aria-hidden='true' />
    </span>
  )
}

/** A box ticked in `color` (the theme's), as Taro's web checkbox draws it. */
export const Checkbox = (props: CheckboxProps) => <Check {...props} type='checkbox' />
/** weui's circle, filled with the theme colour when chosen (Taro's web radio drew weui's green whatever the theme). */
export const Radio = (props: RadioProps) => <Check {...props} type='radio' />

/** The DOM's value for a controlled textarea (Taro's fixControlledValue). */
const shownValue = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** Layout effects in the browser only (the server's render of the painted form has no layout). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * A textarea as tall as its text (`autoHeight`; never below the box's min-height). An empty one keeps the height its
 * CSS gives it, as the painted form draws it, without reading the layout (which forced the page's style and layout
 * inside the form's first render).
 */
function fitHeight(area: HTMLTextAreaElement | null): void {
  if (!area) return
  if (!area.value) {
    area.style.height = ''
    return
  }
  area.style.height = 'auto'
  area.style.height = `${area.scrollHeight}px`
}

/**
 * Taro's Textarea as it draws it on the web: a native <textarea> in its host. What an input method is still composing
 * stays in the box and reaches `onInput` when it is done, as with Taro's.
 */
export function Textarea({
  className,
  name,
  value,
  placeholder,
  maxlength,
  autoHeight,
  disabled,
  onInput,
  onFocus,
  onBlur,
  onConfirm,
  nativeProps,
  ...props
}: TextareaProps) {
  const area = useRef<HTMLTextAreaElement>(null)
  const [composing, setComposing] = useState<string | undefined>(undefined)
  const shown = composing ?? shownValue(value)
  useBrowserLayoutEffect(() => {
    if (autoHeight) fitHeight(area.current)
  }, [autoHeight, shown])
  const emit = (event: React.SyntheticEvent<HTMLTextAreaElement>) => {
    const text = event.currentTarget.value
    setComposing(undefined)
    onInput?.(taroEvent(event, { value: text, cursor: event.currentTarget.selectionEnd ?? text.length, keyCode: 0 }))
  }
  return (
    <div className={className}>
      <textarea
        ref={area}
        className={`taro-textarea${autoHeight ? ' auto-height' : ''}`}
        name={name}
        value={shown}
        placeholder={placeholder}
        maxLength={typeof maxlength === 'number' && maxlength > 0 ? maxlength : undefined}
        disabled={!!disabled}
        onChange={event => ((event.nativeEvent as InputEvent).isComposing ? setComposing(event.currentTarget.value) : emit(event))}
        onCompositionEnd={emit}
        onFocus={event => onFocus?.(taroEvent(event, { value: event.currentTarget.value, height: 0 }))}
        onBlur={event => onBlur?.(taroEvent(event, { value: event.currentTarget.value, cursor: event.currentTarget.selectionEnd ?? 0 }))}
        onKeyDown={event => event.key === 'Enter' && onConfirm?.(taroEvent(event, { value: event.currentTarget.value }))}
        {...ariaOf(props)}
        {...nativeProps}
      />
    </div>
  )
}

/** Opens the browser's date picker where it can be asked to (Chrome 99, Safari 16); a tap opens it on phones anyway. */
function showPicker(input: HTMLInputElement): void {
  try {
    ;(input as HTMLInputElement & { showPicker?: () => void }).showPicker?.()
  } catch {
    // not from a user's gesture, or already open
  }
}

/**
 * A day chosen with the browser's own date picker: the native date input lies, unseen, over the field's box, which
 * shows the day or the placeholder as Taro's picker field did (a painted form shows the input itself: form.scss
 * `.fp-form`). Enter and Space open the picker, as they opened Taro's.
 */
export function DateControl({ name, value, start, shown, aria, onChange }: DateControlProps) {
  return (
    <div className='form-date'>
      <input
        type='date'
        className='form-date__input form-field__picker'
        name={name}
        value={value}
        min={start}
        onChange={event => onChange(event.currentTarget.value)}
        onClick={event => showPicker(event.currentTarget)}
        onKeyDown={event => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          showPicker(event.currentTarget)
        }}
        {...aria}
      />
      <div className={`form-field__picker ${value ? '' : 'form-field__picker--empty'}`} aria-hidden='true'>
        {shown}
      </div>
    </div>
  )
}

// The web's controls stand in for the mini-programs' name for name (tsc checks the fields against controls.tsx).
const _sameExports: typeof Neutral = { Checkbox, CheckboxGroup, Label, Radio, RadioGroup, Textarea, DateControl }

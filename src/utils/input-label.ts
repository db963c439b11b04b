/**
 * The accessible name of a Taro Input/Textarea, for both of its elements: the host element (what the
 * mini-programs read) and, through nativeProps, the native <input>/<textarea> Taro renders inside it on
 * the web, which is the control a screen reader reads there (the host's aria-label does not reach it).
 *   <Input value={v} {...inputLabel('手机号')} />
 */
export const inputLabel = (label: string) => ({ 'aria-label': label, nativeProps: { 'aria-label': label } })

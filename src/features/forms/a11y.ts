import { useEffect, type RefObject } from 'react'

export type AriaAttrs = Record<string, string | undefined>

/** Ids a field's label, error and control share, so errors are tied to their field. */
export function fieldIds(key: string) {
  const safe = key.replace(/[^A-Za-z0-9_-]/g, '_')
  return { box: `field-${safe}`, label: `field-${safe}-label`, error: `field-${safe}-error` }
}

/** The native <input>/<textarea> inside a Taro component's host element (web); null elsewhere. */
function nativeControl(host: unknown): HTMLElement | null {
  if (!host || typeof (host as HTMLElement).querySelector !== 'function') return null
  return (host as HTMLElement).querySelector('input:not([type=hidden]),textarea')
}

/**
 * Taro's web components keep aria-* on their host element; screen readers read the inner native
 * control. This mirrors the attributes onto it (a no-op where there is no DOM).
 */
export function useNativeAria(ref: RefObject<unknown>, attrs: AriaAttrs): void {
  const signature = JSON.stringify(attrs)
  useEffect(() => {
    const apply = () => {
      const el = nativeControl(ref.current)
      if (!el) return
      for (const [name, value] of Object.entries(attrs)) {
        if (value === undefined) el.removeAttribute(name)
        else el.setAttribute(name, value)
      }
    }
    apply()
    // The inner control renders a tick after the host on first mount.
    const timer = setTimeout(apply, 0)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature])
}

/** Scrolls a field into view and focuses its first control (web; a no-op without a DOM). */
export function focusField(key: string): void {
  if (typeof document === 'undefined') return
  const box = document.getElementById(fieldIds(key).box)
  if (!box) return
  try {
    box.scrollIntoView({ block: 'center', behavior: 'smooth' })
  } catch {
    // jsdom and old browsers have no smooth scrolling
  }
  const target = box.querySelector<HTMLElement>('input:not([type=hidden]),textarea,[tabindex="0"],button')
  target?.focus()
}

/** DOM attributes Taro's typings leave out (role on Text, tabIndex): spread them onto a component. */
export function domAttrs(attrs: Record<string, string | number | undefined>): object {
  return attrs
}

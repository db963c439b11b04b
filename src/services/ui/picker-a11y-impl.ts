import { holdFocus } from '@/utils/focus-trap'

/** picker-a11y.h5.ts's work, loaded once the browser is idle (off the first load): see there. */
const press = (el: HTMLElement) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault()
    el.click()
  }
}

export function enhance(overlay: HTMLElement, opener: HTMLElement | null): void {
  const panel = overlay.querySelector<HTMLElement>('.taro-picker')
  if (!panel) return
  const name = opener?.getAttribute('aria-label') || opener?.textContent?.trim() || '选择'
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-modal', 'true')
  panel.setAttribute('aria-label', name)
  overlay.querySelector('.taro-picker__mask-overlay')?.setAttribute('aria-hidden', 'true')

  const actions = Array.from(overlay.querySelectorAll<HTMLElement>('.taro-picker__hd .taro-picker__action'))
  for (const action of actions) {
    action.setAttribute('role', 'button')
    action.tabIndex = 0
    action.addEventListener('keydown', press(action))
  }
  const wheels = Array.from(overlay.querySelectorAll<HTMLElement>('.taro-picker__content'))
  wheels.forEach((wheel, i) => wheelKeys(wheel, wheels.length > 1 ? `${name} 第${i + 1}列` : name))

  const cancel = actions[0]
  // Start on the first wheel: the value is what the visitor came to change.
  const release = holdFocus(panel, () => cancel?.click())
  wheels[0]?.focus()
  // Taro removes the overlay on 取消, 确定 or a tap on the mask: then give focus back.
  const gone = new MutationObserver(() => {
    if (!overlay.isConnected) {
      gone.disconnect()
      release()
    }
  })
  gone.observe(document.body, { childList: true, subtree: true })
}

/** One wheel as a spin button: its value is the selected item's text, moved by the arrow keys. */
function wheelKeys(wheel: HTMLElement, label: string): void {
  const items = () => Array.from(wheel.querySelectorAll<HTMLElement>('.taro-picker__item:not(.taro-picker__item--blank)'))
  const itemHeight = () => wheel.scrollHeight / Math.max(1, wheel.children.length)
  const describe = () => {
    const list = items()
    const index = list.findIndex(item => item.classList.contains('taro-picker__item--selected'))
    wheel.setAttribute('aria-valuetext', (list[index]?.textContent || '').trim())
    wheel.setAttribute('aria-valuenow', String(Math.max(0, index)))
    wheel.setAttribute('aria-valuemin', '0')
    wheel.setAttribute('aria-valuemax', String(Math.max(0, list.length - 1)))
  }
  wheel.setAttribute('role', 'spinbutton')
  wheel.setAttribute('aria-label', label)
  wheel.tabIndex = 0
  describe()
  // Taro marks the selected item while the wheel scrolls: keep the spoken value in step.
  new MutationObserver(describe).observe(wheel, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true })
  wheel.addEventListener('keydown', e => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 }
    const h = itemHeight()
    let top: number | null = null
    if (e.key in steps) top = Math.round(wheel.scrollTop / h + steps[e.key]) * h
    else if (e.key === 'Home') top = 0
    else if (e.key === 'End') top = (items().length - 1) * h
    if (top === null) return
    e.preventDefault()
    // Taro settles on the item under the indicator once the scrolling stops, as after a swipe.
    wheel.scrollTop = Math.max(0, Math.min(top, (items().length - 1) * h))
  })
}

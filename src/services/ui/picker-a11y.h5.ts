import { whenIdle } from '@/services/platform/idle'
import { lazyModule } from '@/utils/lazy-module'

/**
 * Taro's web Picker (date, region, selector) draws its sheet from plain divs: no roles, nothing Tab can
 * reach, no Esc. This makes every picker sheet that opens a keyboard dialog (issue #27): role dialog named
 * after the field that opened it, 取消/确定 as buttons (Enter/Space), each wheel a spin button that Arrow
 * Up/Down, Page Up/Down, Home and End turn, focus held inside while it is open (Esc cancels) and given back
 * to the field when it closes. Taro's own code is untouched: it still reads the wheels' scroll positions.
 */
export function startPickerA11y(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined' || !document.body) return
  // The work itself is a chunk of its own, fetched when the browser is idle, long before a visitor opens a
  // picker: it costs the first load nothing. A load that failed (offline) is tried again when a picker opens; that
  // sheet stays as Taro drew it.
  const impl = lazyModule(() => import(/* webpackChunkName: "picker-a11y" */ './picker-a11y-impl').then(({ enhance }) => enhance))
  const ignore = () => undefined
  whenIdle(() => void impl.load().catch(ignore), { fallbackMs: 2000 })
  new MutationObserver(records => {
    for (const record of records) {
      record.addedNodes.forEach(node => {
        if (!(node instanceof HTMLElement && node.classList.contains('taro-picker__overlay'))) return
        // The field that opened the picker: it names the dialog and gets focus back when it closes.
        const opener = document.activeElement as HTMLElement | null
        void impl.load().then(enhance => enhance(node, opener), ignore)
      })
    }
  }).observe(document.body, { childList: true, subtree: true })
}

import type { PopupPush } from '../../types/contract'

/** A popup of the home page under `rule` (ONCE, DAILY, EVERY): its image, title and a link to form 4. */
export const testPopup = (id: number, rule: PopupPush['rule']): PopupPush => ({
  id,
  rule,
  image: `https://example.com/p${id}.png`,
  title: `弹窗${id}`,
  nav: { id: 1, title: 'x', icon: '', type: 2, websiteFormId: 4 }
})

import type { ContactCard } from '../../../types/contract'
import { sendToBrowser } from '@/services/platform/wechat-browser'
import { buildVCard, vCardFileName } from './vcard'

/**
 * On the web the contact is downloaded as a .vcf file, which phones offer to add to contacts; in WeChat's browser,
 * which drops it, a dialog says how to open the card in a browser ('elsewhere').
 */
export async function saveContact(contact: ContactCard): Promise<'saved' | 'downloaded' | 'elsewhere'> {
  if (sendToBrowser('保存到通讯录')) return 'elsewhere'
  const blob = new Blob([buildVCard(contact)], { type: 'text/vcard;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = vCardFileName(contact)
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10000)
  return 'downloaded'
}

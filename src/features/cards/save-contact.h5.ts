import type { ContactCard } from '../../../types/contract'
import { sendToBrowser } from '@/services/platform/wechat-browser'
import { saveBlob } from '@/utils/save-blob'
import { buildVCard, vCardFileName } from './vcard'

/**
 * On the web the contact is downloaded as a .vcf file, which phones offer to add to contacts; in WeChat's browser,
 * which drops it, a dialog says how to open the card in a browser ('elsewhere').
 */
export async function saveContact(contact: ContactCard): Promise<'saved' | 'downloaded' | 'elsewhere'> {
  if (sendToBrowser('保存到通讯录')) return 'elsewhere'
  saveBlob(new Blob([buildVCard(contact)], { type: 'text/vcard;charset=utf-8' }), vCardFileName(contact))
  return 'downloaded'
}

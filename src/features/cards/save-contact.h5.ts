import type { ContactCard } from '../../../types/contract'
import { buildVCard, vCardFileName } from './vcard'

/** On the web the contact is downloaded as a .vcf file, which phones offer to add to contacts. */
export async function saveContact(contact: ContactCard): Promise<'saved' | 'downloaded'> {
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

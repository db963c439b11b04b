import type { BusinessCard, ContactCard } from '../../../types/contract'

const CRLF = '\r\n'

/** Splits a display name: "张三" → 张 + 三, "Ada Lovelace" → Ada + Lovelace, one word → first name only. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const text = (name || '').trim().replace(/\s+/g, ' ')
  if (!text) return { firstName: '', lastName: '' }
  if (text.includes(' ')) {
    const at = text.lastIndexOf(' ')
    return { firstName: text.slice(0, at), lastName: text.slice(at + 1) }
  }
  // CJK names carry the family name first (one character for nearly all of them).
  if (/^[\u3400-\u9fff]{2,4}$/.test(text)) return { lastName: text.slice(0, 1), firstName: text.slice(1) }
  return { firstName: text, lastName: '' }
}

/** The contact card (spec §3) a business card saves as. */
export function toContactCard(card: BusinessCard): ContactCard {
  const { firstName, lastName } = splitName(card.name)
  return {
    firstName,
    lastName,
    phone: card.cellphone || '',
    email: card.email || '',
    weChat: card.weChat || '',
    title: card.title || '',
    organization: card.company || ''
  }
}

/** Escapes a vCard 3.0 text value: backslash, comma, semicolon and newlines (RFC 2426 §4). */
export function escapeVCardText(value: string): string {
  return (value || '')
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** The full name shown by address books: family-first for CJK names, "first last" otherwise. */
function fullName(contact: Pick<ContactCard, 'firstName' | 'lastName'>): string {
  const { firstName, lastName } = contact
  if (/[\u3400-\u9fff]/.test(lastName + firstName)) return `${lastName}${firstName}`
  return [firstName, lastName].filter(Boolean).join(' ')
}

/**
 * A vCard 3.0 for the contact, CRLF line endings. The WeChat id goes in X-WECHAT (read by some
 * address books) and in NOTE as "微信: …" for the ones that drop unknown properties.
 */
export function buildVCard(contact: ContactCard): string {
  const e = escapeVCardText
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${e(contact.lastName)};${e(contact.firstName)};;;`, `FN:${e(fullName(contact))}`]
  if (contact.organization) lines.push(`ORG:${e(contact.organization)}`)
  if (contact.title) lines.push(`TITLE:${e(contact.title)}`)
  if (contact.phone) lines.push(`TEL;TYPE=CELL:${e(contact.phone)}`)
  if (contact.email) lines.push(`EMAIL;TYPE=INTERNET:${e(contact.email)}`)
  if (contact.weChat) {
    lines.push(`X-WECHAT:${e(contact.weChat)}`)
    lines.push(`NOTE:${e(`微信: ${contact.weChat}`)}`)
  }
  lines.push('END:VCARD')
  return lines.join(CRLF) + CRLF
}

/** A file name for the card: the person's name, without characters file systems refuse. */
export function vCardFileName(contact: ContactCard): string {
  const base =
    fullName(contact)
      .replace(/[\\/:*?"<>|\r\n]+/g, '')
      .trim() || 'contact'
  return `${base}.vcf`
}

import Taro from '@tarojs/taro'
import type { ContactCard } from '../../../types/contract'

/** Saves the contact to the phone's address book (mini-programs: the platform's add-contact sheet). */
export async function saveContact(contact: ContactCard): Promise<'saved' | 'downloaded' | 'elsewhere'> {
  await Taro.addPhoneContact({
    firstName: contact.firstName,
    lastName: contact.lastName,
    mobilePhoneNumber: contact.phone,
    email: contact.email,
    weChatNumber: contact.weChat,
    title: contact.title,
    organization: contact.organization
  })
  return 'saved'
}

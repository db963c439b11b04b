import { toast } from '@/services/ui/toast'

/** Calls a phone number through a tel: link (nav item type 9). */
export async function callPhone(phone: string): Promise<void> {
  if (!/^[+\d][\d\s-]{2,30}$/.test(phone)) return
  window.location.href = `tel:${phone.replace(/[\s-]/g, '')}`
}

/** The web cannot open a mini-program (SPEC §2 type 4). */
export async function openMiniProgram(_appId: string, _path: string): Promise<void> {
  toast('不支持跳转小程序')
}

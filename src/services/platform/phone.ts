import { UnsupportedPlatformError } from '@/services/http/errors'
import type { PhoneButtonProps } from './types'

/**
 * The visitor's phone number through the platform's consent flow (phone.weapp.ts, shared by tt). On the web (and in
 * editor mode) there is no such flow (spec §5): always throws.
 */
export async function getPhoneNumber(_detail?: { code?: string }): Promise<{ code: string }> {
  throw new UnsupportedPlatformError()
}

/** Props for the platform's phone-number button; null where the platform has none. */
export function phoneNumberButton(_onCode: (code: string) => void, _onError: (error: Error) => void): PhoneButtonProps | null {
  return null
}

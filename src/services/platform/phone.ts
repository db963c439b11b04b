import { UnsupportedPlatformError } from '../http/errors'

/** The visitor's phone number through the platform's consent flow. Unsupported here. */
export async function getPhoneNumber(_detail?: { code?: string }): Promise<{ code: string }> {
  throw new UnsupportedPlatformError()
}

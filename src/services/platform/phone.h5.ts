import { UnsupportedPlatformError } from '../http/errors'

/** On the web (and in editor mode) there is no phone-number consent flow (SPEC §5): always throws. */
export async function getPhoneNumber(_detail?: { code?: string }): Promise<{ code: string }> {
  throw new UnsupportedPlatformError()
}

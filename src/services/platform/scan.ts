import { UnsupportedPlatformError } from '@/services/http/errors'

/** Scans a QR or bar code and returns its text. Unsupported here. */
export async function scanCode(): Promise<string> {
  throw new UnsupportedPlatformError()
}

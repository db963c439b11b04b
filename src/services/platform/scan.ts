import { UnsupportedPlatformError } from '@/services/http/errors'

/**
 * Scans a QR or bar code and returns its text (scan.weapp.ts, shared by tt). A plain browser cannot scan (Taro's H5
 * stub resolves silently in production builds, so we refuse ourselves); pages offer typing the code instead.
 */
export async function scanCode(): Promise<string> {
  throw new UnsupportedPlatformError()
}

import Taro from '@tarojs/taro'

/** Scans a QR or bar code (spec §9) with the mini-program camera (WeChat and Douyin: scan.tt.ts re-exports this). */
export async function scanCode(): Promise<string> {
  const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode', 'barCode'] })
  return res.result
}

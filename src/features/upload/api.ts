import Taro from '@tarojs/taro'
import type { UploadResult } from '../../../types/contract'
import { absoluteServerUrls, http, NetworkError, BadResponseError } from '@/services/http'
import { unwrapEnvelope } from '@/services/http/envelope'

/**
 * POST {company domain}/api/open/file/upload with apiKey (SPEC §7) on the mini-programs (the web has api.h5.ts).
 * The server's envelope message is shown whatever the status. onProgress gets 0..100.
 */
export function uploadFile(filePath: string, apiKey: string, onProgress?: (percent: number) => void, fileName?: string): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const task = Taro.uploadFile({
      url: http.url('/open/file/upload', { apiKey }),
      filePath,
      name: 'file',
      ...(fileName ? { fileName } : {}),
      success: res => {
        try {
          resolve(unwrapEnvelope<UploadResult>(res.statusCode, typeof res.data === 'string' ? absoluteServerUrls(res.data) : res.data))
        } catch (error) {
          reject(error instanceof Error ? error : new BadResponseError())
        }
      },
      fail: () => reject(new NetworkError('上传失败，请检查网络后重试'))
    })
    task?.progress?.(p => onProgress?.(p.progress))
  })
}

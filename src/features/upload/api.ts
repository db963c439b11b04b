import Taro from '@tarojs/taro'
import type { UploadResult } from '../../../types/contract'
import { absoluteServerUrls, http, NetworkError, BadResponseError } from '@/services/http'
import { unwrapEnvelope } from '@/services/http/envelope'
import { API_KEY_HEADER } from './api-key'

/**
 * POST {company domain}/api/open/file/upload with apiKey (spec §7) in the X-Api-Key header, never in the URL, on the
 * mini-programs (the web has api.h5.ts).
 * The server's envelope message is shown whatever the status. onProgress gets 0..100.
 */
export function uploadFile(filePath: string, apiKey: string, onProgress?: (percent: number) => void, fileName?: string): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const task = Taro.uploadFile({
      url: http.url('/open/file/upload'),
      header: { [API_KEY_HEADER]: apiKey },
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

import Taro from '@tarojs/taro'
import type { UploadResult } from '../../../types/contract'
import { absoluteServerUrls, http, NetworkError, BadResponseError } from '../../services/http'
import { unwrapEnvelope } from '../../services/http/envelope'

/**
 * POST {company domain}/api/open/file/upload with apiKey (SPEC §7); fails unless status 200.
 * onProgress gets 0..100.
 */
export function uploadFile(filePath: string, apiKey: string, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const task = Taro.uploadFile({
      url: http.url('/open/file/upload', { apiKey }),
      filePath,
      name: 'file',
      success: res => {
        if (res.statusCode !== 200) return reject(new NetworkError(`上传失败（${res.statusCode}）`, res.statusCode))
        try {
          resolve(unwrapEnvelope<UploadResult>(200, typeof res.data === 'string' ? absoluteServerUrls(res.data) : res.data))
        } catch (error) {
          reject(error instanceof Error ? error : new BadResponseError())
        }
      },
      fail: () => reject(new NetworkError('上传失败，请检查网络后重试'))
    })
    task?.progress?.(p => onProgress?.(p.progress))
  })
}

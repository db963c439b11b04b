import type { UploadResult } from '../../../types/contract'
import { http, NetworkError } from '@/services/http'
import { unwrapEnvelope } from '@/services/http/envelope'
import { pickedFile } from '@/services/platform/choose-file'
import { API_KEY_HEADER } from './api-key'

/** A slow connection still gets two minutes for a 5 MB file. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * The web upload: POST {company domain}/api/open/file/upload (apiKey in the X-Api-Key header, never in the URL,
 * where it would land in request logs) as multipart with the visitor's own File
 * (its real name, so the server shows it; the server decides the type from the bytes) and real progress from
 * XMLHttpRequest. Any answer with an envelope is read, so the server's Chinese message reaches the visitor.
 * onProgress gets 0..100 (100 once the server answered).
 */
export function uploadFile(filePath: string, apiKey: string, onProgress?: (percent: number) => void, fileName?: string): Promise<UploadResult> {
  return new Promise<UploadResult>((resolve, reject) => {
    const send = (blob: Blob) => {
      const name = fileName || (blob as File).name || 'file'
      const form = new FormData()
      form.append('file', blob, name)
      const xhr = new XMLHttpRequest()
      xhr.open('POST', http.url('/open/file/upload'))
      xhr.setRequestHeader(API_KEY_HEADER, apiKey)
      xhr.timeout = UPLOAD_TIMEOUT_MS
      xhr.upload.onprogress = e => {
        // The last percent waits for the server's answer.
        if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(99, Math.round((e.loaded / e.total) * 100)))
      }
      xhr.onload = () => {
        try {
          const result = unwrapEnvelope<UploadResult>(xhr.status, xhr.responseText)
          onProgress?.(100)
          resolve(result)
        } catch (error) {
          reject(error)
        }
      }
      xhr.onerror = () => reject(new NetworkError('上传失败，请检查网络后重试'))
      xhr.ontimeout = () => reject(new NetworkError('上传超时，请检查网络后重试'))
      xhr.send(form)
    }
    const file = pickedFile(filePath)
    if (file) return send(file)
    // A path not picked through chooseFile (e.g. a blob URL from elsewhere): read it.
    fetch(filePath)
      .then(res => res.blob())
      .then(send, () => reject(new NetworkError('无法读取所选文件，请重新选择')))
  })
}

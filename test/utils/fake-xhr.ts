/**
 * A stand-in XMLHttpRequest for the web upload (src/features/upload/api.h5.ts): records what was sent and lets
 * the test report upload progress and the server's answer.
 */
export interface FakeUpload {
  method: string
  url: string
  /** Request headers set with setRequestHeader. */
  headers: Record<string, string>
  body: FormData | null
  /** Reports bytes sent (lengthComputable). */
  progress(loaded: number, total: number): void
  /** Answers with an HTTP status and a JSON body. */
  respond(status: number, json: unknown): void
}

export function installFakeXhr(): { uploads: FakeUpload[]; restore: () => void } {
  const uploads: FakeUpload[] = []
  const original = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest
  class FakeXhr {
    status = 0
    responseText = ''
    timeout = 0
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    ontimeout: (() => void) | null = null
    private record: FakeUpload = { method: '', url: '', headers: {}, body: null, progress: () => undefined, respond: () => undefined }
    open(method: string, url: string) {
      this.record.method = method
      this.record.url = url
    }
    setRequestHeader(name: string, value: string) {
      this.record.headers[name] = value
    }
    send(body: FormData) {
      this.record.body = body
      this.record.progress = (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total })
      this.record.respond = (status, json) => {
        this.status = status
        this.responseText = JSON.stringify(json)
        this.onload?.()
      }
      uploads.push(this.record)
    }
  }
  ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr
  return {
    uploads,
    restore: () => {
      ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = original
    }
  }
}

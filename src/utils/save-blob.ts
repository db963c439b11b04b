/**
 * Hands a file to the browser as a download: a hidden link clicked once, its address released once the download has
 * had time to start. Web only (the caller has checked there is a DOM).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10000)
}

/** A hidden link clicked once, as a tap on it would be: with `download`, saved under that name. */
function clickLink(href: string, download?: string): void {
  const a = document.createElement('a')
  a.href = href
  if (download) a.download = download
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/**
 * Hands a file to the browser as a download: a hidden link clicked once, its address released once the download has
 * had time to start. Web only (the caller has checked there is a DOM).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  clickLink(href, fileName)
  setTimeout(() => URL.revokeObjectURL(href), 10000)
}

/** Downloads the file at an address (same-site: a link's `download` name holds only there) under `fileName`. Web only. */
export function saveUrl(href: string, fileName: string): void {
  clickLink(href, fileName)
}

/**
 * Opens a file at an address in place (no `download`): the browser hands what it does not show to the app that opens
 * it (a calendar file to the calendar) and the page stays. Web only.
 */
export function openFile(href: string): void {
  clickLink(href)
}

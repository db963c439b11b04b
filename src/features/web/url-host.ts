/** The host of a URL that safeHttpUrl accepted. */
export function urlHost(url: string): string {
  const match = /^https?:\/\/([^/?#]+)/i.exec(url)
  return match ? match[1].toLowerCase() : ''
}

/** On the web the poster is downloaded through a link with the download attribute (same-site images). */
export async function saveImage(url: string, fileName: string): Promise<'saved' | 'downloaded'> {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return 'downloaded'
}

/** Demo downloads: a readable PDF (or a text body for office files) padded to the size the seed declares. */
export function demoFile(title: string, ext: string, size: number | null): Buffer {
  const target = Math.max(size ?? 24 * 1024, 1024)
  if (ext !== 'pdf') {
    const head = Buffer.from(`${title}\n\n云图科技演示文件。真实部署时这里是上传的 ${ext.toUpperCase()} 文件。\n\n`, 'utf8')
    return Buffer.concat([head, Buffer.alloc(Math.max(0, target - head.length), 0x20)])
  }
  // PDF text must be Latin-1 in the built-in fonts: the title goes in as a comment-free ASCII label.
  const label = `Yuntu demo document (${ext.toUpperCase()}, ${target} bytes)`
  const stream = `BT /F1 18 Tf 60 760 Td (${label}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  const pdf = Buffer.from(body, 'latin1')
  // Padding after %%EOF is ignored by readers; it makes the download the declared size.
  const pad = Math.max(0, target - pdf.length)
  return Buffer.concat([pdf, Buffer.from('%' + ' '.repeat(Math.max(0, pad - 2)) + '\n', 'latin1').subarray(0, pad)])
}

import type { FileItem } from '../../../../../types/contract'

const EXT_TONES: Record<string, string> = {
  pdf: 'red',
  doc: 'blue',
  docx: 'blue',
  xls: 'green',
  xlsx: 'green',
  csv: 'green',
  ppt: 'orange',
  pptx: 'orange',
  zip: 'grey',
  rar: 'grey',
  png: 'purple',
  jpg: 'purple',
  jpeg: 'purple',
  mp4: 'purple'
}

/** The file's extension in lower case: its ext field, else the name's suffix. */
export function fileExt(file: Pick<FileItem, 'ext' | 'name'>): string {
  const ext = (file.ext || (/\.([a-z0-9]{1,6})$/i.exec(file.name || '')?.[1] ?? '')).replace(/^\./, '').toLowerCase()
  return ext || 'file'
}

/** The badge colour of an extension (grey for anything unknown). */
export function fileTone(ext: string): string {
  return EXT_TONES[ext] || 'grey'
}

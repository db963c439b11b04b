import type { Db } from '../db'

/** What every route module gets. */
export interface Ctx {
  db: Db
  dataDir: string
  uploadsDir: string
  postersDir: string
  staticDir: string | null
  smsFixedCode: string | null
  editorOrigins: string[]
  /** Human-facing log lines (SMS codes): the logger when on, else stdout outside tests. */
  print: (line: string) => void
}

/** The origin the browser used (for links inside QR codes and posters). */
export function originOf(req: { headers: Record<string, string | string[] | undefined>; protocol: string }): string {
  const host = String(req.headers.host ?? 'localhost').replace(/[^\w.:[\]-]/g, '')
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host || 'localhost'}`
}

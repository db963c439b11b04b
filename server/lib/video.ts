import fs from 'node:fs'
import path from 'node:path'
import { makeWebm } from './webm'

/** Path of the generated demo clip `name` (created on first use under DATA_DIR/media). */
export function videoFile(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'media')
  const file = path.join(dir, `${name}.webm`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, makeWebm(name))
    fs.renameSync(tmp, file)
  }
  return file
}

import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { UploadResult } from '../../types/contract'
import { apiKeyOf, body, DOCX, MEMBER, serverPerSuite, upload, type TestServer } from './helpers'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(14)])
const OLE = Buffer.from('d0cf11e0a1b11ae1' + '00'.repeat(64), 'hex')

/** Issue #16 item 2: the server types an upload by its content and keeps the visitor's file name. */
describe('uploads typed by content (#16.2)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const stored = async (name: string, content: Buffer) => {
    const res = await upload(s.app, apiKeyOf(s.db, MEMBER), name, content)
    const env = body<UploadResult>(res)
    assert.equal(env.code, 200, `${name}: ${res.body}`)
    const back = await s.app.inject(env.data.url)
    return { ...env.data, type: String(back.headers['content-type']), back }
  }

  it('types a web upload sent as a blob with no extension by its bytes (PNG, JPEG, PDF, GIF, WebP)', async () => {
    for (const [content, ext, mime] of [
      [PNG, 'png', 'image/png'],
      [JPEG, 'jpg', 'image/jpeg'],
      [PDF, 'pdf', 'application/pdf'],
      [GIF, 'gif', 'image/gif'],
      [WEBP, 'webp', 'image/webp']
    ] as const) {
      const r = await stored('blob', content)
      assert.match(r.url, new RegExp(`^/api/open/file/[0-9a-f]{32}\\.${ext}$`))
      assert.equal(r.type, mime)
      assert.deepEqual(r.back.rawPayload, content)
    }
  })

  it('keeps the visitor file name (sanitised, with the extension of its content) and types a .png name holding a PDF as a PDF', async () => {
    const r = await stored('报价单.png', PDF)
    assert.equal(r.name, '报价单.pdf')
    assert.match(String(r.back.headers['content-disposition']), /filename\*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95\.pdf$/)
    assert.match(r.url, /\.pdf$/)
    assert.equal(r.type, 'application/pdf')
    const odd = await stored('../../etc/\u202Eevil<x>.jpg', JPEG)
    assert.equal(odd.name, 'evil_x_.jpg')
    assert.match(String(odd.back.headers['content-disposition']), /filename\*=UTF-8''evil_x_\.jpg/)
  })

  it('recognises Office documents: docx by its parts, old doc/xls/ppt by signature plus extension', async () => {
    assert.match((await stored('方案.docx', DOCX)).url, /\.docx$/)
    assert.match((await stored('旧版.doc', OLE)).url, /\.doc$/)
    assert.match((await stored('表格.xls', OLE)).url, /\.xls$/)
    const plain = await stored('说明.txt', Buffer.from('第一行\n第二行\n'))
    assert.match(plain.type, /^text\/plain/)
  })

  it('refuses executables and markup disguised as images or text; nothing is stored', async () => {
    const files = () => fs.readdirSync(path.join(s.dir, 'uploads')).length
    const count = files()
    const cases: [string, Buffer][] = [
      ['photo.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['avatar.jpg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['avatar.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['note.txt', Buffer.from('<!doctype html><h1>hi</h1>')],
      ['archive.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)])],
      ['empty.png', Buffer.alloc(0)]
    ]
    for (const [name, content] of cases) {
      const res = await upload(s.app, apiKeyOf(s.db, MEMBER), name, content, { type: 'image/png' })
      assert.equal(body(res).code, 400, `${name}: ${res.body}`)
      assert.match(body(res).message, /不支持的文件类型|文件是空的/)
    }
    assert.equal(files(), count)
    assert.equal(s.db.prepare("SELECT COUNT(*) FROM uploads WHERE original_name IN ('photo.png', 'setup.exe')").pluck().get(), 0)
  })
})

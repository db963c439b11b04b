import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Asset, CourseDetail, EntityDataDetail, Order, Page, UploadResult } from '../../types/contract'
import { migrate, openDb } from '../../server/db'
import { signedMediaUrl } from '../../server/services/media-access'
import type { AccountRow } from '../../server/services/accounts'
import { apiKeyOf, body, DOCX, idOf, login, MEMBER, serverPerSuite, sessionCookie, tokenFor, uploaded, type TestServer } from './helpers'

const WEBM = [0x1a, 0x45, 0xdf, 0xa3]
const SIGNED = /^(\/media\/(?:video|file)\/[\w-]+\.\w+)\?exp=\d+&by=\d+&sig=[0-9a-f]{64}$/

/**
 * Issue #26 items 8 and 12: the API hid a paid lesson's videoUrl but /media/video/lesson-<id>.webm answered
 * anyone; material files had sequential names and downloaded without the sign-in "登录后即可下载" promises.
 */
describe('paid and signed-in media', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  const rw = <T>(change: (db: Database.Database) => T): T => {
    const db = new Database(path.join(s.dir, 'app.sqlite'))
    try {
      return change(db)
    } finally {
      db.close()
    }
  }
  /** Buys the content for the account of `headers` (the order is paid as the demo pay page would). */
  const buy = async (headers: Record<string, string>, contentEntityDataId: number) => {
    const order = body<Order>(
      await s.app.inject({
        method: 'POST',
        url: '/api/ca/v1/order/pay/generateOrder',
        headers,
        payload: { contentEntityDataId, orderType: 'CONTENT', payType: 'WX_PAY' }
      })
    ).data
    rw(db => db.prepare("UPDATE orders SET pay_status = 'COMPLETE_PAY', paid_at = ? WHERE id = ?").run(new Date().toISOString(), order.orderId))
  }
  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ url, headers: { range: 'bytes=0-99', ...headers } })
  const paidLesson = () =>
    s.db
      .prepare(
        'SELECT i.video_url FROM course_items i JOIN entity_data c ON c.id = i.course_id WHERE c.price > 0 AND i.free = 0 AND i.video_url IS NOT NULL LIMIT 1'
      )
      .pluck()
      .get() as string
  const courseOf = async (headers: Record<string, string> = {}) =>
    body<CourseDetail>(await s.app.inject({ url: `/api/open/v1/entityData/getCourseDetail/${idOf(s.db, 'course-private')}`, headers })).data

  it("refuses a paid lesson's clip to anyone who has not bought the course", async () => {
    const clip = paidLesson()
    const visitor = await login(s.app)
    const cookie = (
      await s.app.inject({
        method: 'POST',
        url: '/web/ca/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `cellphone=${MEMBER}&code=123456`
      })
    ).headers['set-cookie']
    for (const headers of [{}, { 'authorization-ca': visitor.account.accountKey }, { cookie: String(cookie).split(';')[0] }, await tokenFor(s.app, MEMBER)]) {
      const res = await get(clip, headers)
      assert.equal(res.statusCode, 403, JSON.stringify(headers))
      assert.notDeepEqual([...res.rawPayload.subarray(0, 4)], WEBM)
    }
    // Free clips stay public: a free trial lesson and the free videos.
    const trial = s.db
      .prepare('SELECT i.video_url FROM course_items i JOIN entity_data c ON c.id = i.course_id WHERE c.price > 0 AND i.free = 1 LIMIT 1')
      .pluck()
      .get() as string
    for (const free of [trial, '/media/video/video-1.webm']) assert.equal((await get(free)).statusCode, 206, free)
  })

  it('gives the buyer a short-lived signed address that plays without any token, and only that clip', async () => {
    const clip = paidLesson()
    const h = await tokenFor(s.app)
    assert.equal(
      (await courseOf(h)).lessons.find(l => l.videoUrl === clip),
      undefined,
      'not bought: no address'
    )
    await buy(h, idOf(s.db, 'course-private'))
    const lesson = (await courseOf(h)).lessons.find(l => l.videoUrl?.startsWith(`${clip}?`))
    const signed = lesson?.videoUrl ?? ''
    assert.match(signed, SIGNED)
    const res = await get(signed)
    assert.equal(res.statusCode, 206)
    assert.deepEqual([...res.rawPayload.subarray(0, 4)], WEBM)
    assert.match(String(res.headers['cache-control']), /^private/)
    // The buyer's own token also opens the plain address (the web player sends the session cookie).
    assert.equal((await get(clip, h)).statusCode, 206)
    // A signature is for its clip, unaltered and unexpired.
    const sig = new URL(signed, 'http://x').searchParams
    const other = s.db
      .prepare('SELECT video_url FROM course_items WHERE free = 0 AND video_url IS NOT NULL AND video_url != ? LIMIT 1')
      .pluck()
      .get(clip) as string
    assert.equal((await get(`${other}?${sig}`)).statusCode, 403)
    assert.equal((await get(signed.replace(/sig=./, m => (m.endsWith('0') ? 'sig=1' : 'sig=0')))).statusCode, 403)
    const buyer = s.db.prepare('SELECT * FROM accounts WHERE account_key = ?').get(h['authorization-ca']) as AccountRow
    assert.equal((await get(signedMediaUrl(s.db, clip, buyer, Date.now() - 4 * 3600_000))).statusCode, 403)
    // The browser keeps a signed clip no longer than its signature lives (at most an hour); one fetched with the
    // session is asked for again each time.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1])
    assert.ok(maxAge > 0 && maxAge <= 3600, String(res.headers['cache-control']))
    assert.equal((await get(clip, h)).headers['cache-control'], 'private, no-cache')
    // Nor does the address outlive the buyer's logout.
    assert.equal(body(await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/logout', headers: h })).data, true)
    assert.equal((await get(signed)).statusCode, 403)
  })

  it('names material files at random and keeps the brand kit pointing at them', () => {
    const urls = s.db.prepare('SELECT url FROM files').pluck().all() as string[]
    assert.ok(urls.length >= 12)
    for (const url of urls) assert.match(url, /^\/media\/file\/[0-9a-f]{32}\.(pdf|docx|xlsx|pptx)$/)
    const kit = s.db.prepare("SELECT url FROM assets WHERE kind = 'FILE'").pluck().all() as string[]
    assert.ok(kit.length > 0 && kit.every(u => urls.includes(u)))
  })

  it('downloads a material after a silent sign-in: the anonymous visitor gets 点击下载, never a sign-in it does not need', async () => {
    const material = idOf(s.db, 'material-1')
    const anonymous = body<EntityDataDetail>(await s.app.inject(`/api/open/v1/entityData/entityDataDetail/${material}`)).data
    // Anyone downloads (the visitor account is made silently): nothing says 登录后即可下载.
    assert.doesNotMatch(anonymous.summary, /登录/)
    const url = anonymous.files[0].url
    assert.match(url, /^\/media\/file\/[0-9a-f]{32}\.pdf$/, 'no signature for nobody')
    const refused = await s.app.inject(url)
    assert.equal(refused.statusCode, 401)
    assert.match(refused.body, /点击下载/)
    assert.doesNotMatch(refused.body, /登录/)
    assert.ok(!refused.rawPayload.includes(Buffer.from('%PDF-')), 'no file bytes')
    // The page's link signs in silently and comes back to the file, which then downloads.
    const link = /href="([^"]*wxAuth=true[^"]*)"/.exec(refused.body)![1].replace(/&amp;/g, '&')
    const signIn = await s.app.inject(link)
    assert.equal(signIn.statusCode, 302)
    assert.equal(signIn.headers.location, url)
    const cookie = sessionCookie(signIn)
    const file = await s.app.inject({ url, headers: { cookie } })
    assert.equal(file.statusCode, 200)
    assert.equal(file.rawPayload.subarray(0, 5).toString(), '%PDF-')
    assert.match(String(file.headers['content-disposition']), /^attachment; filename\*=UTF-8''.+\.pdf$/)

    // The app's signed-in request gets a signed address that needs nothing else (mini-program downloads).
    const h = await tokenFor(s.app)
    const signed = body<EntityDataDetail>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${material}`, headers: h })).data.files[0].url
    assert.match(signed, SIGNED)
    assert.equal((await s.app.inject(signed)).statusCode, 200)
    assert.equal((await s.app.inject({ url, headers: h })).statusCode, 200)
    // The brand kit signs its documents for a signed-in viewer too.
    const kit = body<Page<Asset>>(await s.app.inject({ url: '/api/open/v1/asset/list?dirId=4&size=100', headers: h })).data.content
    assert.ok(kit.length > 0 && kit.every(a => SIGNED.test(a.url)))
    assert.equal((await s.app.inject(kit[0].url)).statusCode, 200)
  })

  it('keeps a paid material for its buyers', async () => {
    const material = idOf(s.db, 'material-2')
    rw(db => db.prepare('UPDATE entity_data SET price = 1990 WHERE id = ?').run(material))
    const url = s.db.prepare('SELECT url FROM files WHERE entity_data_id = ? ORDER BY id LIMIT 1').pluck().get(material) as string
    const h = await tokenFor(s.app)
    const detail = async () => body<EntityDataDetail>(await s.app.inject({ url: `/api/open/v1/entityData/entityDataDetail/${material}`, headers: h })).data
    assert.equal((await detail()).files[0].url, '')
    const refused = await s.app.inject({ url, headers: h })
    assert.equal(refused.statusCode, 403)
    assert.match(refused.body, /购买后即可下载/)
    await buy(h, material)
    const signed = (await detail()).files[0].url
    assert.match(signed, SIGNED)
    assert.equal((await s.app.inject(signed)).statusCode, 200)
  })

  it('downloads an upload under the extension of what it is, whatever the uploader named it', async () => {
    const up: UploadResult = await uploaded(s.app, apiKeyOf(s.db, MEMBER), 'invoice.jar', DOCX)
    assert.equal(up.name, 'invoice.docx')
    const res = await s.app.inject(up.url)
    assert.match(String(res.headers['content-disposition']), /filename\*=UTF-8''invoice\.docx$/)
    // A file stored before the rule keeps its row's name but downloads with the right extension.
    rw(db => db.prepare("UPDATE uploads SET original_name = 'invoice.jar' WHERE name = ?").run(up.url.split('/').pop()))
    assert.match(String((await s.app.inject(up.url)).headers['content-disposition']), /filename\*=UTF-8''invoice\.docx$/)
  })

  it('renames the sequential file names of an existing database, assets included (migration 005)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-005-'))
    try {
      const db = openDb(dir)
      db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
      db.exec(fs.readFileSync(path.resolve(__dirname, '../../server/db/migrations/001_init.sql'), 'utf8'))
      db.prepare("INSERT INTO schema_migrations VALUES ('001_init.sql', '2026-01-01')").run()
      db.prepare(
        "INSERT INTO entity_data (id, entity_type, content_type, content_key, title, publish_time) VALUES (1, 'FILEDOWNLOAD', 6, 'material-1', 'M', '2026-01-01')"
      ).run()
      db.prepare(
        "INSERT INTO files (entity_data_id, name, url, size, ext) VALUES (1, 'a.pdf', '/media/file/material-1-1.pdf', 10, 'pdf'), (1, 'b.xlsx', '/media/file/material-1-2.xlsx', 10, 'xlsx')"
      ).run()
      db.prepare("INSERT INTO assets (name, kind, url, cover, size) VALUES ('a', 'FILE', '/media/file/material-1-1.pdf', '', 10)").run()
      migrate(db)
      const files = db.prepare('SELECT url FROM files ORDER BY id').pluck().all() as string[]
      assert.match(files[0], /^\/media\/file\/[0-9a-f]{32}\.pdf$/)
      assert.match(files[1], /^\/media\/file\/[0-9a-f]{32}\.xlsx$/)
      assert.equal(db.prepare('SELECT url FROM assets').pluck().get(), files[0])
      db.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('signs with the database key, so every process on the data folder agrees', () => {
    const db = new Database(path.join(s.dir, 'app.sqlite'), { readonly: true })
    assert.match(db.prepare("SELECT secret FROM server_secrets WHERE name = 'media'").pluck().get() as string, /^[0-9a-f]{64}$/)
    db.close()
    assert.equal(fs.existsSync(path.join(s.dir, 'server-secret.key')), false)
  })
})

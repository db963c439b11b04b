import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import QRCode from 'qrcode'
import sharp from 'sharp'
import type { PosterResult, PosterTemplate } from '../../types/contract'
import { charWidth, lookOf, overlaps, posterLayout, POSTER_VERSION, textWidth, wrapText, type PosterRecipe } from '../../server/lib/poster'
import { formatEventTime } from '../../src/shared/format'
import { summitTitle } from '../../server/seed/content'
import { body, idOf, MEMBER, PROMOTER, startServer, tokenFor, type TestServer } from './helpers'

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const recipe = (over: Partial<PosterRecipe> = {}): PosterRecipe => ({
  v: POSTER_VERSION,
  brand: '云图科技',
  byline: '',
  title: '私域运营实战：如何用企业微信提升客户复购',
  facts: [],
  summary: '从名片、内容到活动，三步搭建可复制的私域运营体系。',
  details: [],
  cover: null,
  link: 'http://localhost:8080/web/h/',
  footer: '扫码查看详情',
  look: lookOf({ background: '#ffffff', color: '#1f2329', accent: '#2f6bff,#1d3fa8' }),
  width: 750,
  ...over
})

/** The average colour of a w×h patch at (x, y) of a PNG. */
async function patch(png: Buffer, x: number, y: number, w = 4, h = 4): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).extract({ left: x, top: y, width: w, height: h }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const sum = [0, 0, 0]
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c++) sum[c] += data[i + c]
  const n = data.length / info.channels
  return sum.map(v => Math.round(v / n)) as [number, number, number]
}

/** Issue #27 item 2: posters are PNGs laid out so no text overlaps; issue #26 item 4: their links never break. */
describe('poster layout (no text under the QR code, nothing overlapping)', () => {
  const cases: [string, PosterRecipe][] = [
    ['a content poster', recipe()],
    ['a very long title and summary', recipe({ title: '长'.repeat(200), summary: '概要'.repeat(200), footer: '页脚'.repeat(80) })],
    ['long Latin text', recipe({ title: 'W'.repeat(120), summary: 'M@'.repeat(100), footer: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW' })],
    [
      'an event with its sharer, cover, time and venue',
      recipe({
        byline: '李娜 邀请你参加',
        title: '2026 数字营销增长峰会（上海站）',
        facts: [
          { label: '时间', value: '2026-12-13 09:00 - 2026-12-14 17:00（北京时间）' },
          { label: '地点', value: '上海市浦东新区世纪大道 1198 号 世纪汇广场 3F' }
        ],
        cover: '/media/cover/event-summit.png'
      })
    ],
    [
      'an event whose every text is very long',
      recipe({
        byline: `${'欧阳'.repeat(30)} 邀请你参加`,
        title: '超长活动标题'.repeat(40),
        facts: [
          { label: '时间', value: '2026-12-13 09:00 - 2026-12-14 17:00（北京时间）'.repeat(6) },
          { label: '地点', value: '上海市浦东新区世纪大道 1198 号 世纪汇广场 3F'.repeat(10) }
        ],
        summary: '概要'.repeat(300),
        cover: '/media/cover/event-summit.png'
      })
    ],
    [
      'a business card with phone and e-mail',
      recipe({
        title: '李娜 · 渠道经理',
        summary: '云图科技 渠道部｜负责华东区渠道合作，欢迎交流伙伴合作与活动共建。',
        details: ['电话 13800000001', '邮箱 a.very.long.mailbox.name.for.testing@yuntu-marketing.example.com'],
        footer: '13800000001  a.very.long.mailbox.name.for.testing@yuntu-marketing.example.com'
      })
    ]
  ]
  for (const [name, r] of cases) {
    it(`keeps every text box clear of the others and of the QR code: ${name}`, () => {
      const layout = posterLayout(r)
      const boxes = layout.texts
      for (const t of boxes) {
        assert.ok(!overlaps(t, layout.qr), `${t.role} runs under the QR code`)
        assert.ok(t.x >= 0 && t.y >= 0 && t.x + t.w <= layout.width && t.y + t.h <= layout.height, `${t.role} leaves the poster`)
        for (const line of t.lines) assert.ok(textWidth(line, t.fontSize) <= t.w, `${t.role} line "${line}" is wider than its box`)
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) assert.ok(!overlaps(boxes[i], boxes[j]), `${boxes[i].role} overlaps ${boxes[j].role}`)
      }
      // Everything above the divider stays above it; the bottom panel starts below it.
      for (const t of boxes.filter(b => !['brand', 'scan', 'footer'].includes(b.role))) {
        assert.ok(t.y + t.h < layout.dividerY, `${t.role} crosses the divider`)
        assert.ok(t.y >= layout.header.y + layout.header.h, `${t.role} runs over the cover`)
      }
      assert.ok(layout.qr.y > layout.dividerY)
    })
  }

  it("keeps an event's title, time, venue and sharer on the poster however long its summary", () => {
    const layout = posterLayout(
      recipe({
        byline: '李娜 邀请你参加',
        title: '长'.repeat(200),
        facts: [
          { label: '时间', value: '2026-12-13 09:00 - 17:00（北京时间）' },
          { label: '地点', value: '地'.repeat(200) }
        ],
        summary: '概要'.repeat(300)
      })
    )
    const text = (role: string) => layout.texts.filter(t => t.role === role).flatMap(t => t.lines)
    assert.deepEqual(text('byline'), ['李娜 邀请你参加'])
    assert.equal(text('title').length, 2)
    assert.ok(text('title')[1].endsWith('…'))
    assert.deepEqual(text('fact-label'), ['时间', '地点'])
    assert.ok(text('fact').includes('2026-12-13 09:00 - 17:00（北京时间）'))
    assert.ok(text('fact').at(-1)!.endsWith('…'), 'a venue too long for two lines is cut')
  })

  it('moves a Latin word or number to the next line instead of splitting it', () => {
    const lines = wrapText('上海市浦东新区世纪大道 1198 号 世纪汇广场 3F', 26, 570, 2)
    assert.deepEqual(lines, ['上海市浦东新区世纪大道 1198 号 世纪汇广场', '3F'])
  })

  it('wraps by the drawn width and marks a cut with an ellipsis', () => {
    const lines = wrapText('长'.repeat(50), 40, 400, 2)
    assert.equal(lines.length, 2)
    assert.ok(lines[1].endsWith('…'))
    for (const l of lines) assert.ok(textWidth(l, 40) <= 400)
    assert.deepEqual(wrapText('短标题', 40, 400, 3), ['短标题'])
  })

  it('measures text no narrower than the font draws it', async () => {
    // The layout trusts textWidth: render lines with the server's font stack and compare the inked width.
    const samples = [
      '电话 13800000001',
      '邮箱 lina@yuntu.example.com',
      'WWWWMMMM@@%%',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'abcdefghijklmnopqrstuvwxyz0123456789',
      '长按识别二维码'
    ]
    for (const text of samples) {
      for (const size of [24, 26, 40]) {
        const width = Math.ceil(textWidth(text, size)) + 40
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size * 2}"><rect width="100%" height="100%" fill="#fff"/><text x="0" y="${size * 1.4}" font-size="${size}" font-weight="700" font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${text.replace(/&/g, '&amp;')}</text></svg>`
        const { info } = await sharp(Buffer.from(svg)).trim({ background: '#ffffff' }).toBuffer({ resolveWithObject: true })
        // trimOffsetLeft is minus the blank columns cut on the left: the ink ends at width − offset.
        const inked = info.width - (info.trimOffsetLeft ?? 0)
        assert.ok(inked <= textWidth(text, size) + 1, `"${text}" at ${size}px draws ${inked}px, measured ${textWidth(text, size)}px`)
      }
    }
    assert.equal(charWidth('字'), 1)
  })
})

describe('posters over HTTP', () => {
  let s: TestServer
  let h: Record<string, string>
  before(async () => {
    s = await startServer({ postersPerMinute: 1000, postersPerIpPerMinute: 1000 })
    h = await tokenFor(s.app)
  })
  after(() => s.close())

  const genPoster = (payload: Record<string, unknown>, headers = h) =>
    s.app.inject({ method: 'POST', url: '/api/ca-open/v1/share/genPoster', headers, payload })

  it('needs an account (a visitor is enough) for every poster endpoint', async () => {
    const article = idOf(s.db, 'article-1')
    const anonymous = [
      await genPoster({ templateId: 1, entityDataId: article }, {}),
      await s.app.inject(`/api/ca-open/v1/share/maPosterImg/${article}/1`),
      await s.app.inject({ method: 'POST', url: '/api/open/ca/v1/businessCard/posterDownload?businessCardId=1&freeMarkerTemplateId=4' }),
      await s.app.inject('/api/ca-open/v1/promotionEvent/getMyPoster')
    ]
    for (const res of anonymous) assert.equal(body(res).code, 401, res.body)
    assert.equal(body(await genPoster({ templateId: 1, entityDataId: article })).code, 200)
  })

  it('answers a PNG poster (750×1200) at an address named by its content', async () => {
    const poster = body<PosterResult>(await genPoster({ templateId: 1, entityDataId: idOf(s.db, 'article-1') })).data
    assert.match(poster.url, /^\/media\/poster\/[0-9a-f]{32}\.png$/)
    const image = await s.app.inject(poster.url)
    assert.equal(image.statusCode, 200)
    assert.equal(image.headers['content-type'], 'image/png')
    assert.deepEqual([...image.rawPayload.subarray(0, 8)], PNG_MAGIC)
    const meta = await sharp(image.rawPayload).metadata()
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 750, 1200])
    // The same content is the same address; another template is another poster.
    const again = body<PosterResult>(await genPoster({ templateId: 1, entityDataId: idOf(s.db, 'article-1') })).data
    assert.equal(again.url, poster.url)
    const other = body<PosterResult>(await genPoster({ templateId: 2, entityDataId: idOf(s.db, 'article-1') })).data
    assert.notEqual(other.url, poster.url)
  })

  it('draws a shared poster again, byte for byte, after its file left the cache', async () => {
    const poster = body<PosterResult>(await genPoster({ templateId: 3, path: '/pages/index/index?from=share' })).data
    const first = await s.app.inject(poster.url)
    assert.equal(first.statusCode, 200)
    // Evict every cached file (what a flood of new posters does to the oldest ones).
    const dir = path.join(s.dir, 'posters')
    for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name))
    const later = await s.app.inject(poster.url)
    assert.equal(later.statusCode, 200)
    assert.equal(later.headers['content-type'], 'image/png')
    assert.ok(later.rawPayload.equals(first.rawPayload), 'the same bytes as before')
    assert.equal((await s.app.inject('/media/poster/0123456789abcdef0123456789abcdef.png')).statusCode, 404)
  })

  it('puts the card poster phone and e-mail on lines of their own, clear of the QR code', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/open/ca/v1/businessCard/posterDownload?businessCardId=1&freeMarkerTemplateId=4', headers: h })
    const poster = body<PosterResult>(res).data
    const hash = /([0-9a-f]{32})\.png$/.exec(poster.url)![1]
    const stored = JSON.parse(s.db.prepare('SELECT recipe FROM posters WHERE hash = ?').pluck().get(hash) as string) as PosterRecipe
    assert.ok(stored.details.some(d => d.startsWith('电话 ')) && stored.details.some(d => d.startsWith('邮箱 ')), JSON.stringify(stored.details))
    assert.ok(!/@|\d{11}/.test(stored.footer), 'no contact details at the foot, beside the code')
    assert.match(stored.link, /^http:\/\/localhost(:\d+)?\/web\/h\//)
    const layout = posterLayout(stored)
    for (const t of layout.texts) assert.ok(!overlaps(t, layout.qr))
  })

  it('shows each template as its own small poster, in the colours its name says', async () => {
    const templates = body<PosterTemplate[]>(await s.app.inject('/api/ca-open/v1/share/loadShareTemplates')).data
    assert.deepEqual(
      templates.map(t => t.name),
      ['简约白', '科技蓝', '活力橙']
    )
    const header: Record<string, [number, number, number]> = {}
    for (const t of templates) {
      assert.match(t.preview, /^\/media\/poster\/[0-9a-f]{32}\.png$/)
      const thumb = await s.app.inject(t.preview)
      assert.equal(thumb.headers['content-type'], 'image/png')
      const meta = await sharp(thumb.rawPayload).metadata()
      assert.deepEqual([meta.width, meta.height], [240, 384])
      // The thumbnail and a poster of the template without a cover (the site's) share the header colour.
      const poster = body<PosterResult>(await genPoster({ templateId: t.id, path: '/pages/index/index' })).data
      const full = (await s.app.inject(poster.url)).rawPayload
      const a = await patch(thumb.rawPayload, 6, 40)
      const b = await patch(full, 20, 125, 12, 12)
      for (let c = 0; c < 3; c++) assert.ok(Math.abs(a[c] - b[c]) <= 24, `${t.name}: thumbnail ${a} vs poster ${b}`)
      header[t.name] = b
    }
    const [r1, g1, b1] = header['简约白']
    assert.ok(Math.min(r1, g1, b1) > 200, `简约白 is light: ${header['简约白']}`)
    assert.ok(header['科技蓝'][2] > header['科技蓝'][0] + 60, `科技蓝 is blue: ${header['科技蓝']}`)
    assert.ok(header['活力橙'][0] > header['活力橙'][2] + 60, `活力橙 is orange: ${header['活力橙']}`)
  })

  /** The recipe a poster was drawn from (kept under its hash), and its PNG. */
  const drawn = async (res: LightMyRequestResponse) => {
    const poster = body<PosterResult>(res).data
    const hash = /([0-9a-f]{32})\.png$/.exec(poster.url)![1]
    const recipe = JSON.parse(s.db.prepare('SELECT recipe FROM posters WHERE hash = ?').pluck().get(hash) as string) as PosterRecipe
    return { recipe, layout: posterLayout(recipe), png: (await s.app.inject(poster.url)).rawPayload }
  }
  const linesOf = (layout: ReturnType<typeof posterLayout>, role: string) => layout.texts.filter(t => t.role === role).flatMap(t => t.lines)

  /** True when the poster's QR tile holds exactly the code of `link` (the code the worker draws for it). */
  async function holdsCodeOf(png: Buffer, layout: ReturnType<typeof posterLayout>, link: string): Promise<boolean> {
    const { x, y, w, h } = layout.qr
    const expected = await sharp(await QRCode.toBuffer(link, { type: 'png', width: w, margin: 1, errorCorrectionLevel: 'M' }))
      .removeAlpha()
      .raw()
      .toBuffer()
    const actual = await sharp(png).extract({ left: x, top: y, width: w, height: h }).removeAlpha().raw().toBuffer()
    let differ = 0
    for (let i = 0; i < expected.length; i++) if (Math.abs(expected[i] - actual[i]) > 64) differ++
    return differ / expected.length < 0.01
  }

  it("puts on an event poster its cover, title, Beijing time, venue, the sharer and a code of the sharer's link", async () => {
    const promoter = await tokenFor(s.app, PROMOTER)
    const event = idOf(s.db, 'event-summit')
    const row = s.db.prepare('SELECT title, start_time, end_time, address FROM entity_data WHERE id = ?').get(event) as Record<string, string>
    const { recipe: r, layout, png } = await drawn(await s.app.inject({ url: `/api/ca-open/v1/share/maPosterImg/${event}/2`, headers: promoter }))
    assert.deepEqual(linesOf(layout, 'byline'), ['李娜 邀请你参加'])
    assert.equal(linesOf(layout, 'title').join(''), row.title)
    const facts = linesOf(layout, 'fact').join('')
    assert.ok(facts.includes(`${formatEventTime(row.start_time, row.end_time)}`), facts)
    assert.match(facts, /\d{4}-\d{2}-\d{2} 09:00 - 17:00（北京时间）/)
    assert.ok(facts.replace(/\s/g, '').includes(row.address.replace(/\s/g, '')), facts)
    // The code opens the event with the promoter's attribution, on the site's origin.
    const link = new URL(r.link)
    assert.equal(`${link.origin}${link.pathname}`, 'http://localhost:8080/web/h/pages/event/index')
    assert.deepEqual(
      [link.searchParams.get('id'), link.searchParams.get('utm_scid'), link.searchParams.get('utm_entity_data_id')],
      [String(event), 'sc1001', String(event)]
    )
    assert.ok(await holdsCodeOf(png, layout, r.link), 'the QR code is the code of that link')
    // The header is the event's cover, not the template's colour.
    const cover = await sharp((await s.app.inject({ url: '/media/cover/event-summit.png', headers: { accept: 'image/png' } })).rawPayload)
      .resize(750, layout.header.h, { fit: 'cover' })
      .png()
      .toBuffer()
    for (const [x, y] of [
      [400, 380],
      [700, 300],
      [60, 250]
    ]) {
      const [a, b] = [await patch(png, x, y, 8, 8), await patch(cover, x, y, 8, 8)]
      for (let c = 0; c < 3; c++) assert.ok(Math.abs(a[c] - b[c]) <= 24, `header at ${x},${y}: ${a} vs the cover's ${b}`)
    }
  })

  it('credits an article poster to its sharer, and to the promoter whose link brought them', async () => {
    const article = idOf(s.db, 'article-1')
    const visitor = await tokenFor(s.app)
    const {
      recipe: r,
      layout,
      png
    } = await drawn(
      await s.app.inject({
        url: `/api/ca-open/v1/share/maPosterImg/${article}/1`,
        headers: { ...visitor, 'marketing-track': 'utm_scid=sc1001&utm_source=promotion' }
      })
    )
    const link = new URL(r.link)
    assert.equal(link.pathname, '/web/h/pages/article/index')
    assert.equal(link.searchParams.get('utm_scid'), 'sc1001')
    assert.match(link.searchParams.get('utm_uid') ?? '', /^\d+$/)
    assert.equal(link.searchParams.get('utm_source'), 'share')
    assert.ok(await holdsCodeOf(png, layout, r.link))
    assert.equal(r.cover, '/media/cover/article-1.png')
    // A visitor without a real name is not named; a member with one is.
    assert.deepEqual(linesOf(layout, 'byline'), [])
    const member = await tokenFor(s.app, MEMBER)
    const named = await drawn(await s.app.inject({ url: `/api/ca-open/v1/share/maPosterImg/${article}/1`, headers: member }))
    assert.match(linesOf(named.layout, 'byline')[0] ?? '', /^\S+ 向你推荐$/)
  })

  it('keeps the longest demo title clear of the code and inside the poster', async () => {
    const promoter = await tokenFor(s.app, PROMOTER)
    for (const types of [
      ['EVENT', 'BAGEVENT'],
      ['ARTICLE', 'VIDEO', 'COURSE', 'FILEDOWNLOAD', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION']
    ]) {
      const id = s.db
        .prepare(`SELECT id FROM entity_data WHERE entity_type IN (${types.map(() => '?').join(',')}) ORDER BY length(title) DESC LIMIT 1`)
        .pluck()
        .get(...types) as number
      const { layout } = await drawn(await s.app.inject({ url: `/api/ca-open/v1/share/maPosterImg/${id}/3`, headers: promoter }))
      for (const t of layout.texts) {
        assert.ok(!overlaps(t, layout.qr), `${id}: ${t.role} runs under the QR code`)
        assert.ok(t.x >= 0 && t.y >= 0 && t.x + t.w <= layout.width && t.y + t.h <= layout.height, `${id}: ${t.role} leaves the poster`)
      }
      assert.ok(!linesOf(layout, 'title').join('').endsWith('…'), `${id}: a demo title is shown whole`)
    }
  })

  it("names the event on the promoter's invite poster, with its time and venue", async () => {
    const promoter = await tokenFor(s.app, PROMOTER)
    const event = idOf(s.db, 'event-summit')
    const {
      recipe: r,
      layout,
      png
    } = await drawn(await s.app.inject({ url: `/api/ca-open/v1/promotionEvent/getMyPoster?eventId=${event}`, headers: promoter }))
    assert.deepEqual(linesOf(layout, 'byline'), ['李娜 邀请你参加'])
    assert.equal(linesOf(layout, 'title').join(''), summitTitle())
    assert.deepEqual(linesOf(layout, 'fact-label'), ['时间', '地点'])
    assert.match(r.link, /\/pages\/event\/index\?id=\d+&utm_scid=sc1001&utm_source=promotion/)
    assert.ok(await holdsCodeOf(png, layout, r.link))
  })
})

describe('poster limits', () => {
  let s: TestServer
  before(async () => {
    s = await startServer({ postersPerMinute: 2, postersPerIpPerMinute: 4 })
  })
  after(() => s.close())

  it('limits new posters per account and per address; posters already made stay free', async () => {
    const a = await tokenFor(s.app)
    const gen = (headers: Record<string, string>, n: number) =>
      s.app.inject({ method: 'POST', url: '/api/ca-open/v1/share/genPoster', headers, payload: { templateId: 1, path: `/pages/index/index?n=${n}` } })
    assert.equal(body(await gen(a, 1)).code, 200)
    assert.equal(body(await gen(a, 2)).code, 200)
    const third = await gen(a, 3)
    assert.equal(third.statusCode, 429)
    assert.match(body(third).message, /生成海报过于频繁/)
    assert.ok(Number(third.headers['retry-after']) > 0)
    // The same poster again costs nothing.
    assert.equal(body(await gen(a, 1)).code, 200)
    // Another account from the same address: one more fits the address's four (the refused one counted), then it is full.
    const b = await tokenFor(s.app)
    assert.equal(body(await gen(b, 4)).code, 200)
    assert.equal((await gen(b, 5)).statusCode, 429)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, describe, it, mock } from 'node:test'
import assert from 'node:assert/strict'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app'
import { body, postLoginForm, sendCode, tokenFor } from './helpers'
import { copySeededDatabase } from './support/seeded-db'

const folders: string[] = []
after(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

/** A server over `dir` (a new folder when none): restarts and second processes reuse the folder. */
async function serverOn(dir?: string): Promise<{ app: FastifyInstance; dir: string }> {
  if (!dir) {
    folders.push((dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-lockout-'))))
    copySeededDatabase(dir)
  }
  const app = await buildServer({ dataDir: dir, devEndpoints: true, print: () => undefined })
  await app.ready()
  return { app, dir }
}

const OWNER_IP = '127.0.0.2'
const STRANGER_IP = '127.0.0.9'

const liveCode = (dir: string, cellphone: string): string => {
  const db = new Database(path.join(dir, 'app.sqlite'), { readonly: true })
  try {
    return db.prepare('SELECT code FROM sms_codes WHERE cellphone = ? AND used = 0 ORDER BY id DESC LIMIT 1').pluck().get(cellphone) as string
  } finally {
    db.close()
  }
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')
const errorText = (html: string) => /<div class="error" id="err" role="alert">([^<]*)<\/div>/.exec(html)?.[1] ?? ''

/** Issue #26 B (#5): nobody can lock anyone out of SMS sign-in; counts decay, are bounded and survive a restart. */
describe('SMS sign-in that nobody can lock (#26 B)', () => {
  it('lets the owner sign in from their address while a stranger floods wrong codes from another', async () => {
    const { app, dir } = await serverOn()
    try {
      const phone = '13712350001'
      assert.equal(body(await sendCode(app, phone, OWNER_IP)).code, 200)
      const code = liveCode(dir, phone)
      const answers: number[] = []
      for (let i = 0; i < 20; i++) answers.push((await postLoginForm(app, phone, wrongFor(code), STRANGER_IP)).statusCode)
      assert.deepEqual(answers.slice(0, 4), [400, 400, 400, 400])
      assert.ok(
        answers.slice(4).every(s => s === 429),
        'the stranger locked only themselves'
      )
      // Even the right code is refused at the stranger's address…
      assert.equal((await postLoginForm(app, phone, code, STRANGER_IP)).statusCode, 429)
      // …but the owner signs in with it from their own.
      assert.equal((await postLoginForm(app, phone, code, OWNER_IP)).statusCode, 303)
    } finally {
      await app.close()
    }
  })

  it('voids a code after 10 wrong guesses from any addresses: the owner asks for a new one, never waits out a lock', async () => {
    const { app, dir } = await serverOn()
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const phone = '13712350002'
      assert.equal(body(await sendCode(app, phone, OWNER_IP)).code, 200)
      const code = liveCode(dir, phone)
      const texts: string[] = []
      for (let i = 0; i < 10; i++) texts.push(errorText((await postLoginForm(app, phone, wrongFor(code), `127.0.1.${1 + Math.floor(i / 4)}`)).body))
      assert.match(texts[9], /已失效，请重新获取验证码/)
      assert.equal((await postLoginForm(app, phone, code, OWNER_IP)).statusCode, 400, 'the voided code no longer signs in')
      mock.timers.tick(61_000)
      assert.equal(body(await sendCode(app, phone, OWNER_IP)).code, 200)
      assert.equal((await postLoginForm(app, phone, liveCode(dir, phone), OWNER_IP)).statusCode, 303)
    } finally {
      mock.timers.reset()
      await app.close()
    }
  })

  it('lets wrong codes decay: four now and four after 15 minutes do not lock', async () => {
    const { app } = await serverOn()
    mock.timers.enable({ apis: ['Date'], now: Date.now() })
    try {
      const phone = '13712350003'
      for (let i = 0; i < 4; i++) assert.equal((await postLoginForm(app, phone, '000000', OWNER_IP)).statusCode, 400)
      mock.timers.tick(15 * 60_000 + 1000)
      const later: string[] = []
      for (let i = 0; i < 4; i++) later.push(errorText((await postLoginForm(app, phone, '000000', OWNER_IP)).body))
      assert.deepEqual(later, [
        '验证码错误或已过期，还可再试4次',
        '验证码错误或已过期，还可再试3次',
        '验证码错误或已过期，还可再试2次',
        '验证码错误或已过期，还可再试1次'
      ])
      const fifth = await postLoginForm(app, phone, '000000', OWNER_IP)
      assert.equal(fifth.statusCode, 429)
      assert.equal(errorText(fifth.body), '验证码错误次数过多，请15分钟后再试')
      // The lock frees as the oldest of those five leaves the window.
      mock.timers.tick(14 * 60_000)
      assert.equal(errorText((await postLoginForm(app, phone, '000000', OWNER_IP)).body), '验证码错误次数过多，请1分钟后再试')
      mock.timers.tick(61_000)
      assert.equal((await postLoginForm(app, phone, '000000', OWNER_IP)).statusCode, 400)
    } finally {
      mock.timers.reset()
      await app.close()
    }
  })

  it('keeps wrong-code counts and locks over a restart', async () => {
    const first = await serverOn()
    const phone = '13712350004'
    assert.equal(body(await sendCode(first.app, phone, OWNER_IP)).code, 200)
    const code = liveCode(first.dir, phone)
    const answers: number[] = []
    for (let i = 0; i < 8; i++) answers.push((await postLoginForm(first.app, phone, wrongFor(code), OWNER_IP)).statusCode)
    assert.deepEqual(answers, [400, 400, 400, 400, 429, 429, 429, 429])
    await first.app.close()
    const restarted = await serverOn(first.dir)
    const other = '13712350005'
    try {
      assert.equal((await postLoginForm(restarted.app, phone, code, OWNER_IP)).statusCode, 429, 'still locked after the restart')
      // Three wrong codes for another phone before the next restart are remembered too.
      for (let i = 0; i < 3; i++) await postLoginForm(restarted.app, other, '000000', STRANGER_IP)
    } finally {
      await restarted.app.close()
    }
    const again = await serverOn(first.dir)
    try {
      assert.match(errorText((await postLoginForm(again.app, other, '000000', STRANGER_IP)).body), /还可再试1次/)
    } finally {
      await again.app.close()
    }
  })

  it('shares the counts between two servers on one data folder', async () => {
    const a = await serverOn()
    const b = await serverOn(a.dir)
    try {
      const phone = '13712350006'
      for (let i = 0; i < 2; i++) assert.equal((await postLoginForm(a.app, phone, '000000', STRANGER_IP)).statusCode, 400)
      for (let i = 0; i < 2; i++) assert.equal((await postLoginForm(b.app, phone, '000000', STRANGER_IP)).statusCode, 400)
      assert.equal((await postLoginForm(a.app, phone, '000000', STRANGER_IP)).statusCode, 429)
      assert.equal((await postLoginForm(b.app, phone, '000000', STRANGER_IP)).statusCode, 429)
    } finally {
      await b.app.close()
      await a.app.close()
    }
  })

  it('limits wrong codes per address over all cellphones (a stranger guessing many phones)', async () => {
    const { app } = await serverOn()
    try {
      for (let i = 0; i < 30; i++) assert.equal((await postLoginForm(app, `1371236${String(i).padStart(4, '0')}`, '000000', STRANGER_IP)).statusCode, 400)
      const refused = await postLoginForm(app, '13712369999', '000000', STRANGER_IP)
      assert.equal(refused.statusCode, 429)
      assert.match(errorText(refused.body), /^当前网络验证码错误次数过多/)
      // The API checks share it; another address is not affected.
      const h = await tokenFor(app)
      const api = await app.inject({
        method: 'POST',
        url: '/api/open/v1/wx/verifyCellphone',
        remoteAddress: STRANGER_IP,
        headers: h,
        payload: { code: '000000', phoneCode: '13712369998' }
      })
      assert.equal(body(api).code, 429)
      assert.equal((await postLoginForm(app, '13712369999', '000000', OWNER_IP)).statusCode, 400)
    } finally {
      await app.close()
    }
  })

  it('counts a wrong code sent with a form (its refusal is not rolled back)', async () => {
    const { app } = await serverOn()
    try {
      const h = await tokenFor(app)
      const values = { name: '路人', cellphone: '13712350007', email: 'a@b.cn', company: '某公司', role: '市场', modules: ['AI 助手'], agree: true }
      const codes: number[] = []
      for (let i = 0; i < 6; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/open/v1/account/submitSurvey?websiteFormId=2',
          headers: h,
          payload: { values, smsCode: '000000' }
        })
        codes.push(body(res).code)
      }
      assert.deepEqual(codes, [400, 400, 400, 400, 429, 429])
    } finally {
      await app.close()
    }
  })
})

import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Account, EntityDataSummary, Page } from '../../types/contract'
import { body, fingerprint, serverWithVisitor, uploaded } from './helpers'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

/** Issue #17 item 12: strict input with clear Chinese messages; nothing loose is stored. */
describe('strict input (trust #12)', () => {
  const v = serverWithVisitor()

  const update = (payload: unknown) =>
    v.s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/updateInfos', headers: v.h, payload: payload as Record<string, unknown> })

  const refused = async (payload: unknown, message: RegExp) => {
    const before = fingerprint(v.s.db)
    const account = v.s.db.prepare('SELECT nick_name, avatar, email FROM accounts ORDER BY id DESC LIMIT 1').get()
    const res = await update(payload)
    const env = body(res)
    assert.equal(env.code, 400, `${JSON.stringify(payload)} → ${res.body}`)
    assert.match(env.message, message)
    assert.deepEqual(fingerprint(v.s.db), before)
    assert.deepEqual(v.s.db.prepare('SELECT nick_name, avatar, email FROM accounts ORDER BY id DESC LIMIT 1').get(), account, 'nothing changed')
  }

  it('refuses a blank nickname ("   " is not stored as "")', () => refused({ nickName: '   ' }, /昵称不能为空/))

  it("refuses avatars that are not this server's images", async () => {
    const elsewhere = ['//evil.example', 'https://evil.example', 'http://localhost:8080'].map(host => `${host}/t.png`)
    // a script, a stored name this server never gave out, a file of the app
    const odd = ['javascript:alert(1)', '/api/open/file/0123456789abcdef0123456789abcdef.png', '/web/h/x.png']
    for (const avatar of [...elsewhere, ...odd]) await refused({ avatar }, /头像只能使用本站上传的图片/)
  })

  it('refuses emails that are not real addresses', async () => {
    for (const email of ['a@b.c<script>', 'a@b', 'a b@c.com', '"x"@y.com', 'a@b.c', 'a@-b.com']) await refused({ email }, /邮箱格式不正确/)
  })

  it('refuses control and bidi characters (U+202E, NUL)', async () => {
    await refused({ nickName: 'abc\u202Egnp.exe' }, /文字方向控制字符/)
    await refused({ nickName: 'a\u0000b' }, /控制字符/)
    await refused({ company: 'x\u0007' }, /控制字符/)
  })

  it('refuses values of the wrong type instead of converting them (["arr"] is not "arr")', async () => {
    await refused({ nickName: ['arr'] }, /昵称类型不正确/)
    await refused({ gender: '1' }, /性别类型不正确/)
    await refused({ nickName: 12345 }, /昵称类型不正确/)
  })

  it('accepts clean input: trimmed nickname, a real email, an uploaded image or a generated avatar', async () => {
    const apiKey = body<Account>(await v.s.app.inject({ url: '/api/ca/v1/personalCenter/currentAccountInfo', headers: v.h })).data.apiKey
    assert.ok(apiKey, 'the account info carries the apiKey')
    const up = await uploaded(v.s.app, apiKey, 'me.png', PNG, 'image/png')
    const res = body<Account>(await update({ nickName: '  小王  ', email: 'wang.xiao+demo@yuntu.example.com', avatar: up.url, gender: 1 }))
    assert.equal(res.code, 200, JSON.stringify(res))
    assert.equal(res.data.nickName, '小王')
    assert.equal(res.data.email, 'wang.xiao+demo@yuntu.example.com')
    assert.equal(res.data.avatar, up.url)
    assert.equal(body(await update({ avatar: '/media/avatar/小王.svg', email: '' })).code, 200)
  })

  it('still takes numbers from the query string (only bodies are exact)', async () => {
    const res = await v.s.app.inject('/api/open/v1/entityData/entityDataList?page=1&size=2')
    assert.equal(body(res).code, 200)
    assert.equal(body<Page<EntityDataSummary>>(res).data.content.length, 2)
  })
})

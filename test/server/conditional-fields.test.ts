/**
 * Conditional form fields (issue #29 item 5, extension conditionalFields): a field with `showWhen` is shown,
 * required and stored only when the earlier answer matches (src/shared/form-conditions.ts, the app's rule too).
 * Demo form 2 asks 公司规模 of 企业用户 only. A server without the extension serves the fields without their
 * conditions and checks submissions against that plain list.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, it } from 'node:test'
import type { Envelope, FormField, WebsiteForm } from '../../types/contract'
import { assertRefused, body, PROMOTER, serverPerSuite, type TestServer, tokenFor } from './helpers'

const base = (cellphone: string) => ({ name: '试用', cellphone, email: 'a@b.cn', company: '测试公司', role: '市场', modules: ['AI 助手'], agree: true })

/** Helpers over one server: form 2's definition, a submission of it as a new visitor, what was stored. */
function formTwo(get: () => TestServer) {
  const field = async (key: string) => {
    const res = await get().app.inject({ url: '/api/open/v1/account/getFormById?id=2' })
    return body<WebsiteForm>(res).data.fields.find(f => f.key === key)
  }
  const submit = async (values: Record<string, unknown>) => {
    const s = get()
    const headers = await tokenFor(s.app)
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/open/v1/account/submitSurvey?websiteFormId=2',
      headers,
      payload: { values, smsCode: '123456' }
    })
    return body<{ submissionId: number }>(res)
  }
  const stored = (id: number) =>
    JSON.parse(get().db.prepare('SELECT form_values FROM form_submissions WHERE id = ?').pluck().get(id) as string) as Record<string, unknown>
  return { field, submit, stored }
}

describe('conditional fields (extension on)', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))
  const { field, submit, stored } = formTwo(() => s)

  it('serves 公司规模 with its condition: shown when 身份 is 企业用户', async () => {
    assert.deepEqual((await field('employees'))?.showWhen, { key: 'identity', equals: '企业用户' })
    assert.equal((await field('employees'))?.required, true)
    assert.deepEqual((await field('identity'))?.options, ['个人用户', '企业用户'])
  })

  it('requires 公司规模 of a 企业用户 and stores it', async () => {
    const missing = await submit({ ...base('13711112222'), identity: '企业用户' })
    assertRefused(missing, 400, /公司规模不能为空/)
    const res = await submit({ ...base('13711112222'), identity: '企业用户', employees: 250 })
    assert.equal(res.code, 200, res.message)
    assert.equal(stored(res.data.submissionId).employees, 250)
  })

  it('takes a 个人用户 without 公司规模, and drops one sent anyway (a hidden field is never stored)', async () => {
    const without = await submit({ ...base('13612345678'), identity: '个人用户' })
    assert.equal(without.code, 200, without.message)
    assert.equal('employees' in stored(without.data.submissionId), false)
    // Another visitor and phone: the first phone is its visitor's now, who sent the form already.
    const sent = await submit({ ...base('13912345678'), identity: '个人用户', employees: 'not a number' })
    assert.equal(sent.code, 200, sent.message)
    const values = stored(sent.data.submissionId)
    assert.equal(values.identity, '个人用户')
    assert.equal('employees' in values, false)
  })

  it('hides the field when the earlier answer is missing', async () => {
    const res = await submit({ ...base('13811112222'), employees: 10 })
    assert.equal(res.code, 200, res.message)
    assert.equal('employees' in stored(res.data.submissionId), false)
  })

  it('applies the same rule to a promoter registering someone (behalfSubmit) and editing them (modifyProfileData)', async () => {
    // Form 1 (the summit's sign-up form) gets a conditional field for this test.
    const write = new Database(path.join(s.dir, 'app.sqlite'))
    try {
      const fields = JSON.parse(write.prepare('SELECT fields FROM forms WHERE id = 1').pluck().get() as string) as FormField[]
      const at = fields.findIndex(f => f.key === 'industry') + 1
      fields.splice(at, 0, {
        key: 'school',
        label: '学校名称',
        type: 'TEXT',
        required: true,
        placeholder: '',
        options: [],
        showWhen: { key: 'industry', equals: ['教育'] }
      })
      write.prepare('UPDATE forms SET fields = ? WHERE id = 1').run(JSON.stringify(fields))
    } finally {
      write.close()
    }
    const eventId = s.db.prepare('SELECT content_entity_id FROM forms WHERE id = 1').pluck().get() as number
    const headers = await tokenFor(s.app, PROMOTER)
    const behalf = (values: Record<string, unknown>) =>
      s.app.inject({
        method: 'POST',
        url: '/api/open/v1/account/form/behalfSubmit',
        headers,
        payload: { websiteFormId: 1, submitFormType: 'REGISTER_EVENT', contentEntityId: eventId, values }
      })
    const person = (cellphone: string) => ({ name: '代报名', cellphone, company: '某校', agree: true })
    const missing = body(await behalf({ ...person('13700001111'), industry: '教育' }))
    assertRefused(missing, 400, /学校名称不能为空/)
    const added = body<{ attendeeId: number }>(await behalf({ ...person('13700001111'), industry: '教育', school: '一中' }))
    assert.equal(added.code, 200, added.message)
    const valuesOf = (id: number) =>
      JSON.parse(s.db.prepare('SELECT form_values FROM attendees WHERE id = ?').pluck().get(id) as string) as Record<string, unknown>
    assert.equal(valuesOf(added.data.attendeeId).school, '一中')
    // Switching 所属行业 away from 教育 hides 学校名称: the saved answer is dropped, not refused.
    const edited = body(
      await s.app.inject({
        method: 'POST',
        url: `/api/open/v1/account/form/modifyProfileData?attendeeId=${added.data.attendeeId}`,
        headers,
        payload: { values: { industry: '医疗' } }
      })
    )
    assert.equal(edited.code, 200, edited.message)
    assert.equal(valuesOf(added.data.attendeeId).industry, '医疗')
    assert.equal('school' in valuesOf(added.data.attendeeId), false)
  })
})

describe('conditional fields on a server without the extension', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })
  const { field, submit, stored } = formTwo(() => s)

  it('serves every field plain: no condition, and 公司规模 optional, so any visitor can send the form', async () => {
    const res = await s.app.inject({ url: '/api/open/v1/account/getFormById?id=2' })
    const fields = (JSON.parse(res.body) as Envelope<WebsiteForm>).data.fields
    assert.equal(
      fields.some(f => 'showWhen' in f),
      false
    )
    assert.equal((await field('employees'))?.required, false)
  })

  it('checks submissions against the plain list: 公司规模 is optional and kept whatever 身份 says', async () => {
    const without = await submit({ ...base('13711112222'), identity: '企业用户' })
    assert.equal(without.code, 200, without.message)
    const kept = await submit({ ...base('13612345678'), identity: '个人用户', employees: 30 })
    assert.equal(kept.code, 200, kept.message)
    assert.equal(stored(kept.data.submissionId).employees, 30)
  })
})

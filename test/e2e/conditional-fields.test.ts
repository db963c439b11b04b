/**
 * Issue #29 item 5: conditional form fields, on the 申请试用 form (pages/form/index?id=2) from a fresh browser
 * with no session. Picking 企业用户 brings 公司规模 up, 个人用户 takes it away again, and the form is sent
 * without it. Against a server without the extensions the form shows every field, 公司规模 optional, and is
 * sent as before.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, realErrors, shot, type Stack, tickAgreement, topPage as top, typeInto } from './harness'
import { stackPerSuite } from './suite'
import { dbQuery, fillForm2Contact, freshForm2, sendForm2 } from './journey-tools'

let browser: Browser

before(async () => {
  browser = await launchBrowser()
})
after(() => browser?.close())

/** The fields form 2 always asks, SMS code included (a fixture phone: the fixed code proves it). */
async function fillRequired(page: Page, cellphone: string): Promise<void> {
  await fillForm2Contact(page, { name: '沈条件', cellphone, email: 'shen@example.com', company: '个人工作室' })
  await top(page).getByText('销售', { exact: true }).click()
  await top(page).getByText('内容中心', { exact: true }).click()
  await tickAgreement(page)
}

const submitted = (stack: Stack, cellphone: string) => {
  const rows = dbQuery<{ form_values: string }>(stack, 'SELECT form_values FROM form_submissions WHERE form_id = 2 ORDER BY id DESC LIMIT 5')
  const mine = rows.map(r => JSON.parse(r.form_values) as Record<string, unknown>).find(v => v.cellphone === cellphone)
  assert.ok(mine, `a submission of ${cellphone}`)
  return mine
}

/** The 公司规模 field as the visitor (and a screen reader) finds it. */
const sizeField = (page: Page) => top(page).getByLabel('公司规模', { exact: true })

describe('a field shown only for one answer', () => {
  const server = stackPerSuite()

  it('brings 公司规模 up for 企业用户, takes it away for 个人用户, and sends the form without it', async () => {
    const { page, context, errors, toasts } = await freshForm2(browser, server.stack)
    await top(page).getByText('身份', { exact: true }).waitFor()
    assert.equal(await sizeField(page).count(), 0, 'hidden before 身份 is answered')
    await top(page).getByText('企业用户', { exact: true }).click()
    await sizeField(page).waitFor({ timeout: 5000 })
    await typeInto(page, '公司规模', '80')
    await shot(page, 'conditional-field-shown')
    await top(page).getByText('个人用户', { exact: true }).click()
    await sizeField(page).waitFor({ state: 'detached', timeout: 5000 })
    await shot(page, 'conditional-field-hidden')
    await fillRequired(page, '13612345678')
    await sendForm2(page, toasts)
    const values = submitted(server.stack, '13612345678')
    assert.equal(values.identity, '个人用户')
    assert.equal('employees' in values, false, '公司规模 was not sent')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })

  it('asks 公司规模 of 企业用户 before sending, then stores it', async () => {
    const { page, context, toasts } = await freshForm2(browser, server.stack)
    await fillRequired(page, '13711112222')
    await top(page).getByText('企业用户', { exact: true }).click()
    await top(page).getByRole('button', { name: '申请试用' }).click()
    await top(page).getByText('请填写公司规模').waitFor({ timeout: 5000 })
    await typeInto(page, '公司规模', '120')
    await sendForm2(page, toasts)
    const values = submitted(server.stack, '13711112222')
    assert.equal(values.identity, '企业用户')
    assert.equal(values.employees, 120)
    await context.close()
  })
})

describe('form 2 on a server without the extensions', () => {
  const server = stackPerSuite({ extensions: [] })

  it('shows every field, 公司规模 optional, and sends the form without it', async () => {
    const { page, context, errors, toasts } = await freshForm2(browser, server.stack)
    await sizeField(page).waitFor({ timeout: 10000 })
    await fillRequired(page, '13612345678')
    await top(page).getByText('个人用户', { exact: true }).click()
    // Still there: a spec server has no conditions, and the field is not required.
    assert.equal(await sizeField(page).count(), 1)
    await shot(page, 'conditional-field-no-extension')
    await sendForm2(page, toasts)
    const values = submitted(server.stack, '13612345678')
    assert.equal(values.identity, '个人用户')
    assert.equal(values.employees ?? null, null)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

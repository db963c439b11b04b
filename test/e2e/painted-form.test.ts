/**
 * The lead form before the app (docs/first-paint.md "The form page"): filled and sent in a browser without script,
 * ending on the painted success page; and typed into before the app's script has run, then taken over by the app
 * with everything typed still there, and sent by the app.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { SMS_CODE, shot, topPage as top } from './harness'
import { dbQuery } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()
const FORM = '/pages/form/index?id=2'

/** Fills the painted form's fields below name and phone (`scope`: a selector before each field's) and ticks the agreement. */
async function fillTheRest(page: Page, scope: string, answers: { email: string; company: string; role: string; module: string }): Promise<void> {
  await page.fill(`${scope}[name="field-__smsCode"]`, SMS_CODE)
  await page.fill(`${scope}[name="field-email"]`, answers.email)
  await page.fill(`${scope}[name="field-company"]`, answers.company)
  await page.check(`${scope}[name="field-role"][value="${answers.role}"]`)
  await page.check(`${scope}[name="field-modules"][value="${answers.module}"]`)
  await page.check(`${scope}[name="field-agree"]`)
}

describe('the painted lead form', () => {
  it('is filled and sent without script, ending on the painted success page', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 }, deviceScaleFactor: 1, locale: 'zh-CN' })
    try {
      const page = await context.newPage()
      await e2e.go(page, FORM)
      // the app's rem size without Taro's inline script that sets it (20px on a 375 px screen)
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), '20px')
      await shot(page, 'painted-form')
      await page.fill('[name="field-name"]', '无脚本')
      await page.fill('[name="field-cellphone"]', '13711112222')
      await page.click('button[value="send"]')
      await page.waitForSelector('.form-field__error')
      assert.equal(await page.inputValue('[name="field-name"]'), '无脚本')
      await shot(page, 'painted-form-errors')
      await fillTheRest(page, '', { email: 'nojs@example.com', company: '无脚本公司', role: 'IT', module: '数据平台' })
      await page.click('button[value="send"]')
      await page.waitForURL(/\/pages\/form\/success\/index\?submissionId=\d+/)
      assert.match(await page.locator('#fp').innerText(), /提交成功/)
      await shot(page, 'painted-form-success')
      const rows = dbQuery<{ n: number }>(e2e.stack, "SELECT COUNT(*) AS n FROM form_submissions WHERE form_values LIKE '%无脚本公司%'")
      assert.equal(rows[0].n, 1)
    } finally {
      await context.close()
    }
  })

  it('keeps what was typed before the app took over, and the app sends it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 1, locale: 'zh-CN' })
    try {
      const page = await context.newPage()
      // The app's scripts wait until the visitor has typed.
      let release!: () => void
      const typed = new Promise<void>(resolve => (release = resolve))
      await page.route(/\/web\/h\/js\//, async route => {
        await typed
        await route.continue()
      })
      await e2e.go(page, FORM)
      await page.fill('#fp [name="field-name"]', '先填后到')
      await page.fill('#fp [name="field-cellphone"]', '13612345678')
      await fillTheRest(page, '#fp ', { email: 'early@example.com', company: '先到公司', role: '销售', module: 'AI 助手' })
      // The date and the description too: the browser's date input and a textarea, the app's own native controls.
      const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
      await page.fill('#fp [name="field-date"]', day)
      await page.fill('#fp [name="field-needs"]', '先看演示')
      release()
      await page.waitForSelector('#fp', { state: 'detached', timeout: 30000 })
      const form = top(page)
      assert.equal(await form.getByRole('textbox', { name: '姓名' }).inputValue(), '先填后到')
      assert.equal(await form.getByRole('textbox', { name: '公司名称' }).inputValue(), '先到公司')
      assert.equal(await form.locator('input[aria-label="短信验证码"]').inputValue(), SMS_CODE)
      assert.equal(await form.locator('input[type=radio][value="销售"]').isChecked(), true)
      assert.equal(await form.locator('input[type=checkbox][value="AI 助手"]').isChecked(), true)
      assert.equal(await form.getByRole('checkbox', { name: /^我已阅读并同意/ }).isChecked(), true)
      assert.equal(await form.getByLabel(`期望演示日期：${day}`).inputValue(), day)
      assert.equal((await form.locator('.form-date').textContent())?.trim(), day)
      assert.equal(await form.getByRole('textbox', { name: '需求描述' }).inputValue(), '先看演示')
      await form.getByRole('button', { name: '申请试用' }).click()
      await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 15000 })
      const rows = dbQuery<{ form_values: string }>(e2e.stack, "SELECT form_values FROM form_submissions WHERE form_values LIKE '%先到公司%'")
      assert.equal(rows.length, 1)
      assert.deepEqual(JSON.parse(rows[0].form_values).modules, ['AI 助手'])
      assert.equal(JSON.parse(rows[0].form_values).date, day)
      assert.equal(JSON.parse(rows[0].form_values).needs, '先看演示')
    } finally {
      await context.close()
    }
  })
})

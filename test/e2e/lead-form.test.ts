/**
 * Issue #27 item 1: the 申请试用 lead form (pages/form/index?id=2) with 所在地区 picked, from a fresh browser
 * with no session, by tapping and typing, sent end to end with the real address data. A province alone, the
 * × (清除所在地区) and a draft with an older region are proven cheaper: jest
 * `test/pages/forms/region-picker.test.tsx`, `test/features/forms/draft.test.ts` and server
 * `test/server/forms-region.test.ts`.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { realErrors, shot, topPage as top, tickAgreement } from './harness'
import { dbQuery, fillForm2Contact, freshForm2, sendForm2, waitForToast } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()

/** The level buttons of 所在地区, as a visitor reads them. */
const regionLevels = (page: Page) =>
  top(page)
    .locator('[aria-label^="所在地区："]')
    .evaluateAll(els => els.map(el => (el.textContent || '').trim()))

/** Everything form 2 asks for except the region, SMS code included (a demo phone: the fixed code proves it). */
async function fillTheRest(page: Page, cellphone: string): Promise<void> {
  await fillForm2Contact(page, { name: '林区域', cellphone, email: 'lin@example.com', company: '北辰咨询' })
  await top(page).getByText('市场', { exact: true }).click()
  await top(page).getByText('数据平台', { exact: true }).click()
  await tickAgreement(page)
  // The ticks are drawn in CSS over native inputs (controls.h5.tsx): no icon font is declared for them any more, and
  // the agreement's box is ticked and shows its tick.
  const iconFont = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].filter(face => face.family.replace(/"/g, '') === 'weui').map(face => face.status)
  })
  assert.deepEqual(iconFont, [], 'no icon font is declared for the ticks')
  const agreement = top(page).getByRole('checkbox', { name: /^我已阅读并同意/ })
  assert.equal(await agreement.isChecked(), true, 'the agreement is ticked')
  const tick = await agreement.evaluate(input => getComputedStyle(input.nextElementSibling as Element, '::after').display)
  assert.equal(tick, 'block', 'its tick is drawn')
}

const lastRegion = (cellphone: string) => {
  const rows = dbQuery<{ form_values: string }>(e2e.stack, 'SELECT form_values FROM form_submissions WHERE form_id = 2 ORDER BY id DESC LIMIT 5')
  const mine = rows.map(r => JSON.parse(r.form_values)).find(v => v.cellphone === cellphone)
  assert.ok(mine, `a submission of ${cellphone}`)
  return mine.region
}

describe('所在地区 on the lead form', () => {
  it('finds a district of any province by searching each level of the sheet', async () => {
    const { page, context, errors, toasts } = await freshForm2(e2e.browser, e2e.stack)
    await fillTheRest(page, '13912345678')
    await top(page).getByRole('button', { name: '所在地区：省份' }).click()
    const sheet = top(page).getByRole('dialog', { name: '选择所在地区' })
    assert.ok((await sheet.getByRole('option').count()) >= 34, 'every province is offered')
    // The form behind the sheet is dimmed.
    const mask = await top(page)
      .locator('.region-sheet .sheet__mask')
      .evaluate(el => getComputedStyle(el).backgroundColor)
    assert.notEqual(mask, 'rgba(0, 0, 0, 0)', `the mask dims the form: ${mask}`)
    for (const [level, search, name] of [
      ['省份', '四川', '四川省'],
      ['城市', '成都', '成都市'],
      ['区县', '武侯', '武侯区']
    ]) {
      // A search input (Taro draws it type=search): its native control carries the label.
      const box = sheet.locator(`input[aria-label="搜索${level}"]`)
      await box.fill(search)
      await sheet.getByRole('option', { name, exact: true }).waitFor({ timeout: 5000 })
      assert.equal(await sheet.getByRole('option').count(), 1, `${search} finds ${name} alone`)
      if (level === '省份') await shot(page, 'lead-form-region-search')
      await sheet.getByRole('option', { name, exact: true }).click()
    }
    await sheet.waitFor({ state: 'detached', timeout: 5000 })
    assert.deepEqual(await regionLevels(page), ['四川省', '成都市', '武侯区'])
    await sendForm2(page, toasts)
    await waitForToast(toasts, /已登录，已提交/)
    assert.deepEqual(lastRegion('13912345678'), ['四川省', '成都市', '武侯区'])
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

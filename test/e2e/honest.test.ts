/**
 * Issue #27 items 8 and 10, from a fresh browser with no session: the AI assistant says plainly when the
 * site has no answer (with the company's hotline) instead of offering unrelated content, and still answers
 * what the site covers; the enterprise-contact gate of article 27 opens only once the server says the
 * contact was added, not on the visitor's 我已添加 (the demo counts it a few seconds after the code showed).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newPhone, realErrors, shot, topPage as top, tookOver } from './harness'
import { askAssistant, gatedArticleId, waitForToast, watchToasts } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()
const { api } = e2e
/** How long after its code showed the demo counts an enterprise contact as added (the server's default). */
const DEMO_CP_ADD_DELAY_MS = 5000

describe('the assistant when the site has no answer (item 8)', () => {
  it('says it does not know, with the hotline, and links nothing; and still answers what the site covers', async () => {
    const company = await api<{ servicePhone: string }>('/open/v1/company/companyInfo')
    const { page, context, errors } = await newPhone(e2e.browser)
    await page.goto(`${e2e.stack.baseUrl}/pages/ai/index`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await top(page)
      .getByText(/AI 助手小云/)
      .first()
      .waitFor({ timeout: 20000 })
    for (const question of ['下周上海的天气怎么样？', '你们CEO的手机号是多少']) {
      const answer = await askAssistant(page, question)
      const text = (await answer.textContent()) || ''
      assert.match(text, /这个问题我暂时无法从网站内容中找到答案/, `${question}: ${text}`)
      assert.ok(text.includes(company.servicePhone), `${question}: the hotline ${company.servicePhone}`)
      assert.equal(await answer.locator('.ai-msg__link, .ai-card, a').count(), 0, `${question}: no content offered as the answer`)
      assert.ok(!/峰会|表单|OKR/.test(text), `${question}: nothing unrelated: ${text}`)
    }
    await shot(page, 'honest-ai-no-answer')
    const known = await askAssistant(page, '私域运营怎么做？')
    // The content as the plain 相关内容 list, or as cards when the server offers them (extension assistantCards).
    const content = known.locator('.ai-msg__link, .ai-card__title')
    assert.ok((await content.count()) >= 1, 'a question the site covers still gets its content')
    assert.match((await content.first().textContent()) || '', /私域/)
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('the enterprise-contact gate of article 27 (item 10)', () => {
  it('does not open on 我已添加 alone; it opens once the server says the contact was added', async () => {
    const gatedId = await gatedArticleId(api)
    const phone = await newPhone(e2e.browser)
    const { page, context, errors } = phone
    const toasts = await watchToasts(page)
    await page.goto(`${e2e.stack.baseUrl}/pages/article/index?id=${gatedId}`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    await page.waitForURL(u => u.pathname === '/web/h/pages/cp-contact/index', { timeout: 25000, waitUntil: 'commit' })
    const onGate = () => new URL(page.url()).pathname === '/web/h/pages/cp-contact/index'
    const done = () => top(page).getByRole('button', { name: '我已添加' })
    // A visitor without a session is signed in on the first tap and comes back to the gate; whatever the
    // path, the code is now shown to their account and 我已添加 right away is not enough.
    const openedOnWord = () => new URL(page.url()).pathname === '/web/h/pages/article/index'
    for (let i = 0; i < 3; i++) {
      await Promise.race([
        top(page).locator('[data-testid="gate-title"]').waitFor({ timeout: 20000 }),
        page.waitForURL(u => u.pathname === '/web/h/pages/article/index', { timeout: 20000, waitUntil: 'commit' })
      ]).catch(() => undefined)
      assert.ok(!openedOnWord(), 'the article opened on 我已添加 alone, before the server saw the contact added')
      await done().click()
      const said = await waitForToast(toasts, /还未检测到添加，请扫码添加后再试/, 4000).then(
        () => true,
        () => false
      )
      if (said) break
    }
    await waitForToast(toasts, /还未检测到添加，请扫码添加后再试/, 1000)
    assert.ok(onGate(), 'still on the gate: 我已添加 alone opened nothing')
    await top(page)
      .getByText(/即可查看/)
      .first()
      .waitFor()
    await shot(page, 'honest-gate-not-yet')
    // The demo's messenger reports the contact DEMO_CP_ADD_DELAY_S (5 s) after the code was shown: once the server's
    // clock has passed that, asking again (as a visitor who scanned would) opens the article.
    e2e.stack.advanceClock(DEMO_CP_ADD_DELAY_MS)
    await done().click()
    await page.waitForURL(u => u.pathname === '/web/h/pages/article/index' && u.searchParams.get('id') === String(gatedId), {
      timeout: 15000,
      waitUntil: 'commit'
    })
    await top(page).getByText('私域 SOP').first().waitFor({ timeout: 15000 })
    await top(page).locator('[data-testid="star-button"]').waitFor({ timeout: 15000 })
    await shot(page, 'honest-gate-open')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

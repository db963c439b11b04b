/**
 * Engagement journeys in a real browser against the real server: a streamed AI answer (a real text/event-stream)
 * whose card opens the content, and a poster loaded as an image and saved through a real download. The lottery,
 * the poster page, the business card and the web view's refusals are proved in jest
 * (test/pages/engagement/lottery.test.tsx, links-posters.test.tsx, test/pages/home/home.test.tsx) and the poster
 * image in test/server/posters.test.ts.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Page } from 'playwright-core'
import { loginAs, MEMBER_PHONE, openPage, realErrors, shot, type Stack, startE2E, stopE2E } from './harness'

let stack: Stack
let browser: Browser

// The assistant streams at the server's own pace (25 ms a piece, server/config.ts), not the harness's 5 ms: at 5 ms a
// loaded machine drew the whole answer before the test could see it streaming.
before(async () => ({ stack, browser } = await startE2E({ aiStreamDelayMs: 25 })))
after(() => stopE2E({ stack, browser }))

/** The page on top of Taro's stack (earlier pages stay in the DOM, hidden). */
const top = (page: Page) => page.locator('.taro_page').last()

describe('AI assistant', () => {
  it('streams an answer whose cards are real content, and a card opens it', async () => {
    const { page, context, errors } = await openPage(browser, stack, '/pages/404/index')
    await loginAs(page, stack, MEMBER_PHONE, '/pages/ai/index')
    const view = top(page)
    await view.getByText(/AI 助手小云/).waitFor({ timeout: 15000 })
    let streamed = false
    page.on('response', res => {
      if (res.url().includes('/beforeStreamChat') && /event-stream/.test(res.headers()['content-type'] || '')) streamed = true
    })
    // Part of the answer is on screen while the stream is still open. An observer notes it at
    // the commit that draws it: polling could miss it on a loaded machine that draws the rest first.
    await page.evaluate(() => {
      const seen = window as unknown as { partialAnswer?: string }
      new MutationObserver((_, observer) => {
        const text = document.querySelector('[data-status="streaming"] .ai-answer')?.textContent?.trim()
        if (!text) return
        seen.partialAnswer = text
        observer.disconnect()
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await view.getByRole('textbox', { name: '输入你的问题' }).fill('私域运营怎么做？')
    await view.locator('[aria-label="发送"]').click()
    await page.waitForFunction(() => !!(window as unknown as { partialAnswer?: string }).partialAnswer, null, { timeout: 15000 })
    await view.locator('[data-status="streaming"]').waitFor({ state: 'detached', timeout: 15000 })
    assert.ok(streamed, 'the answer came over text/event-stream')
    // The text sums the answer up; its cards are the articles it found, each opening its page.
    const card = view.locator('.ai-msg--assistant').last().locator('.ai-card').first()
    await card.waitFor({ timeout: 15000 })
    await shot(page, 'ai-chat')
    const id = ((await card.getAttribute('data-testid')) || '').replace('ai-card-', '')
    const title = ((await card.locator('.ai-card__title').textContent()) || '').trim()
    await card.locator('.ai-card__body').click()
    await page.waitForURL(url => /\/pages\/(article|video|course|material|case|product)\/index$/.test(url.pathname) && url.search.includes(`id=${id}`), {
      timeout: 10000
    })
    await top(page).getByText(title).first().waitFor({ timeout: 10000 })
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('posters', () => {
  it('shows a poster as a loaded image and saves it as a PNG from a fresh phone (signed in silently as a visitor first)', async () => {
    const { page, context, errors } = await openPage(browser, stack, '/pages/poster/index?id=1')
    // The image the server drew has loaded and decoded in the page.
    await page.waitForFunction(
      () => {
        const el = document.querySelector<HTMLImageElement>('.poster__img img')
        return !!el && el.complete && el.naturalWidth > 0
      },
      null,
      { timeout: 20000 }
    )
    const save = top(page).getByText('保存图片', { exact: true })
    await save.waitFor({ timeout: 20000 })
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()])
    assert.match(download.suggestedFilename(), /^poster-1\.png$/)
    // Read through the connection: a browser the worker shares has no local path for it.
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray())
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'the download is a PNG')
    assert.ok(bytes.length > 10_000)
    await shot(page, 'poster-saved')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

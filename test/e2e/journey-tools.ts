/**
 * Small tools the browser journeys share: toasts the page showed, the server's database read directly, the box a
 * text sits in, a question to the assistant, form 2's contact fields and the demo's gated article.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Browser, Locator, Page } from 'playwright-core'
import { newPhone, topPage as top, tookOver, typeInto, type Stack } from './harness'

/** Every toast text shown from now on (Taro's H5 toast), collected in the page; call before the first goto. */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  // A plain script (a compiled function would carry the test compiler's helpers into the page).
  await page.addInitScript(`
    window.__toasts = []
    new MutationObserver(function () {
      var seen = window.__toasts
      document.querySelectorAll('.taro__toast').forEach(function (el) {
        var text = (el.innerText || '').trim()
        if (text && getComputedStyle(el).display !== 'none' && seen[seen.length - 1] !== text) seen.push(text)
      })
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  `)
  return () => page.evaluate('window.__toasts || []') as Promise<string[]>
}

/** Waits until a toast matching `pattern` was shown; answers every toast seen. */
export async function waitForToast(read: () => Promise<string[]>, pattern: RegExp, timeout = 10000): Promise<string[]> {
  const started = Date.now()
  let seen = await read().catch(() => [] as string[])
  while (!seen.some(t => pattern.test(t)) && Date.now() - started < timeout) {
    await new Promise(r => setTimeout(r, 100))
    seen = await read().catch(() => seen)
  }
  assert.ok(
    seen.some(t => pattern.test(t)),
    `a toast matching ${pattern} (seen: ${JSON.stringify(seen)})`
  )
  return seen
}

/** Reads the stack's database (a second, read-only connection). */
export function dbQuery<T>(stack: Stack, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(stack.dataDir, 'app.sqlite'), { readonly: true })
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/** How far the middle of an element's text lies from the middle of its own box, vertically and horizontally (px). */
export async function labelOffset(button: Locator): Promise<{ dy: number; dx: number; text: string }> {
  return button.evaluate(el => {
    const box = el.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(el)
    const rects = Array.from(range.getClientRects()).filter(r => r.width > 0 && r.height > 0)
    const top = Math.min(...rects.map(r => r.top))
    const bottom = Math.max(...rects.map(r => r.bottom))
    const left = Math.min(...rects.map(r => r.left))
    const right = Math.max(...rects.map(r => r.right))
    return {
      dy: Math.abs((top + bottom) / 2 - (box.top + box.bottom) / 2),
      dx: Math.abs((left + right) / 2 - (box.left + box.right) / 2),
      text: (el.textContent || '').trim()
    }
  })
}

/** Asks the assistant (its page open) and waits until the answer to this question is complete; answers its bubble. */
export async function askAssistant(page: Page, text: string): Promise<Locator> {
  await top(page).getByRole('textbox', { name: '输入你的问题' }).fill(text)
  await top(page).locator('[aria-label="发送"]').click()
  await page.waitForFunction(
    q => {
      const msgs = Array.from(document.querySelectorAll('.ai-msg'))
      const last = msgs[msgs.length - 1]
      const prev = msgs[msgs.length - 2]
      return !!last && last.getAttribute('data-status') === 'done' && !!prev && (prev.textContent || '').trim() === q
    },
    text,
    { timeout: 30000 }
  )
  return top(page).locator('.ai-msg--assistant[data-status="done"]').last()
}

/** A fresh phone (no session) on form 2, 申请试用, its toasts recorded. */
export async function freshForm2(browser: Browser, stack: Stack) {
  const phone = await newPhone(browser)
  const toasts = await watchToasts(phone.page)
  await phone.page.goto(`${stack.baseUrl}/pages/form/index?id=2`, { waitUntil: 'domcontentloaded' })
  await tookOver(phone.page)
  await top(phone.page).getByText('产品试用申请').first().waitFor({ timeout: 20000 })
  return { ...phone, toasts }
}

/** Types form 2's name and phone and asks for the SMS code, waiting until the resend countdown shows. */
export async function askForm2Code(page: Page, name: string, cellphone: string): Promise<void> {
  await typeInto(page, '姓名', name)
  await typeInto(page, '手机号', cellphone)
  await top(page).getByRole('button', { name: '获取验证码' }).click()
  await top(page)
    .getByText(/s 后重发/)
    .waitFor({ timeout: 10000 })
}

/** Form 2's contact answers: name, phone and its SMS code (a fixture phone: the fixed code 123456 proves it), email, company. */
export async function fillForm2Contact(page: Page, who: { name: string; cellphone: string; email: string; company: string }): Promise<void> {
  await askForm2Code(page, who.name, who.cellphone)
  await typeInto(page, '短信验证码', '123456')
  await typeInto(page, '邮箱', who.email)
  await typeInto(page, '公司名称', who.company)
}

/** Sends form 2 (a fresh visitor is signed in silently on the way) and waits for the success page; else fails saying why. */
export async function sendForm2(page: Page, toasts: () => Promise<string[]>): Promise<void> {
  await top(page).getByRole('button', { name: '申请试用' }).click()
  await page.waitForURL(/\/pages\/form\/success\/index/, { timeout: 30000, waitUntil: 'commit' }).catch(async () => {
    assert.fail(`the form was not sent; toasts: ${JSON.stringify(await toasts())}; on screen: ${await top(page).innerText()}`)
  })
}

/** The demo's article gated by the enterprise-contact code (会员专享), as anonymous visitors list it. */
export async function gatedArticleId(api: <T>(apiPath: string) => Promise<T>): Promise<number> {
  const rows = await api<{ content: { id: number; title: string }[] }>('/open/v1/entityData/entityDataList?entityType=ARTICLE&page=1&size=100')
  const gated = rows.content.find(r => r.title.includes('会员专享'))
  assert.ok(gated, 'the demo has the gated article')
  return gated.id
}

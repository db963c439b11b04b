/**
 * Small tools the issue #27 journeys share (lead form, assistant and gate, dead ends, the unfinished look):
 * toasts the page showed, the server's database read directly, and the box a text sits in.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Locator, Page } from 'playwright-core'
import type { Stack } from './harness'

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

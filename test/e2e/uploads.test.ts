import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, MEMBER_PHONE, realErrors, shot, startStack, type Stack, signedInPhone } from './harness'

/**
 * Issue #16 item 2: uploads work in the browser. A fresh browser (no session) signs in through the real login
 * page, changes the avatar with a real PNG, and fills form 2's 名片照片 (real JPEG) and 需求文档 (real PDF).
 * The files are real: Chromium's own screenshot (PNG, JPEG) and printed page (PDF).
 */
describe('uploads in the browser (#16.2)', () => {
  let stack: Stack
  let browser: Browser
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-e2e-'))
  const files = { png: path.join(dir, '我的头像.png'), jpeg: path.join(dir, '名片-王五.jpg'), pdf: path.join(dir, '需求说明书.pdf') }

  before(async () => {
    stack = await startStack()
    browser = await launchBrowser()
    const maker = await browser.newPage({ viewport: { width: 240, height: 240 } })
    await maker.setContent(
      '<body style="margin:0;background:linear-gradient(135deg,#2b6cff,#ffb02b)"><h1 style="font:48px sans-serif;color:#fff;padding:40px">王</h1></body>'
    )
    fs.writeFileSync(files.png, await maker.screenshot({ type: 'png' }))
    fs.writeFileSync(files.jpeg, await maker.screenshot({ type: 'jpeg', quality: 80 }))
    await maker.setContent('<h1>需求说明书</h1><p>Requirements for the trial.</p>')
    fs.writeFileSync(files.pdf, await maker.pdf({ format: 'A4' }))
    await maker.close()
    // The files are what they say they are.
    assert.equal(fs.readFileSync(files.png).subarray(1, 4).toString(), 'PNG')
    assert.equal(fs.readFileSync(files.jpeg)[0], 0xff)
    assert.equal(fs.readFileSync(files.pdf).subarray(0, 5).toString(), '%PDF-')
  })
  after(async () => {
    await browser?.close()
    await stack?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** Taps what opens the file picker and picks `file`. */
  async function pick(page: Page, tap: () => Promise<void>, file: string) {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10000 }), tap()])
    await chooser.setFiles(file)
  }

  const imageLoaded = (page: Page, selector: string) =>
    page.waitForFunction(
      sel => {
        const img = document.querySelector(sel) as HTMLImageElement | null
        return !!img && img.complete && img.naturalWidth > 0 && /\/api\/open\/file\/[0-9a-f]{32}\.(png|jpg)$/.test(img.currentSrc || img.src)
      },
      selector,
      { timeout: 15000 }
    )

  it('changes the avatar with a real PNG on account/info', async () => {
    const { page, errors } = await signedInPhone(browser, stack, MEMBER_PHONE, '/pages/account/info/index')
    const row = page.getByRole('button', { name: '更换头像' })
    await row.waitFor({ timeout: 15000 })
    await pick(page, () => row.click(), files.png)
    await page.getByText('头像已更新').waitFor({ timeout: 15000 })
    await imageLoaded(page, '.account-info__avatar-img img, img.account-info__avatar-img')
    await shot(page, 'uploads-avatar')
    const saved = await page.evaluate(async () => {
      const img = document.querySelector('.account-info__avatar-img img, img.account-info__avatar-img') as HTMLImageElement
      const res = await fetch(img.currentSrc || img.src)
      return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition') }
    })
    assert.equal(saved.type, 'image/png')
    assert.match(String(saved.disposition), new RegExp(encodeURIComponent('我的头像.png')))
    assert.deepEqual(realErrors(errors), [])
    await page.context().close()
  })

  it('uploads a real JPEG to 名片照片 and a real PDF to 需求文档 on form 2', async () => {
    const { page, errors } = await signedInPhone(browser, stack, MEMBER_PHONE, '/pages/form/index?id=2')
    const card = page.getByRole('button', { name: '上传名片照片' })
    await card.waitFor({ timeout: 15000 })
    await pick(page, () => card.click(), files.jpeg)
    await imageLoaded(page, '.form-upload__preview img, img.form-upload__preview')
    await page.getByRole('button', { name: '更换名片照片' }).waitFor({ timeout: 15000 })

    const doc = page.getByRole('button', { name: '上传需求文档' })
    await doc.scrollIntoViewIfNeeded()
    await pick(page, () => doc.click(), files.pdf)
    await page.getByText('需求说明书.pdf').waitFor({ timeout: 15000 })
    await page.getByText('需求说明书.pdf').scrollIntoViewIfNeeded()
    await shot(page, 'uploads-form2')
    assert.equal(await page.getByText('不支持的文件类型').count(), 0)
    // The JPEG is stored and served as a JPEG (typed by its bytes).
    const type = await page.evaluate(async () => {
      const img = document.querySelector('.form-upload__preview img, img.form-upload__preview') as HTMLImageElement
      return (await fetch(img.currentSrc || img.src)).headers.get('content-type')
    })
    assert.equal(type, 'image/jpeg')
    assert.deepEqual(realErrors(errors), [])
    await page.context().close()
  })

  it("shows the server's Chinese message when the file is not an accepted type", async () => {
    const fake = path.join(dir, '照片.png')
    fs.writeFileSync(fake, '<html><script>alert(1)</script></html>')
    const { page } = await signedInPhone(browser, stack, MEMBER_PHONE, '/pages/form/index?id=2')
    const card = page.getByRole('button', { name: '上传名片照片' })
    await card.waitFor({ timeout: 15000 })
    await pick(page, () => card.click(), fake)
    await page
      .getByText(/不支持的文件类型/)
      .first()
      .waitFor({ timeout: 15000 })
    await shot(page, 'uploads-refused')
    await page.context().close()
  })
})

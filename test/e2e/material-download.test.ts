/**
 * A material says 登录后即可下载 (issue #27), and the server enforces it (issue #26 item 12). From a fresh
 * browser with no session, one tap on 下载 signs the visitor in (silently) and the download starts when the
 * page is back: the tap is not lost, and the file comes through the address signed for the visitor.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, Download } from 'playwright-core'
import type { EntityDataDetail, EntityDataSummary, Page as ApiPage } from '../../types/contract'
import { api, newPhone, realErrors, shot, type Stack, startE2E, stopE2E, topPage as top, tookOver } from './harness'

let stack: Stack
let browser: Browser

before(async () => {
  ;({ stack, browser } = await startE2E())
})

after(() => stopE2E({ stack, browser }))

describe('downloading a material', () => {
  it('signs the visitor in on the first tap of 下载, then downloads the file once', async () => {
    const materials = await api<ApiPage<EntityDataSummary>>(stack, '/open/v1/entityData/entityDataList?entityType=FILEDOWNLOAD&page=1&size=20')
    const material = materials.content.find(m => m.fileCount === 1)!
    const file = (await api<EntityDataDetail>(stack, `/open/v1/entityData/entityDataDetail/${material.id}`)).files[0]
    // Anonymous: the address alone is refused.
    assert.equal((await fetch(`${stack.origin}${file.url}`, { redirect: 'manual' })).status, 401)

    const { context, page, errors } = await newPhone(browser)
    // A download may come on the page or on a tab it opens.
    const downloads: Download[] = []
    const firstDownload = new Promise<Download>(resolve => {
      const watch = (p: typeof page) =>
        p.on('download', d => {
          downloads.push(d)
          resolve(d)
        })
      watch(page)
      context.on('page', watch)
    })
    await page.goto(`${stack.baseUrl}/pages/material/index?id=${material.id}`, { waitUntil: 'domcontentloaded' })
    await tookOver(page)
    const button = top(page).getByRole('button', { name: `下载 ${file.name}` })
    await button.waitFor({ timeout: 20000 })
    assert.equal((await context.cookies()).filter(c => c.name === 'ca_session').length, 0, 'no session before the tap')
    await shot(page, 'material-download-before')

    await button.click()
    // Off to the silent sign-in and back to the material page, where the download starts by itself.
    await page.waitForURL(url => url.pathname.endsWith('/pages/material/index') && url.search.includes(`id=${material.id}`), { timeout: 20000 })
    const download = await Promise.race([
      firstDownload,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no download started')), 20000).unref())
    ])
    assert.equal(download.suggestedFilename(), file.name)
    assert.match(download.url(), /\/media\/file\/[0-9a-f]{32}\.\w+\?exp=\d+&by=\d+&sig=[0-9a-f]{64}$/)
    // (Read as a stream: the worker's shared Chromium is a remote browser, whose downloads have no local path.)
    const saved = Buffer.concat(await (await download.createReadStream()).toArray())
    assert.equal(saved.subarray(0, 5).toString(), '%PDF-', 'the file itself')
    await shot(page, 'material-download-after')
    assert.equal((await context.cookies()).filter(c => c.name === 'ca_session').length, 1, 'signed in')
    assert.equal(downloads.length, 1, 'one tap, one download')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

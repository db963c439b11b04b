/**
 * Issue #27 "Looks unfinished", measured in the browser from fresh phones: no request ever leaves for
 * another host (a loading button's spinner included), button labels sit in the middle of their buttons
 * and pairs of buttons in line, the 需求描述 box is one surface, a form's ticks use the theme colour, the personal
 * centre draws icons (not first characters), the lottery reads honestly, the privacy policy gives the
 * site's hotline, the test article is not listed, /favicon.ico exists. Screenshots at 375 px.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { MEMBER_PHONE, newPhone, PROMOTER_PHONE, realErrors, shot, signedInPhone, topPage as top } from './harness'
import { labelOffset } from './journey-tools'
import { e2eSuite } from './suite'

const e2e = e2eSuite()
const { api, go } = e2e

/** Two frames: what the page styled has been painted, and any image it asks for has been requested. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Asserts a button's label is in its middle (within 2 px each way). */
async function centred(page: Page, name: string | RegExp): Promise<void> {
  const button = top(page).getByRole('button', { name }).first()
  await button.waitFor({ timeout: 20000 })
  const { dx, dy, text } = await labelOffset(button)
  assert.ok(dy <= 2, `${text}: label ${dy.toFixed(1)} px off the button's vertical middle`)
  assert.ok(dx <= 2, `${text}: label ${dx.toFixed(1)} px off the button's horizontal middle`)
}

describe('nothing from another host', () => {
  it('asks only this server, also for a loading button’s spinner', async () => {
    const { page, context, errors } = await newPhone(e2e.browser)
    const foreign: string[] = []
    page.on('request', req => {
      const url = req.url()
      if (/^(data|blob):/.test(url)) return
      if (new URL(url).origin !== e2e.stack.origin) foreign.push(url)
    })
    const rows = await api<{ content: { id: number; title: string }[] }>('/open/v1/entityData/entityDataList?entityType=ARTICLE&size=100')
    const gated = rows.content.find(r => r.title.includes('会员专享'))
    assert.ok(gated)
    // Signed in as a visitor on the contact gate, whose 我已添加 shows a loading spinner while it asks.
    await page.goto(`${e2e.stack.origin}/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent(`/web/h/pages/cp-contact/index?id=${gated.id}`)}`)
    await top(page).locator('[data-testid="gate-title"]').waitFor({ timeout: 20000 })
    let release: () => void = () => undefined
    const held = new Promise<void>(r => (release = r))
    await page.route('**/api/ca/v1/event/checkAddCpUser**', async route => {
      await held
      await route.continue()
    })
    await top(page)
      .getByRole('button', { name: /我已添加|正在确认/ })
      .click()
    const spinner = top(page).locator('.weui-loading').first()
    await spinner.waitFor({ timeout: 10000 })
    await twoFrames(page)
    const look = await spinner.evaluate(el => {
      const s = getComputedStyle(el)
      return { image: s.backgroundImage, width: el.getBoundingClientRect().width, animation: s.animationName }
    })
    assert.equal(look.image, 'none', 'the spinner is drawn, not an image')
    assert.ok(look.width > 0 && look.animation === 'btn-spinner', JSON.stringify(look))
    await shot(page, 'unfinished-loading-button')
    const answered = page.waitForResponse(res => res.url().includes('/checkAddCpUser'))
    release()
    await answered
    await page.unroute('**/api/ca/v1/event/checkAddCpUser**')
    for (const path of ['/pages/index/index', '/pages/article-list/index', '/pages/form/index?id=2', '/pages/lottery/index?id=1', '/pages/account/index']) {
      await go(page, path)
      await page.waitForLoadState('networkidle').catch(() => undefined)
    }
    assert.deepEqual(foreign, [], 'requests to other hosts')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

describe('labels and boxes', () => {
  it('centres button labels, keeps the gift sheet’s buttons in line, fills the 需求描述 box, ticks in the theme colour', async () => {
    const member = await signedInPhone(e2e.browser, e2e.stack, MEMBER_PHONE, '/pages/form/index?id=2')
    const page = member.page
    await top(page).getByText('产品试用申请').first().waitFor({ timeout: 20000 })
    // 选择图片 / 选择文件 (mini buttons).
    await centred(page, '上传名片照片')
    await centred(page, '上传需求文档')
    // 需求描述: the native textarea shows the box's colour and fills it (no white strip).
    const box = top(page).locator('.form-field__textarea').first()
    const fill = await box.evaluate(host => {
      const area = host.querySelector('textarea') as HTMLTextAreaElement
      const outer = host.getBoundingClientRect()
      return { background: getComputedStyle(area).backgroundColor, inner: area.getBoundingClientRect().height, outer: outer.height }
    })
    assert.equal(fill.background, 'rgba(0, 0, 0, 0)', 'the textarea is transparent on its box')
    assert.ok(fill.inner >= fill.outer - 22, `the textarea fills its box: ${fill.inner} of ${fill.outer}`)
    await box.scrollIntoViewIfNeeded()
    await shot(page, 'unfinished-form-textarea-uploads')
    // A ticked box's tick in the theme colour (the form's own checkbox on the web, drawn in CSS: controls.h5.tsx).
    const theme = await top(page)
      .locator('.page')
      .first()
      .evaluate(el => getComputedStyle(el).getPropertyValue('--theme-color').trim())
    const ticked = top(page).getByRole('checkbox', { name: '数据平台' })
    await ticked.check()
    const tick = await ticked.evaluate(input => getComputedStyle(input.nextElementSibling as Element, '::after').borderRightColor)
    const probe = await page.evaluate(c => {
      const el = document.createElement('span')
      el.style.color = c
      document.body.appendChild(el)
      const out = getComputedStyle(el).color
      el.remove()
      return out
    }, theme)
    assert.equal(tick, probe, `the tick is the theme colour ${theme}`)
    // A chosen circle too (Taro's web radio drew weui's green whatever the theme).
    const chosen = top(page).getByRole('radio').first()
    await chosen.check()
    assert.equal(await chosen.evaluate(input => getComputedStyle(input.nextElementSibling as Element).backgroundColor), probe, 'the chosen circle')
    await chosen.scrollIntoViewIfNeeded()
    await shot(page, 'unfinished-form-ticked')

    // 下载 in 我的资料 (small buttons) and 核销 on the interaction page (mini buttons).
    await go(page, '/pages/account/material/index')
    await centred(page, /^下载 /)
    await shot(page, 'unfinished-material-download')
    await go(page, '/pages/interaction/index?id=1')
    await centred(page, /^核销 /)
    await shot(page, 'unfinished-interaction-verify')

    // The gift sheet's 返回 and 确认兑换 side by side, in line.
    await go(page, '/pages/account/gifts/index')
    await top(page).getByText('品牌帆布袋').first().click()
    const sheet = page.getByRole('dialog')
    await sheet.getByRole('button', { name: '兑换', exact: true }).click()
    const back = sheet.getByRole('button', { name: '返回', exact: true })
    await back.waitFor({ timeout: 10000 })
    const [a, b] = await Promise.all([back.boundingBox(), sheet.getByRole('button', { name: '确认兑换' }).boundingBox()])
    assert.ok(a && b && Math.abs(a.y - b.y) <= 1 && Math.abs(a.height - b.height) <= 1, `返回 ${JSON.stringify(a)} and 确认兑换 ${JSON.stringify(b)} in line`)
    await shot(page, 'unfinished-gift-confirm')
    assert.deepEqual(realErrors(member.errors), [])
    await member.context.close()

    // 保存名片 centred in its full-width button.
    const promoter = await signedInPhone(e2e.browser, e2e.stack, PROMOTER_PHONE, '/pages/uc/apply/index')
    await centred(promoter.page, /保存名片/)
    await shot(promoter.page, 'unfinished-card-save')
    await promoter.context.close()
  })
})

describe('the personal centre, the lottery and the small things', () => {
  it('draws icons, says 访客 on a visitor’s avatar, reads the lottery honestly, and keeps one hotline', async () => {
    const { page, context, errors } = await newPhone(e2e.browser)
    // A visitor's personal centre: drawn icons, one per entry, none a single character.
    await page.goto(`${e2e.stack.origin}/web/ca/login?wxAuth=true&returnUrl=${encodeURIComponent('/web/h/pages/account/index')}`)
    await top(page).locator('[data-testid="account-name"]').waitFor({ timeout: 20000 })
    const icons = await top(page)
      .locator('.entry-grid__icon')
      .evaluateAll(els =>
        els.map(el => ({
          text: (el.textContent || '').trim(),
          mask: getComputedStyle(el.querySelector('.entry-grid__glyph') || el).getPropertyValue('-webkit-mask-image')
        }))
      )
    assert.ok(icons.length >= 12)
    for (const icon of icons) {
      assert.ok(/^url\("data:image\/svg\+xml/.test(icon.mask), `a drawn icon: ${JSON.stringify(icon)}`)
      assert.ok(!/[\u4e00-\u9fff]/.test(icon.text), `no character as an icon: ${icon.text}`)
    }
    const masks = icons.map(i => i.mask)
    assert.equal(new Set(masks).size, masks.length, 'every entry has its own icon')
    const avatar = top(page).locator('.account-header__avatar img, img.account-header__avatar-img').first()
    const src = (await avatar.getAttribute('src')) || ''
    const drawing = await (await fetch(new URL(src.replace(/\.png(\?|$)/, '.svg$1'), e2e.stack.origin))).text()
    assert.match(drawing, />访客</, 'the visitor’s avatar says 访客')
    await shot(page, 'unfinished-account-visitor')

    // The lottery: honest words, pictures that read, 2 of 8 tiles 谢谢参与, a grey centre once the chance is used.
    await go(page, '/pages/lottery/index?id=1')
    const board = top(page).locator('.lottery-board')
    await board.waitFor({ timeout: 20000 })
    assert.ok(!/100%/.test(await top(page).innerText()), 'no 100% 有惊喜 over a board of 谢谢参与')
    const names = await board.locator('.lottery-board__name').allTextContents()
    assert.equal(names.length, 8)
    assert.equal(names.filter(n => n === '谢谢参与').length, 2)
    const images = await board.locator('.lottery-board__img img, img.lottery-board__img').evaluateAll(els => els.map(el => (el as HTMLImageElement).src))
    assert.equal(images.length, 8)
    assert.ok(
      images.every(s => s.includes('/media/icon/')),
      `drawn pictures: ${images.join(' ')}`
    )
    await top(page).locator('[data-testid="lottery-chance"]').getByText('剩余 1 次抽奖机会').waitFor({ timeout: 15000 })
    await top(page).getByRole('button', { name: '抽奖', exact: true }).click()
    // Whatever was drawn, the result dialog is closed with its ×.
    await top(page).getByRole('button', { name: '关闭', exact: true }).click({ timeout: 20000 })
    const centre = top(page).getByRole('button', { name: '抽奖机会已用完' })
    await centre.waitFor({ timeout: 20000 })
    assert.equal(await centre.getAttribute('aria-disabled'), 'true')
    await shot(page, 'unfinished-lottery-no-chance')

    // One hotline: the privacy policy gives the site's.
    const company = await api<{ servicePhone: string }>('/open/v1/company/companyInfo')
    await go(page, '/pages/link-content/index?keyword=privacy')
    await top(page).getByText('隐私政策').first().waitFor({ timeout: 20000 })
    const policy = await top(page).innerText()
    assert.ok(policy.includes(company.servicePhone), `the policy gives ${company.servicePhone}`)
    assert.equal((policy.match(/\d{3}-\d{3}-\d{4}/g) || []).filter(n => n !== company.servicePhone).length, 0, 'no other hotline')

    // The sanitiser's test article is not in the public list.
    await go(page, '/pages/article-list/index')
    await top(page).locator('.content-card').first().waitFor({ timeout: 20000 })
    assert.equal(
      await top(page)
        .getByText(/富文本安全测试/)
        .count(),
      0
    )

    // A favicon, from this server.
    const icon = await fetch(`${e2e.stack.origin}/favicon.ico`)
    assert.equal(icon.status, 200)
    assert.equal(icon.headers.get('content-type'), 'image/png')
    assert.deepEqual(realErrors(errors), [])
    await context.close()
  })
})

import { waitFor } from '@testing-library/dom'
import { expectShows } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import type { Gift } from '../../../types/contract'
import { button, byLabel, currentPage, findText, login, member, open, openOnceAt, tick, typeInto } from './fixtures'

const testUtils = new TaroTestApp()
const mug: Gift = { id: 1, name: '定制马克杯', image: '', description: '陶瓷材质', points: 200, stock: 5, kind: 'THING' }
const coupon: Gift = { id: 2, name: '课程优惠券', image: '', description: '满100减20', points: 100, stock: 9, kind: 'VIRTUAL' }
const laptop: Gift = { id: 3, name: '笔记本电脑', image: '', description: '旗舰配置', points: 99999, stock: 1, kind: 'THING' }
const gifts = [mug, coupon, laptop]
let points = 500
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': () => login({ ...member, points }),
  'GET /ca-open/v1/companyAccount/info': () => ({ ...member, points }),
  'GET /ca/v1/community/gift/list': page(gifts),
  'GET /ca/v1/community/gift/detail/1': mug,
  'GET /ca/v1/community/gift/detail/2': coupon,
  'GET /ca/v1/community/gift/detail/3': laptop,
  'POST /ca/v1/community/gift/confirmGift/1': () => ({ gift: mug, balance: points, enough: points >= mug.points }),
  'POST /ca/v1/community/gift/confirmGift/2': () => ({ gift: coupon, balance: points, enough: points >= coupon.points }),
  'POST /ca/v1/community/gift/confirmGift/3': () => ({ gift: laptop, balance: points, enough: false }),
  'POST /ca/v1/community/gift/redeemGift': async (_q: unknown, raw: unknown) => {
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw as { giftId: number })
    const gift = gifts.find(g => g.id === body.giftId) as Gift
    await tick(30)
    points -= gift.points
    return { id: 10, giftId: gift.id, giftName: gift.name, giftImage: '', points: gift.points, status: 'PENDING', address: body.address || null, createdAt: '' }
  }
}
const api = mockApi(routes)
const balance = () => currentPage().querySelector('[data-testid="points-balance"]')?.textContent
const openGift = (name: string) => testUtils.fireEvent.click(byLabel(name))

describe('points exchange', () => {
  const toasts = openOnceAt(testUtils, '/pages/account/gifts/index', '定制马克杯')

  it('shows the balance and the gift grid', () => {
    expect(balance()).toBe('500')
    expectShows(currentPage(), '200 积分', '库存 5')
  })

  it('redeems a virtual gift after showing cost and balance, once per double tap, and the points drop', async () => {
    openGift('课程优惠券')
    await findText('满100减20')
    testUtils.fireEvent.click(button('兑换'))
    await findText('兑换后剩余')
    expect(currentPage().querySelector('[data-testid="gift-quote"]')?.textContent).toContain('400')
    testUtils.fireEvent.click(button('确认兑换'))
    testUtils.fireEvent.click(button('确认兑换'))
    await findText('兑换成功')
    expect(api.callsTo('/ca/v1/community/gift/redeemGift')).toHaveLength(1)
    await waitFor(() => expect(balance()).toBe('400'))
    expect(toasts).toContain('兑换成功')
    testUtils.fireEvent.click(button('完成'))
  })

  it('asks a physical gift for shipping details before redeeming', async () => {
    openGift('定制马克杯')
    await findText('陶瓷材质')
    testUtils.fireEvent.click(button('兑换'))
    await findText('确认兑换')
    typeInto('收货地址', '', (el, init) => testUtils.fireEvent.input(el, init))
    testUtils.fireEvent.click(button('确认兑换'))
    await findText('请填写详细收货地址')
    const before = api.callsTo('/ca/v1/community/gift/redeemGift').length
    expect(before).toBe(1)
    typeInto('收货地址', '北京市朝阳区建国路1号', (el, init) => testUtils.fireEvent.input(el, init))
    testUtils.fireEvent.click(button('确认兑换'))
    await findText('兑换成功')
    const sent = api.callsTo('/ca/v1/community/gift/redeemGift')[1]
    const body = typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data
    expect(body).toEqual({ giftId: 1, name: '张三', cellphone: '13800000000', address: '北京市朝阳区建国路1号' })
    await waitFor(() => expect(balance()).toBe('200'))
    testUtils.fireEvent.click(button('完成'))
  })

  it('says 积分不足 before 兑换 is tapped for a gift the points cannot pay for, and sends nothing', async () => {
    const quotes = api.callsTo('/ca/v1/community/gift/confirmGift/3').length
    openGift('笔记本电脑')
    await findText('旗舰配置')
    await findText('积分不足，还差')
    expect(button('积分不足').hasAttribute('disabled')).toBe(true)
    testUtils.fireEvent.click(button('积分不足'))
    expect(api.callsTo('/ca/v1/community/gift/confirmGift/3')).toHaveLength(quotes)
    expect(api.callsTo('/ca/v1/community/gift/redeemGift')).toHaveLength(2)
    expect(balance()).toBe('200')
    testUtils.fireEvent.click(byLabel('关闭'))
  })

  it("shows the server's refusal and leaves the points as they were", async () => {
    routes['POST /ca/v1/community/gift/redeemGift'] = envelope(400, null, '积分不足')
    openGift('课程优惠券')
    await findText('满100减20')
    testUtils.fireEvent.click(button('兑换'))
    await findText('确认兑换')
    testUtils.fireEvent.click(button('确认兑换'))
    await findText('积分不足')
    await waitFor(() => expect(currentPage().querySelector('[role="alert"]')?.textContent).toBe('积分不足'))
    expect(balance()).toBe('200')
    expect(currentPage().textContent).not.toContain('兑换成功')
    testUtils.fireEvent.click(byLabel('关闭'))
  })

  it('shows an empty shop and a failing one with retry', async () => {
    routes['GET /ca/v1/community/gift/list'] = page([])
    await open('/pages/account/gifts/index')
    await findText('暂无可兑换的礼品')
    routes['GET /ca/v1/community/gift/list'] = envelope(500, null, '礼品服务不可用')
    await open('/pages/account/gifts/index')
    await findText('礼品服务不可用')
    routes['GET /ca/v1/community/gift/list'] = page(gifts)
    testUtils.fireEvent.click(button('重试'))
    await findText('定制马克杯')
  })
})

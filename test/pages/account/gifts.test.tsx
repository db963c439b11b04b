import { waitFor, within } from '@testing-library/dom'
import type { RootStore } from '@/stores/root-store'
import {
  expectShows,
  queriesOnTop,
  recordToasts,
  startAppWithStore,
  typeInto,
  fromFirstPageEachTest,
  nativeLabelled,
  findNativeLabelled
} from '../../support/page'
import { deferred } from '../../support/deferred'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import type { Gift } from '../../../types/contract'
import { currentPage, findText, login, member, open } from './fixtures'

const testUtils = new TaroTestApp()
const mug: Gift = { id: 1, name: '定制马克杯', image: '', description: '陶瓷材质', points: 200, stock: 5, kind: 'THING' }
const coupon: Gift = { id: 2, name: '课程优惠券', image: '', description: '满100减20', points: 100, stock: 9, kind: 'VIRTUAL' }
const laptop: Gift = { id: 3, name: '笔记本电脑', image: '', description: '旗舰配置', points: 99999, stock: 1, kind: 'THING' }
const gifts = [mug, coupon, laptop]
/** The member's points on the server. */
let points = 500
const REDEEM = 'POST /ca/v1/community/gift/redeemGift'
/** The server redeeming a gift: the points drop by its price. */
function redeem(_q: unknown, raw: unknown) {
  const body = typeof raw === 'string' ? JSON.parse(raw) : (raw as { giftId: number; address?: string })
  const gift = gifts.find(g => g.id === body.giftId) as Gift
  points -= gift.points
  return { id: 10, giftId: gift.id, giftName: gift.name, giftImage: '', points: gift.points, status: 'PENDING', address: body.address || null, createdAt: '' }
}
/** What the server answers before a test changes it (each test starts from these). */
const serverAnswers: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': () => login({ ...member, points }),
  'GET /ca-open/v1/companyAccount/info': () => ({ ...member, points }),
  'GET /ca/v1/community/gift/list': page(gifts),
  'GET /ca/v1/community/gift/detail/1': mug,
  'GET /ca/v1/community/gift/detail/2': coupon,
  'GET /ca/v1/community/gift/detail/3': laptop,
  'POST /ca/v1/community/gift/confirmGift/1': () => ({ gift: mug, balance: points, enough: points >= mug.points }),
  'POST /ca/v1/community/gift/confirmGift/2': () => ({ gift: coupon, balance: points, enough: points >= coupon.points }),
  'POST /ca/v1/community/gift/confirmGift/3': () => ({ gift: laptop, balance: points, enough: false }),
  [REDEEM]: redeem
}
const routes: Record<string, unknown> = { ...serverAnswers }
const api = mockApi(routes)
let store: RootStore
let toasts: string[]

/** The balance the shop shows. */
const balance = () => queriesOnTop().getByTestId('points-balance').textContent
const tap = (name: string | RegExp) => testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name }))

/** Opens the shop for a member holding `held` points and waits for the gifts. */
async function openShop(held: number) {
  points = held
  store.session.setAccount({ ...member, points })
  await open('/pages/account/gifts/index')
  await findText('定制马克杯')
  return queriesOnTop()
}

/** Opens a gift's sheet from the grid and waits for its description. */
async function openGift(name: string, description: string) {
  // A gift's button is named by what its tile shows: name, price, stock.
  tap(new RegExp(`^${name}`))
  await findText(description)
}

describe('points exchange', () => {
  beforeAll(async () => {
    store = await startAppWithStore(testUtils)
  })
  beforeEach(() => {
    Object.assign(routes, serverAnswers)
    api.clearCalls()
    toasts = recordToasts()
  })
  fromFirstPageEachTest('showToast')

  it('shows the balance and the gift grid', async () => {
    await openShop(500)
    expect(balance()).toBe('500')
    expectShows(currentPage(), '200 积分', '库存 5')
  })

  it('redeems a virtual gift after showing cost and balance, once per double tap, and the points drop', async () => {
    const screen = await openShop(500)
    await openGift('课程优惠券', '满100减20')
    tap('兑换')
    await findText('兑换后剩余')
    expect(screen.getByTestId('gift-quote').textContent).toContain('400')
    // The server holds the first redemption until both taps are in.
    const held = deferred<void>()
    routes[REDEEM] = async (q: unknown, raw: unknown) => {
      await held.promise
      return redeem(q, raw)
    }
    tap('确认兑换')
    tap('确认兑换')
    held.resolve()
    await findText('兑换成功')
    expect(api.callsTo('/ca/v1/community/gift/redeemGift')).toHaveLength(1)
    await waitFor(() => expect(balance()).toBe('400'))
    expect(toasts).toContain('兑换成功')
  })

  it('asks a physical gift for shipping details before redeeming', async () => {
    const screen = await openShop(400)
    await openGift('定制马克杯', '陶瓷材质')
    tap('兑换')
    await findText('确认兑换')
    await typeInto(await findNativeLabelled('收货地址', screen), '')
    tap('确认兑换')
    await findText('请填写详细收货地址')
    expect(api.callsTo('/ca/v1/community/gift/redeemGift')).toHaveLength(0)
    await typeInto(nativeLabelled('收货地址', screen), '北京市朝阳区建国路1号')
    tap('确认兑换')
    await findText('兑换成功')
    const [sent] = api.callsTo('/ca/v1/community/gift/redeemGift')
    const body = typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data
    expect(body).toEqual({ giftId: 1, name: '张三', cellphone: '13800000000', address: '北京市朝阳区建国路1号' })
    await waitFor(() => expect(balance()).toBe('200'))
  })

  it('says 积分不足 before 兑换 is tapped for a gift the points cannot pay for, and sends nothing', async () => {
    const screen = await openShop(200)
    await openGift('笔记本电脑', '旗舰配置')
    await findText('积分不足，还差')
    const short = screen.getByRole('button', { name: '积分不足' })
    expect(short.hasAttribute('disabled')).toBe(true)
    testUtils.fireEvent.click(short)
    expect(api.callsTo('/ca/v1/community/gift/confirmGift/3')).toHaveLength(0)
    expect(api.callsTo('/ca/v1/community/gift/redeemGift')).toHaveLength(0)
    expect(balance()).toBe('200')
  })

  it("shows the server's refusal and leaves the points as they were", async () => {
    routes[REDEEM] = envelope(400, null, '积分不足')
    const screen = await openShop(200)
    await openGift('课程优惠券', '满100减20')
    tap('兑换')
    await findText('确认兑换')
    tap('确认兑换')
    await findText('积分不足')
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('积分不足'))
    expect(balance()).toBe('200')
    expect(screen.queryByText(/兑换成功/)).toBeNull()
  })

  it('shows an empty shop and a failing one with retry', async () => {
    routes['GET /ca/v1/community/gift/list'] = page([])
    await open('/pages/account/gifts/index')
    await findText('暂无可兑换的礼品')
    routes['GET /ca/v1/community/gift/list'] = envelope(500, null, '礼品服务不可用')
    await open('/pages/account/gifts/index')
    await findText('礼品服务不可用')
    routes['GET /ca/v1/community/gift/list'] = page(gifts)
    tap('重试')
    await findText('定制马克杯')
  })
})

import { waitFor, within } from '@testing-library/dom'
import type { DrawResult, LotteryChance } from '../../../types/contract'
import { deferred } from '../../support/deferred'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { fieldValue, findNativeLabelled, nativeLabelled, queriesOnTop, typeInto, fromFirstPageEachTest } from '../../support/page'
import { currentPage, findText, LOGIN, login, lottery, open, pageText, prizeRecord, spyToasts, toastTitles } from './fixtures'

const testUtils = new TaroTestApp()
const L = '/ca-open/v1/lottery'

const won: DrawResult = { recordId: 1, win: true, prize: lottery.prizes[0], needInfo: true, credentialId: 'CRED-1' }
/** Rules as the demo's editor writes them: paragraphs of markup. */
const MARKUP_RULES = '<p>1. 每人 3 次机会。</p><p>2. 实物奖品 7 天内填写收货信息。</p><p>3. 积分奖品自动到账。</p>'
/** The visitor's chance, the next draw's result and what holds its answer (each test starts with one chance, a win, nothing held). */
const state: { chance: LotteryChance; result: DrawResult; drawHeld: Promise<void> | null } = {
  chance: { canUse: true, remaining: 1 },
  result: won,
  drawHeld: null
}
let api: ReturnType<typeof mockApi>
const draws = () => api.calls.filter(c => c.method === 'POST' && c.path === `${L}/1`)
const tap = (name: string) => testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name }))

/** Opens lottery 1 and waits until it shows the visitor's remaining chances. */
async function openLottery(remaining: number) {
  const screen = await open('/pages/lottery/index?id=1')
  await waitFor(() => expect(pageText()).toContain(`剩余 ${remaining} 次抽奖机会`))
  return screen
}

/** Taps 抽奖, then skips the ~3 s highlight run. */
async function drawSkippingTheRun() {
  const screen = queriesOnTop()
  testUtils.fireEvent.click(await screen.findByRole('button', { name: '抽奖' }))
  testUtils.fireEvent.click(await screen.findByRole('button', { name: '跳过动画' }))
}

/** The prize cell the draw stopped on (the board's cells have no role: they are the highlight run). */
const activeCell = () => currentPage().querySelector('.lottery-board__cell--active')

describe('lottery page', () => {
  beforeAll(async () => {
    api = mockApi({
      [LOGIN]: login(),
      [`GET ${L}/1`]: lottery,
      [`GET ${L}/winners`]: [
        { name: '王小明', prizeName: '蓝牙耳机', time: '2024-05-01T10:00:00Z' },
        { name: '李雷', prizeName: '100 积分', time: '2024-05-01T10:00:00Z' }
      ],
      [`GET ${L}/1/chance`]: () => state.chance,
      [`POST ${L}/1`]: async () => {
        if (state.drawHeld) await state.drawHeld
        const result = state.result
        state.chance = { canUse: false, remaining: 0 }
        return result
      },
      [`POST ${L}/completeInfo`]: (_q: unknown, data: unknown) => {
        const body = (typeof data === 'string' ? JSON.parse(data) : data) as { cellphone: string }
        if (body.cellphone === '13900000000') return envelope(400, null, '兑奖码已使用')
        return prizeRecord()
      },
      [`GET ${L}/2`]: { ...lottery, id: 2, rules: MARKUP_RULES },
      [`GET ${L}/2/chance`]: () => state.chance,
      [`GET ${L}/99`]: envelope(404, null, '抽奖活动不存在')
    })
    await testUtils.createApp()
  })
  beforeEach(() => {
    state.chance = { canUse: true, remaining: 1 }
    state.result = won
    state.drawHeld = null
    api.clearCalls()
    spyToasts()
  })
  fromFirstPageEachTest('showToast')
  afterAll(() => api.restore())

  it('shows the prizes on a 3×3 board, remaining chances, winners and rules', async () => {
    await open('/pages/lottery/index?id=1')
    await findText('新春幸运抽奖')
    // eight prize cells around the 抽奖 button
    expect(currentPage().querySelectorAll('.lottery-board__cell')).toHaveLength(8)
    await waitFor(() => expect(pageText()).toContain('剩余 1 次抽奖机会'))
    expect(pageText()).toContain('蓝牙耳机')
    await waitFor(() => expect(pageText()).toContain('抽中了 蓝牙耳机'))
    expect(pageText()).toContain('王**')
    expect(pageText()).toContain('实物奖品 7 个工作日内寄出')
  })

  it('shows rules written as markup as formatted paragraphs, never their tags', async () => {
    await open('/pages/lottery/index?id=2')
    const rules = await waitFor(() => {
      const el = currentPage().querySelector('.lottery__rules')
      expect(el?.querySelectorAll('p')).toHaveLength(3)
      return el as Element
    })
    expect(rules.textContent).toContain('积分奖品自动到账。')
    expect(rules.textContent).not.toMatch(/<\/?p>/)
  })

  it('checks the chance, draws once on a double click and shows the prize with its credential', async () => {
    // The server holds the draw until both clicks are in.
    const held = deferred<void>()
    state.drawHeld = held.promise
    const screen = await openLottery(1)
    const before = api.calls.length
    const go = screen.getByRole('button', { name: '抽奖' })
    testUtils.fireEvent.click(go)
    testUtils.fireEvent.click(go)
    held.resolve()
    // skip the ~3 s highlight run
    testUtils.fireEvent.click(await screen.findByRole('button', { name: '跳过动画' }))
    await findText('恭喜中奖！')
    const made = api.calls.slice(before).map(c => `${c.method} ${c.path}`)
    expect(made.indexOf(`GET ${L}/1/chance`)).toBeLessThan(made.indexOf(`POST ${L}/1`))
    expect(draws()).toHaveLength(1)
    expect(pageText()).toContain('CRED-1')
    expect(activeCell()?.textContent).toContain('蓝牙耳机')
  })

  it('claims a physical prize: validates the phone, keeps the input on failure, then sends', async () => {
    await openLottery(1)
    await drawSkippingTheRun()
    testUtils.fireEvent.click(await findText('填写领奖信息'))
    const form = within(await queriesOnTop().findByRole('dialog', { name: '填写领奖信息' }))
    const field = (label: string) => nativeLabelled(label, form)
    const findField = (label: string) => findNativeLabelled(label, form)
    await typeInto(await findField('姓名'), '张三')
    await typeInto(await findField('手机号'), '123')
    await typeInto(await findField('收货地址'), '上海市浦东新区世纪大道 1 号')
    tap('提交')
    await findText('请输入正确的11位手机号')
    expect(api.callsTo(`${L}/completeInfo`)).toHaveLength(0)

    await typeInto(await findField('手机号'), '13900000000')
    tap('提交')
    await findText('兑奖码已使用')
    expect(fieldValue(field('收货地址'))).toBe('上海市浦东新区世纪大道 1 号')

    await typeInto(await findField('手机号'), '13800000000')
    const toast = spyToasts()
    tap('提交')
    await waitFor(() => expect(toastTitles(toast)).toContain('领奖信息已提交，请留意发货通知'))
    const sent = api.callsTo(`${L}/completeInfo`).pop()!
    const body = typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data
    expect(body).toEqual({ credentialId: 'CRED-1', name: '张三', cellphone: '13800000000', address: '上海市浦东新区世纪大道 1 号' })
    await waitFor(() => expect(queriesOnTop().queryByRole('dialog', { name: '填写领奖信息' })).toBeNull())
  })

  it('without a chance shows 抽奖机会已用完 and makes no draw request', async () => {
    state.chance = { canUse: false, remaining: 0 }
    const screen = await openLottery(0)
    // The centre says so before any tap, and looks inactive; a tap explains.
    const centre = await screen.findByRole('button', { name: '抽奖机会已用完' })
    expect(centre.getAttribute('aria-disabled')).toBe('true')
    testUtils.fireEvent.click(centre)
    await findText('抽奖机会已用完')
    expect(draws()).toHaveLength(0)
  })

  it('shows 谢谢参与 for a losing draw', async () => {
    state.result = { recordId: 2, win: false, prize: null, needInfo: false, credentialId: null }
    const screen = await openLottery(1)
    await drawSkippingTheRun()
    await screen.findByRole('dialog', { name: '谢谢参与' })
    expect(activeCell()?.textContent).toContain('谢谢参与')
  })

  it('opens the claim form directly for ?claim=<credentialId>', async () => {
    await open('/pages/lottery/index?id=1&claim=CRED-9')
    const form = within(await queriesOnTop().findByRole('dialog', { name: '填写领奖信息' }))
    await waitFor(() => expect(fieldValue(nativeLabelled('兑奖码', form))).toBe('CRED-9'))
  })

  it('refuses prize verification to a visitor who is not a promoter', async () => {
    await open('/pages/lottery/scan/index')
    await findText('仅渠道伙伴可以核销奖品')
    expect(api.callsTo(`${L}/verify`)).toHaveLength(0)
  })

  it('says so when the lottery does not exist, and rejects a malformed id', async () => {
    await open('/pages/lottery/index?id=99')
    await findText('抽奖活动不存在')
    await open('/pages/lottery/index?id=abc')
    await findText('链接缺少必要的参数')
  })
})

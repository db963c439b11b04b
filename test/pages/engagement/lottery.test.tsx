import { waitFor } from '@testing-library/dom'
import type { DrawResult, LotteryChance } from '../../../types/contract'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { currentPage, find, findText, LOGIN, login, lottery, open, pageText, prizeRecord, spyToasts, toastTitles, typeInto } from './fixtures'

const testUtils = new TaroTestApp()
const L = '/ca-open/v1/lottery'

const state: { chance: LotteryChance; result: DrawResult; drawDelay: number } = {
  chance: { canUse: true, remaining: 1 },
  result: { recordId: 1, win: true, prize: lottery.prizes[0], needInfo: true, credentialId: 'CRED-1' },
  drawDelay: 0
}
let api: ReturnType<typeof mockApi>
const draws = () => api.calls.filter(c => c.method === 'POST' && c.path === `${L}/1`)

describe('lottery page', () => {
  beforeAll(async () => {
    spyToasts()
    api = mockApi({
      [LOGIN]: login(),
      [`GET ${L}/1`]: lottery,
      [`GET ${L}/winners`]: [
        { name: '王小明', prizeName: '蓝牙耳机', time: '2024-05-01T10:00:00Z' },
        { name: '李雷', prizeName: '100 积分', time: '2024-05-01T10:00:00Z' }
      ],
      [`GET ${L}/1/chance`]: () => state.chance,
      [`POST ${L}/1`]: async () => {
        await new Promise(r => setTimeout(r, state.drawDelay))
        const result = state.result
        state.chance = { canUse: false, remaining: 0 }
        return result
      },
      [`POST ${L}/completeInfo`]: (_q: unknown, data: unknown) => {
        const body = (typeof data === 'string' ? JSON.parse(data) : data) as { cellphone: string }
        if (body.cellphone === '13900000000') return envelope(400, null, '兑奖码已使用')
        return prizeRecord()
      },
      [`GET ${L}/99`]: envelope(404, null, '抽奖活动不存在')
    })
    await testUtils.createApp()
  })
  afterAll(() => api.restore())

  it('shows the prizes on a 3×3 board, remaining chances, winners and rules', async () => {
    await open('/pages/lottery/index?id=1')
    await findText('新春幸运抽奖')
    expect(document.querySelectorAll('.lottery-board__cell')).toHaveLength(8)
    await waitFor(() => expect(pageText()).toContain('剩余 1 次抽奖机会'))
    expect(pageText()).toContain('蓝牙耳机')
    await waitFor(() => expect(pageText()).toContain('抽中了 蓝牙耳机'))
    expect(pageText()).toContain('王**')
    expect(pageText()).toContain('实物奖品 7 个工作日内寄出')
  })

  it('checks the chance, draws once on a double click and shows the prize with its credential', async () => {
    state.drawDelay = 50
    const before = api.calls.length
    const go = await find('[aria-label="抽奖"]')
    testUtils.fireEvent.click(go)
    testUtils.fireEvent.click(go)
    // skip the ~3 s highlight run
    const skip = await find('[aria-label="跳过动画"]')
    testUtils.fireEvent.click(skip)
    await findText('恭喜中奖！')
    const made = api.calls.slice(before).map(c => `${c.method} ${c.path}`)
    expect(made.indexOf(`GET ${L}/1/chance`)).toBeLessThan(made.indexOf(`POST ${L}/1`))
    expect(draws()).toHaveLength(1)
    expect(pageText()).toContain('CRED-1')
    expect(currentPage().querySelector('.lottery-board__cell--active')?.textContent).toContain('蓝牙耳机')
  })

  it('claims a physical prize: validates the phone, keeps the input on failure, then sends', async () => {
    testUtils.fireEvent.click(await findText('填写领奖信息'))
    await find('#claim-name')
    await typeInto('claim-name', '张三', el => testUtils.fireEvent.input(el))
    await typeInto('claim-cellphone', '123', el => testUtils.fireEvent.input(el))
    await typeInto('claim-address', '上海市浦东新区世纪大道 1 号', el => testUtils.fireEvent.input(el))
    testUtils.fireEvent.click(await findText('提交'))
    await findText('请输入 11 位手机号')
    expect(api.calls.filter(c => c.path === `${L}/completeInfo`)).toHaveLength(0)

    await typeInto('claim-cellphone', '13900000000', el => testUtils.fireEvent.input(el))
    testUtils.fireEvent.click(await findText('提交'))
    await findText('兑奖码已使用')
    expect((currentInput('claim-address') as HTMLTextAreaElement).value).toBe('上海市浦东新区世纪大道 1 号')

    await typeInto('claim-cellphone', '13800000000', el => testUtils.fireEvent.input(el))
    const toast = spyToasts()
    testUtils.fireEvent.click(await findText('提交'))
    await waitFor(() => expect(toastTitles(toast)).toContain('领奖信息已提交，请留意发货通知'))
    const sent = api.calls.filter(c => c.path === `${L}/completeInfo`).pop()!
    const body = typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data
    expect(body).toEqual({ credentialId: 'CRED-1', name: '张三', cellphone: '13800000000', address: '上海市浦东新区世纪大道 1 号' })
    await waitFor(() => expect(currentPage().querySelector('[aria-label="填写领奖信息"]')).toBeNull())
  })

  it('without a chance shows 抽奖机会已用完 and makes no draw request', async () => {
    await waitFor(() => expect(pageText()).toContain('剩余 0 次抽奖机会'))
    const drawsBefore = draws().length
    testUtils.fireEvent.click(await find('[aria-label="抽奖"]'))
    await findText('抽奖机会已用完')
    expect(draws()).toHaveLength(drawsBefore)
  })

  it('shows 谢谢参与 for a losing draw', async () => {
    state.chance = { canUse: true, remaining: 1 }
    state.result = { recordId: 2, win: false, prize: null, needInfo: false, credentialId: null }
    await open('/pages/lottery/index?id=1')
    await waitFor(() => expect(pageText()).toContain('剩余 1 次抽奖机会'))
    testUtils.fireEvent.click(await find('[aria-label="抽奖"]'))
    testUtils.fireEvent.click(await find('[aria-label="跳过动画"]'))
    await find('[role="dialog"][aria-label="谢谢参与"]')
    expect(currentPage().querySelector('.lottery-board__cell--active')?.textContent).toContain('谢谢参与')
  })

  it('opens the claim form directly for ?claim=<credentialId>', async () => {
    await open('/pages/lottery/index?id=1&claim=CRED-9')
    await find('[aria-label="填写领奖信息"]')
    await waitFor(() => expect((currentInput('claim-credential') as HTMLInputElement).value).toBe('CRED-9'))
  })

  it('refuses prize verification to a visitor who is not a promoter', async () => {
    await open('/pages/lottery/scan/index')
    await findText('仅渠道伙伴可以核销奖品')
    expect(api.calls.filter(c => c.path === `${L}/verify`)).toHaveLength(0)
  })

  it('says so when the lottery does not exist, and rejects a malformed id', async () => {
    await open('/pages/lottery/index?id=99')
    await findText('抽奖活动不存在')
    await open('/pages/lottery/index?id=abc')
    await findText('链接缺少必要的参数')
  })
})

function currentInput(id: string): Element | null {
  return currentPage().querySelector(`#${id} input, #${id} textarea`)
}

import Taro from '@tarojs/taro'
import type { Speaker } from '../../../types/contract'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { backToHome, currentPage, until } from './helpers'

const testUtils = new TaroTestApp()
const SPEAKERS = '/open/v1/speaker/list'
const click = (el: Element | null | undefined) => (testUtils as unknown as { fireEvent: { click(e: Element): void } }).fireEvent.click(el as Element)

const speaker = (id: number, over: Partial<Speaker> = {}): Speaker => ({
  id,
  name: `嘉宾${id}`,
  title: 'CTO',
  company: '云途科技',
  avatar: '',
  intro: `嘉宾${id}的介绍`,
  ...over
})

let api: ReturnType<typeof mockApi> | null = null
async function open() {
  await Taro.navigateTo({ url: '/pages/speaker-list/index' })
  return until(() => (currentPage().id.startsWith('/pages/speaker-list/index') ? currentPage() : null), 'speaker page')
}

describe('speaker list', () => {
  beforeAll(async () => {
    await testUtils.createApp()
  })
  afterEach(async () => {
    await backToHome()
    api?.restore()
  })

  it('asks for every speaker at once and shows name and title/company', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1), speaker(2, { title: '', company: '独立顾问' })]) })
    const root = await open()
    await until(() => root.querySelectorAll('[data-testid="speaker"]').length === 2, 'speakers')
    expect(api.callsTo(SPEAKERS)[0].query).toEqual({ size: '1000' })
    const cells = Array.from(root.querySelectorAll('[data-testid="speaker"]')).map(c =>
      [c.querySelector('.speaker__name')?.textContent, c.querySelector('.speaker__role')?.textContent].join('|')
    )
    expect(cells).toEqual(['嘉宾1|CTO · 云途科技', '嘉宾2|独立顾问'])
  })

  it('shows the intro in a sheet on tap and closes it', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1), speaker(2)]) })
    const root = await open()
    click(await until(() => root.querySelector('[aria-label="嘉宾2"]'), 'speaker 2'))
    const dialog = await until(() => root.querySelector('[role="dialog"]'), 'dialog')
    expect(dialog.textContent).toContain('嘉宾2的介绍')
    click(dialog.querySelector('[aria-label="关闭"]'))
    await until(() => !root.querySelector('[role="dialog"]'), 'closed')
  })

  it('says so when there are no speakers', async () => {
    api = mockApi({ [SPEAKERS]: page([]) })
    const root = await open()
    await until(() => root.querySelector('.state--empty'), 'empty')
  })

  it('shows the error and retries', async () => {
    let fail = true
    api = mockApi({ [SPEAKERS]: () => (fail ? envelope(500, null, '加载失败了') : page([speaker(1)])) })
    const root = await open()
    const alert = await until(() => root.querySelector('[role="alert"]'), 'alert')
    expect(alert.textContent).toContain('加载失败了')
    fail = false
    click(alert.querySelector('taro-button-core, button'))
    await until(() => root.querySelector('[data-testid="speaker"]'), 'speaker after retry')
  })
})

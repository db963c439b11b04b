import { waitFor, within } from '@testing-library/dom'
import type { Speaker } from '../../../types/contract'
import { envelope, mockApi, page } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { openOnTop, fromFirstPageEachTest, stubIntersectionObserver } from '../../support/page'

const testUtils = new TaroTestApp()
const SPEAKERS = '/open/v1/speaker/list'
const click = (el: Element) => testUtils.fireEvent.click(el)

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
const open = () => openOnTop('/pages/speaker-list/index')

describe('speaker list', () => {
  beforeAll(async () => {
    // Taro's lazy Image (the avatars) asks for one.
    stubIntersectionObserver()
    await testUtils.createApp()
  })
  fromFirstPageEachTest()
  afterEach(() => api?.restore())

  it('asks for every speaker at once and shows name and title/company', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1), speaker(2, { title: '', company: '独立顾问' })]) })
    const screen = await open()
    await waitFor(() => expect(screen.getAllByTestId('speaker')).toHaveLength(2))
    expect(api.callsTo(SPEAKERS)[0].query).toEqual({ size: '1000' })
    // In order, each cell named by the speaker and showing title · company (or what there is of it).
    expect(screen.getAllByTestId('speaker').map(c => c.getAttribute('aria-label'))).toEqual(['嘉宾1', '嘉宾2'])
    expect(within(screen.getByRole('button', { name: '嘉宾1' })).getByText('CTO · 云途科技')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: '嘉宾2' })).getByText('独立顾问')).toBeTruthy()
  })

  it('features the first speaker when it has an avatar: a row of its own with the larger avatar', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1, { avatar: '/media/avatar/1.png' }), speaker(2, { avatar: '/media/avatar/2.png' }), speaker(3)]) })
    const screen = await open()
    await waitFor(() => expect(screen.getAllByTestId('speaker')).toHaveLength(3))
    const [first, ...rest] = screen.getAllByTestId('speaker')
    expect(first.classList.contains('speaker--featured')).toBe(true)
    expect(first.querySelector('.speaker__avatar--large')).toBeTruthy()
    for (const cell of rest) expect(cell.classList.contains('speaker--featured')).toBe(false)
    expect(rest[0].querySelector('.speaker__avatar--small')).toBeTruthy()
  })

  it('features nobody when the first speaker has no avatar (a large placeholder letter would lead with nothing)', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1), speaker(2, { avatar: '/media/avatar/2.png' })]) })
    const screen = await open()
    await waitFor(() => expect(screen.getAllByTestId('speaker')).toHaveLength(2))
    for (const cell of screen.getAllByTestId('speaker')) expect(cell.classList.contains('speaker--featured')).toBe(false)
  })

  it('shows the intro in a sheet on tap and closes it', async () => {
    api = mockApi({ [SPEAKERS]: page([speaker(1), speaker(2)]) })
    const screen = await open()
    click(await screen.findByRole('button', { name: '嘉宾2' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('嘉宾2的介绍')
    click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says so when there are no speakers', async () => {
    api = mockApi({ [SPEAKERS]: page([]) })
    const screen = await open()
    await screen.findByText('暂无内容')
  })

  it('shows the error and retries', async () => {
    let fail = true
    api = mockApi({ [SPEAKERS]: () => (fail ? envelope(500, null, '加载失败了') : page([speaker(1)])) })
    const screen = await open()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('加载失败了')
    fail = false
    click(within(alert).getByRole('button', { name: '重试' }))
    await screen.findByRole('button', { name: '嘉宾1' })
  })
})

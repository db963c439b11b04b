import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { AiMessage } from '../../../types/contract'
import { aiMessage, sseResponse } from '../../support/ai'
import { deferred } from '../../support/deferred'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { queriesOnTop, spyToastCalls, typeInto, fromFirstPageEachTest, findNativeLabelled } from '../../support/page'
import { currentPage, findText, LOGIN, login, open, pageText } from './fixtures'

const g = globalThis as Record<string, unknown>
const testUtils = new TaroTestApp()
const A = '/ca-open/v1/ai/assistant'

const msg = (id: number, role: 'user' | 'assistant', content: string): AiMessage => aiMessage({ id, role, content })
const history = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => msg(from + i, (from + i) % 2 ? 'user' : 'assistant', `历史消息${from + i}`))
const answer = aiMessage({
  id: 100,
  content: '根据站内内容：\n\n1. **[数字化营销白皮书](/pages/article/index?id=3)**（文章）\n   一份白皮书',
  links: [{ entityType: 'ARTICLE', id: 3, title: '数字化营销白皮书' }]
})

/** A fetch answering an SSE body: the given chunks (after the first, once `rest` settles), then (unless `hang`) the end; or failing to connect. */
function sseFetch(chunks: string[], options: { hang?: boolean; fail?: boolean; rest?: Promise<unknown> } = {}) {
  return jest.fn(async (_url: string, init: RequestInit) => {
    if (options.fail) throw new TypeError('Failed to fetch')
    return sseResponse(chunks, { hang: options.hang, signal: init.signal, rest: options.rest })
  })
}

const streamOf = (m: AiMessage) => [
  ...Array.from(m.content.match(/[\s\S]{1,6}/g) || []).map(d => `data: ${JSON.stringify({ delta: d })}\n\n`),
  `data: ${JSON.stringify({ done: true, message: m })}\n\n`
]

const api = mockApi({
  [LOGIN]: login(),
  [`GET ${A}/info`]: { id: 1, name: '小云助手', avatar: '', welcome: '你好，我是小云，有什么可以帮你？', suggestions: ['有哪些活动？', '产品价格'] },
  [`GET ${A}/message/historyList`]: (q: Record<string, string>) => (q.beforeId ? history(1, 3) : history(4, 13)),
  [`POST ${A}/chat`]: { ...answer, id: 101, content: '完整回答' },
  'GET /open/v1/entityData/entityDataDetail/3': { id: 3, title: '数字化营销白皮书' }
})
// test/setup/env.ts's fetch, which refuses: each test that streams puts its own in place.
const refusingFetch = g.fetch

/** Opens the assistant and waits for its latest history. */
async function openAssistant() {
  const screen = await open('/pages/ai/index')
  await waitFor(() => expect(pageText()).toContain('历史消息13'))
  return screen
}

/** Types a question and taps 发送. */
async function ask(question: string) {
  const screen = queriesOnTop()
  await typeInto(await findNativeLabelled('输入你的问题', screen), question)
  testUtils.fireEvent.click(await screen.findByRole('button', { name: '发送' }))
}

describe('AI assistant page', () => {
  beforeAll(async () => {
    await testUtils.createApp()
  })
  beforeEach(() => {
    spyToastCalls()
    api.clearCalls()
  })
  afterEach(() => {
    g.fetch = refusingFetch
  })
  fromFirstPageEachTest('showToast')
  afterAll(() => api.restore())

  it('shows the assistant welcome, suggestions and the latest history', async () => {
    await open('/pages/ai/index')
    await findText('你好，我是小云，有什么可以帮你？')
    expect(queriesOnTop().getByRole('button', { name: '有哪些活动？' })).toBeTruthy()
    await waitFor(() => expect(pageText()).toContain('历史消息13'))
    expect(api.callsTo(`${A}/message/historyList`)[0].query).toMatchObject({ size: '10' })
  })

  it('loads earlier messages by beforeId above the current ones', async () => {
    const screen = await openAssistant()
    testUtils.fireEvent.click(await screen.findByRole('button', { name: '加载更早的消息' }))
    await waitFor(() => expect(pageText()).toContain('历史消息2'))
    await waitFor(() => expect(pageText()).toContain('历史消息4'))
    expect(api.callsTo(`${A}/message/historyList`).pop()?.query.beforeId).toBe('4')
    const text = pageText()
    expect(text.indexOf('历史消息3')).toBeLessThan(text.indexOf('历史消息4'))
    // fewer than 10 came back: nothing earlier
    await waitFor(() => expect(pageText()).not.toContain('加载更早的消息'))
  })

  it('streams an answer token by token and renders its markdown link', async () => {
    const rest = deferred<void>()
    const fetchMock = sseFetch(streamOf(answer), { rest: rest.promise })
    g.fetch = fetchMock
    const screen = await openAssistant()
    await ask('有什么白皮书？')
    await findText('有什么白皮书？')
    // part of the answer is on screen before the end (the bubble being streamed says so in data-status)
    await waitFor(() => expect(currentPage().querySelector('[data-status="streaming"]')?.textContent).toMatch(/根据/))
    rest.resolve()
    await waitFor(() => expect(screen.getByRole('link', { name: '数字化营销白皮书' }).getAttribute('href')).toBe('/web/h/pages/article/index?id=3'))
    await waitFor(() => expect(currentPage().querySelectorAll('[data-status="streaming"]')).toHaveLength(0))
    expect(fetchMock.mock.calls[0][0]).toBe(`/api${A}/beforeStreamChat`)
    expect((fetchMock.mock.calls[0][1] as RequestInit).headers).toMatchObject({ 'Authorization-Ca': 'key-member' })
    expect(screen.getByText('相关内容', { exact: false })).toBeTruthy()
  })

  it('lists what the answer refers to as plain links on a server without assistant cards, whatever the answer carries', async () => {
    const withCards = { ...answer, cards: [{ type: 'ARTICLE' as const, id: 3, title: '数字化营销白皮书', cover: '', actions: ['favorite' as const] }] }
    g.fetch = sseFetch(streamOf(withCards))
    const screen = await openAssistant()
    await ask('白皮书在哪？')
    await findText('白皮书在哪？')
    await waitFor(() => expect(screen.getByText('相关内容', { exact: false })).toBeTruthy())
    expect(screen.queryByRole('button', { name: /^收藏/ })).toBeNull()
  })

  it('opens an app link of the answer in-app', async () => {
    g.fetch = sseFetch(streamOf(answer))
    const screen = await openAssistant()
    await ask('有什么白皮书？')
    const link = await screen.findByRole('link', { name: '数字化营销白皮书' })
    const nav = jest.spyOn(Taro, 'navigateTo')
    try {
      testUtils.fireEvent.click(link)
      await waitFor(() => expect(nav).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/article/index?id=3' })))
    } finally {
      nav.mockRestore()
    }
    await waitFor(() => expect(String(Taro.getCurrentPages().pop()?.path)).toContain('/pages/article/index'))
    await Taro.navigateBack()
    await waitFor(() => expect(String(Taro.getCurrentPages().pop()?.path)).toContain('/pages/ai/index'))
  })

  it('stop keeps the partial answer', async () => {
    g.fetch = sseFetch(['data: {"delta":"这是一半"}\n\n'], { hang: true })
    const screen = await openAssistant()
    await ask('再问一个')
    await waitFor(() => expect(pageText()).toContain('这是一半'))
    testUtils.fireEvent.click(await screen.findByRole('button', { name: '停止回答' }))
    await findText('已停止回答')
    expect(pageText()).toContain('这是一半')
    await screen.findByRole('button', { name: '发送' })
  })

  it('falls back to the whole answer when the stream cannot start', async () => {
    g.fetch = sseFetch([], { fail: true })
    await openAssistant()
    await ask('第三个问题')
    await waitFor(() => expect(pageText()).toContain('完整回答'))
    expect(api.callsTo(`${A}/chat`)).toHaveLength(1)
  })

  it('offers retry on a failed answer and answers on retry', async () => {
    g.fetch = sseFetch(['data: {"delta":"断"}\n\n'])
    const screen = await openAssistant()
    await ask('第四个问题')
    await findText('回答中断了，请重试')
    g.fetch = sseFetch(streamOf({ ...answer, id: 102, content: '重试后的回答' }))
    testUtils.fireEvent.click(await screen.findByRole('button', { name: '重试' }))
    await waitFor(() => expect(pageText()).toContain('重试后的回答'))
    expect(pageText()).not.toContain('回答中断了，请重试')
  })
})

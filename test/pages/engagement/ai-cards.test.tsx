import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { runInAction } from 'mobx'
import type { AiCard } from '../../../types/contract'
import type { RootStore } from '@/stores/root-store'
import { aiMessage } from '../../support/ai'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import {
  expectToOpen,
  fieldLabelled,
  fromFirstPageEachTest,
  queriesOnTop,
  spyToastCalls,
  startAppWithStore,
  toastTitles,
  topPath,
  typeInto
} from '../../support/page'
import { peekPendingIntent, clearPendingIntent } from '../../../src/services/pending-action'
import { f, form } from '../forms/fixtures'
import { LOGIN, login, open } from './fixtures'

/** Issue #29 item 7: the assistant's answer as cards with one-tap actions (extension assistantCards). */
const testUtils = new TaroTestApp()
const A = '/ca-open/v1/ai/assistant'

const summit: AiCard = {
  type: 'EVENT',
  id: 30,
  title: '数字营销增长峰会',
  cover: '/media/cover/event-summit.png',
  time: '12月10日（周四）09:00-17:00（北京时间）',
  actions: ['signup', 'favorite'],
  formId: 1
}
const openDay: AiCard = { type: 'EVENT', id: 31, title: '产品开放日', cover: '', actions: ['signup', 'favorite'], formId: null }
const manual: AiCard = { type: 'FILEDOWNLOAD', id: 51, title: '产品手册', cover: '', actions: ['download', 'favorite'], fileId: 7 }
const whitepaper: AiCard = { type: 'FILEDOWNLOAD', id: 53, title: '白皮书', cover: '', actions: ['favorite'], starred: false }
const kept: AiCard = { type: 'COURSE', id: 52, title: '私域增长进阶课', cover: '', actions: ['favorite'], starred: true }
let starred = [true]

const api = mockApi({
  [LOGIN]: login(),
  'GET /open/v1/extensions': { features: ['assistantCards'] },
  [`GET ${A}/info`]: { id: 1, name: '小云助手', avatar: '', welcome: '你好', suggestions: [] },
  [`GET ${A}/message/historyList`]: [
    aiMessage({ id: 1, role: 'user', content: '最近有什么活动' }),
    aiMessage({
      id: 2,
      content: '近期有 3 场活动',
      links: [summit, openDay, manual, whitepaper, kept].map(c => ({ entityType: c.type, id: c.id, title: c.title })),
      cards: [summit, openDay, manual, whitepaper, kept]
    })
  ],
  'POST /ca-open/v1/entityData/star/51': () => ({ starred: starred.shift() ?? true, starCount: 1 }),
  'POST /ca-open/v1/entityData/star/52': { starred: false, starCount: 0 },
  'POST /ca-open/v1/entityData/star/53': { starred: true, starCount: 1 },
  // The summit's form (card 30's formId 1), which a 报名 tap opens and submits.
  'GET /open/v1/account/getFormById': form({ id: 1, title: '峰会报名', contentEntityId: 30, fields: [f('name', '姓名', 'TEXT', { required: true })] }),
  'GET /ca-open/v1/companyAccount/form/submitted': envelope(209, false),
  'POST /open/v1/account/submitSurvey': { submissionId: 80, ticket: null }
})

/** The value of the request's "<product>-Track" header (its name follows the company's product). */
const trackOf = (header: Record<string, string>) => Object.entries(header).find(([k]) => k.toLowerCase().endsWith('-track'))?.[1]

const card = (id: number) => within(queriesOnTop().getByTestId(`ai-card-${id}`))

/** Taps card `id`'s star, named `before` and pressed as `wasPressed`, and waits for it to be named `after`, pressed the other way. */
async function tapStar(id: number, before: string, after: string, wasPressed: boolean): Promise<void> {
  const button = card(id).getByRole('button', { name: before })
  expect(button.getAttribute('aria-pressed')).toBe(String(wasPressed))
  testUtils.fireEvent.click(button)
  await waitFor(() => expect(card(id).getByRole('button', { name: after }).getAttribute('aria-pressed')).toBe(String(!wasPressed)))
}

async function openAssistant() {
  await open('/pages/ai/index')
  await waitFor(() => expect(queriesOnTop().getByTestId('ai-card-30')).toBeTruthy())
}

describe('assistant cards', () => {
  let store: RootStore
  beforeAll(async () => {
    store = await startAppWithStore(testUtils)
  })
  let toasts: jest.SpyInstance
  beforeEach(() => {
    toasts = spyToastCalls()
    api.clearCalls()
    clearPendingIntent()
  })
  fromFirstPageEachTest('showToast', 'redirectTo')
  afterAll(() => api.restore())

  it('shows the answer’s content as cards with their time and actions instead of a list of links', async () => {
    await openAssistant()
    expect(card(30).getByText('12月10日（周四）09:00-17:00（北京时间）')).toBeTruthy()
    expect(card(30).getByRole('button', { name: '报名：数字营销增长峰会' })).toBeTruthy()
    expect(card(51).getByRole('button', { name: '下载：产品手册' })).toBeTruthy()
    expect(card(51).queryByRole('button', { name: /报名/ })).toBeNull()
    expect(queriesOnTop().queryByText('相关内容')).toBeNull()
  })

  it('报名 opens the event’s form', async () => {
    await openAssistant()
    await expectToOpen('/pages/form/index?id=1&eventId=30', () => testUtils.fireEvent.click(card(30).getByRole('button', { name: /^报名/ })))
  })

  it('报名 leads to the event’s form, and the submission there carries the assistant as its source', async () => {
    // No source from an earlier test: only the tap may make the submission the assistant's.
    runInAction(() => (store.session.trackParams = {}))
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await openAssistant()
    testUtils.fireEvent.click(card(30).getByRole('button', { name: '报名：数字营销增长峰会' }))
    await waitFor(() => expect(topPath()).toContain('/pages/form/index'))
    expect(Taro.getCurrentInstance().router?.params).toMatchObject({ id: '1', eventId: '30' })
    await waitFor(() => expect(queriesOnTop().getAllByText('峰会报名').length).toBeGreaterThan(0))
    await typeInto(fieldLabelled('姓名'), '林助手')
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '提交报名' }))
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    const calls = api.callsTo('/open/v1/account/submitSurvey')
    expect(calls).toHaveLength(1)
    expect(calls[0].query.websiteFormId).toBe('1')
    expect(calls[0].data).toMatchObject({ values: { name: '林助手' } })
    expect(trackOf(calls[0].header)).toContain('utm_source=ai_assistant')
  })

  it('报名 of an event without a form opens the event’s page, which signs up', async () => {
    await openAssistant()
    await expectToOpen('/pages/event/index?id=31', () => testUtils.fireEvent.click(card(31).getByRole('button', { name: /^报名/ })))
  })

  it('下载 hands the file to the material page, which downloads it through its gate', async () => {
    await openAssistant()
    await expectToOpen('/pages/material/index?id=51', () => testUtils.fireEvent.click(card(51).getByRole('button', { name: /^下载/ })))
    const intent = peekPendingIntent()
    expect(intent).toMatchObject({ kind: 'download', payload: { id: 51, fileId: 7 } })
    expect(intent?.page).toMatch(/\/pages\/material\/index$/)
  })

  it('收藏 keeps it (never removes a favourite), with the assistant as the source of the call', async () => {
    starred = [false, true]
    await openAssistant()
    testUtils.fireEvent.click(card(51).getByRole('button', { name: /^收藏/ }))
    await waitFor(() => expect(toastTitles(toasts)).toContain('已收藏'))
    const calls = api.callsTo('/ca-open/v1/entityData/star/51')
    expect(calls).toHaveLength(2)
    expect(trackOf(calls[0].header)).toContain('utm_source=ai_assistant')
  })

  it('收藏 reads 已收藏, pressed, once the content is kept', async () => {
    await openAssistant()
    await tapStar(53, '收藏：白皮书', '已收藏：白皮书', false)
    expect(card(53).getByText('已收藏')).toBeTruthy()
    expect(toastTitles(toasts)).toContain('已收藏')
  })

  it('a favourite already kept reads 已收藏, and a tap takes it out', async () => {
    await openAssistant()
    await tapStar(52, '已收藏：私域增长进阶课', '收藏：私域增长进阶课', true)
    expect(api.callsTo('/ca-open/v1/entityData/star/52')).toHaveLength(1)
    expect(toastTitles(toasts)).toContain('已取消收藏')
  })
})

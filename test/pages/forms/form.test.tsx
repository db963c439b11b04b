import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import {
  expectShows,
  expectToOpen,
  fieldLabelled,
  fieldValue,
  openOnTop,
  queriesOnTop,
  recordToasts,
  stubIntersectionObserver,
  topPageElement,
  typeInto,
  fromFirstPageEachTest,
  nativeControl,
  startAppWithStore,
  typeNow,
  whenEnabled,
  withFakeTimeouts
} from '../../support/page'
import type { RootStore } from '@/stores/root-store'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { installFakeXhr } from '../../utils/fake-xhr'
import { saveDraft } from '@/features/forms/draft'
import { readStorage } from '@/services/storage'
import { FORM_SUBMIT_INTENT } from '@/features/forms/use-form-fill'
import { savePendingIntent } from '@/services/pending-action'
import * as chooseFileModule from '@/services/platform/choose-file'
import { UPLOAD_INTENT } from '@/features/forms/components/upload-field'
import { errorOf, f, findText, form, login, member, nativeByLabel, pick, ticket } from './fixtures'

const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

const fullForm = form({
  id: 1,
  smsVerify: true,
  fields: [
    f('name', '姓名', 'TEXT', { required: true, maxLength: 10 }),
    f('intro', '个人简介', 'TEXTAREA', { maxLength: 20 }),
    f('mobile', '手机号', 'PHONE', { required: true }),
    f('mail', '邮箱', 'EMAIL'),
    f('age', '年龄', 'NUMBER', { min: 18, max: 60 }),
    f('session', '参会场次', 'RADIO', { options: ['上午场', '下午场'], required: true }),
    f('topics', '感兴趣的话题', 'CHECKBOX', { options: ['AI', '增长', '出海'] }),
    f('arrive', '到达日期', 'DATE'),
    f('region', '所在地区', 'REGION'),
    f('corp', '公司名称', 'COMPANY'),
    f('card', '名片', 'IMAGE'),
    f('resume', '简历', 'FILE'),
    f('agree', '《参会须知》', 'AGREEMENT', { required: true, agreement: '<p>请准时到场<script>alert(1)</script></p>' })
  ]
})

const shortForm = form({
  id: 2,
  fields: [
    f('name', '姓名', 'TEXT', { required: true }),
    f('mobile', '手机号', 'PHONE', { required: true }),
    f('agree', '《隐私政策》', 'AGREEMENT', { required: true })
  ]
})

/** An event's registration (verifyNewPhone): a phone other than the account's verified one needs its SMS code. */
const registration = form({
  id: 4,
  title: '峰会报名',
  verifyNewPhone: true,
  fields: [f('name', '姓名', 'TEXT', { required: true }), f('mobile', '手机号', 'PHONE', { required: true })]
})

const provinces = [
  { code: '31', name: '上海市' },
  { code: '44', name: '广东省' }
]
const cities: Record<string, { code: string; name: string }[]> = {
  '44': [
    { code: '4403', name: '深圳市' },
    { code: '4401', name: '广州市' }
  ],
  '4403': [{ code: '440305', name: '南山区' }]
}

let submitAnswers: unknown[] = []
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': login({ ...member, name: '微信用户8', email: '', cellphone: null }),
  'GET /ca-open/v1/companyAccount/form/submitted': envelope(209, false),
  'GET /open/v1/account/getFormById': (q: Record<string, string>) =>
    ({ 1: fullForm, 2: shortForm, 3: form({ id: 3, submitted: true }), 4: registration })[q.id as '1'],
  'GET /open/address/list': (q: Record<string, string>) => (q.code ? cities[q.code] || [] : provinces),
  'GET /open/v1/common/enterpriseInfo/searchByName': (q: Record<string, string>) => [
    { name: `${q.name}科技有限公司`, creditCode: '91310000X', legalPerson: '王五' }
  ],
  'POST /open/v1/account/verification': { sent: true, retryAfter: 60 },
  'POST /open/v1/account/submitSurvey': async () => {
    const next = submitAnswers.shift()
    if (typeof next === 'function') return next()
    return next ?? { submissionId: 77, ticket: ticket() }
  },
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': [ticket()]
}
const api = mockApi(routes)
let xhr: ReturnType<typeof installFakeXhr> | null = null
let store: RootStore

const tap = (name: string | RegExp) => fire.click(queriesOnTop().getByRole('button', { name }))
const type = (label: string, value: string) => typeInto(fieldLabelled(label), value)
const valueOf = (label: string) => fieldValue(fieldLabelled(label))
const agreement = () => queriesOnTop().getByRole('checkbox', { name: /^我已阅读并同意/ }) as HTMLInputElement

async function openForm(id: number) {
  Taro.clearStorageSync()
  await openOnTop(`/pages/form/index?id=${id}&eventId=50`)
  await findText(id === 1 ? '感兴趣的话题' : '《隐私政策》')
  await waitFor(() => nativeByLabel('手机号'))
  return queriesOnTop()
}

async function fillShortForm() {
  await type('姓名', '张三')
  await type('手机号', '13800000000')
  fire.click(agreement())
}

/** Taps an upload button and waits for the file picker it opens (outside the page, so found on the document). */
async function pickFile(button: string | RegExp) {
  tap(button)
  return waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!el) throw new Error('no file input')
    return el
  })
}

beforeAll(async () => {
  stubIntersectionObserver()
  store = await startAppWithStore(testUtils)
  // The web file picker hands the upload a blob URL; jsdom has no createObjectURL.
  ;(URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:card'
})
beforeEach(() => {
  submitAnswers = []
  api.clearCalls()
  // A pending sign-in intent lives in the tab's session storage.
  sessionStorage.clear()
})
afterEach(() => {
  xhr?.restore()
  xhr = null
})
fromFirstPageEachTest('redirectTo', 'showToast')

describe('form page: fields', () => {
  it('labels every field type for people and screen readers', async () => {
    const screen = await openForm(1)
    for (const label of ['姓名', '个人简介', '手机号', '邮箱', '年龄', '公司名称', '短信验证码']) expect(nativeByLabel(label)).toBeTruthy()
    expect(screen.getByRole('radio', { name: '上午场' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: '出海' })).toBeTruthy()
    // The date is the browser's date input, over the field's box that shows its placeholder.
    const date = screen.getByLabelText('到达日期：请选择到达日期') as HTMLInputElement
    expect([date.type, date.value]).toEqual(['date', ''])
    expect(date.closest('.form-field')?.textContent).toContain('请选择到达日期')
    expect(screen.getByRole('button', { name: '所在地区：省份' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '上传名片，选择图片' }).textContent).toBe('选择图片')
    expect(screen.getByRole('button', { name: '上传简历，选择文件' }).textContent).toBe('选择文件')
    expect(screen.getByText('请准时到场')).toBeTruthy()
    expect(topPageElement().innerHTML).not.toContain('<script>')
    expectShows(topPageElement(), '我已阅读并同意《参会须知》', '范围 18 - 60')
  })

  it('shows every required field’s message, tied to the field, and focuses the first', async () => {
    await openForm(1)
    tap('提交报名')
    await findText('请填写姓名')
    const nameError = errorOf('姓名')
    expect(nameError?.textContent).toBe('请填写姓名')
    expect(nameError?.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(nativeByLabel('姓名').getAttribute('aria-invalid')).toBe('true'))
    expect(nativeByLabel('姓名').getAttribute('aria-describedby')).toMatch(/field-name-error$/)
    expect(errorOf('手机号')?.textContent).toBe('请填写手机号')
    expectShows(topPageElement(), '请选择参会场次', '请阅读并勾选同意《参会须知》', '请输入短信验证码')
    expect(nativeByLabel('邮箱').getAttribute('aria-invalid')).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(nativeByLabel('姓名')))
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(0)
  })

  it('checks phone, email, number range and length as typed', async () => {
    await openForm(1)
    await type('姓名', '一二三四五六七八九十一')
    await type('手机号', '12345')
    await type('邮箱', 'not-an-email')
    await type('年龄', '70')
    await type('个人简介', 'x'.repeat(21))
    tap('提交报名')
    await findText('请输入正确的11位手机号')
    expect(errorOf('姓名')?.textContent).toBe('姓名最多10个字')
    expect(errorOf('邮箱')?.textContent).toBe('请输入正确的邮箱地址')
    expect(errorOf('年龄')?.textContent).toBe('年龄请输入18到60之间的数字')
    expect(errorOf('个人简介')?.textContent).toBe('个人简介最多20个字')
    expectShows(topPageElement(), '21/20')
    // Fixing a value clears its message at once.
    await type('邮箱', 'a@b.cn')
    await waitFor(() => expect(errorOf('邮箱')).toBeNull())
  })

  it('points out a wrong phone when the visitor leaves the field', async () => {
    await openForm(1)
    await type('手机号', '1380000')
    fire.blur(nativeByLabel('手机号'))
    await findText('请输入正确的11位手机号')
  })

  it('takes radio, checkbox and date choices', async () => {
    const screen = await openForm(1)
    fire.click(screen.getByRole('radio', { name: '下午场' }))
    fire.click(screen.getByRole('checkbox', { name: '出海' }))
    fire.click(screen.getByRole('checkbox', { name: 'AI' }))
    pick(screen.getByLabelText(/^到达日期/), '2026-03-04')
    await waitFor(() => expect((screen.getByLabelText('到达日期：2026-03-04') as HTMLInputElement).value).toBe('2026-03-04'))
    expect(screen.getByLabelText('到达日期：2026-03-04').closest('.form-field')?.textContent).toContain('2026-03-04')
    await type('姓名', '张三')
    await type('手机号', '13800000000')
    fire.click(agreement())
    tap('获取验证码')
    await findText('后重发')
    await type('短信验证码', '123456')
    tap('提交报名')
    await waitFor(() => expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(1))
    const body = api.callsTo('/open/v1/account/submitSurvey')[0].data as { values: Record<string, unknown>; smsCode: string }
    expect(body.values).toMatchObject({
      session: '下午场',
      topics: ['AI', '出海'],
      arrive: '2026-03-04',
      name: '张三',
      mobile: '13800000000',
      agree: true,
      age: null
    })
    expect(body.smsCode).toBe('123456')
  })

  it('sends the SMS code only to a valid phone and counts down', async () => {
    const screen = await openForm(1)
    tap('获取验证码')
    await findText('请先填写手机号')
    expect(api.callsTo('/open/v1/account/verification')).toHaveLength(0)
    await type('手机号', '13900000000')
    tap('获取验证码')
    await findText('60s 后重发')
    expect(api.callsTo('/open/v1/account/verification')[0]).toMatchObject({ query: { websiteFormId: '1' }, data: { cellphone: '13900000000' } })
    expect(screen.getByRole('button', { name: '60s 后重发' }).hasAttribute('disabled')).toBe(true)
  })

  it('loads cities and districts under the chosen province', async () => {
    const screen = await openForm(1)
    const level = (name: string) => screen.getByRole('button', { name: `所在地区：${name}` })
    await waitFor(() => expect(api.calls.some(c => c.path === '/open/address/list' && !c.query.code)).toBe(true))
    // A level opens once its options are in (it is disabled while it has none); a choice shows the next level.
    fire.click(await whenEnabled(level('省份')))
    const option = (name: string) => waitFor(() => within(document.querySelector('.region-sheet') as HTMLElement).getByRole('option', { name }))
    fire.click(await option('广东省'))
    await waitFor(() => expect(level('省份').textContent).toBe('广东省'))
    await waitFor(() => expect(api.calls.some(c => c.query.code === '44')).toBe(true))
    fire.click(await option('深圳市'))
    await waitFor(() => expect(level('城市').textContent).toBe('深圳市'))
    fire.click(await option('南山区'))
    await waitFor(() => expect(level('区县').textContent).toBe('南山区'))
    // The last level closes the sheet.
    await waitFor(() => expect(document.querySelector('.region-sheet')).toBeNull())
  })

  it('suggests companies after typing pauses, and asks nothing for an empty name', async () => {
    const screen = await openForm(1)
    const company = await nativeControl(fieldLabelled('公司名称'))
    // The pause after typing on jest's clock: every pending timeout (the suggestion debounce among them) runs now.
    await withFakeTimeouts(async () => {
      typeNow(company, '云图')
      await jest.runOnlyPendingTimersAsync()
    })
    await waitFor(() => expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')).toHaveLength(1))
    expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')[0].query.name).toBe('云图')
    const suggestions = within(await screen.findByRole('listbox', { name: '企业名称建议' }))
    fire.click(await suggestions.findByText('云图科技有限公司'))
    await waitFor(() => expect(valueOf('公司名称')).toBe('云图科技有限公司'))
    api.clearCalls()
    const cleared = await nativeControl(fieldLabelled('公司名称'))
    // Every pending timeout has run by now, and a request is recorded as it is made.
    await withFakeTimeouts(async () => {
      typeNow(cleared, '')
      await jest.runOnlyPendingTimersAsync()
    })
    expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')).toHaveLength(0)
  })

  it('uploads an image (the picked file, under its own name) with a progress bar and shows it', async () => {
    const screen = await openForm(1)
    xhr = installFakeXhr()
    const input = await pickFile(/^上传名片/)
    expect(input.accept).toBe('image/*')
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'card.png', { type: 'image/png' })] })
    fire.change(input)
    await waitFor(() => expect(xhr!.uploads).toHaveLength(1))
    const sent = xhr.uploads[0]
    // The key travels in a header: a URL lands in request logs.
    expect(sent).toMatchObject({ method: 'POST', url: '/api/open/file/upload', headers: { 'X-Api-Key': 'api-member' } })
    expect((sent.body!.get('file') as File).name).toBe('card.png')
    sent.progress(40, 100)
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '名片上传进度' }).getAttribute('aria-valuenow')).toBe('40'))
    sent.respond(200, { code: 200, data: { url: '/media/upload/card.png', name: 'card.png', size: 100 }, message: '' })
    await waitFor(() => expect(screen.getByLabelText('已上传的名片').getAttribute('src')).toBe('/media/upload/card.png'))
    expect(screen.getByRole('button', { name: '更换名片，重新上传' }).textContent).toBe('重新上传')
  })

  it('back from the sign-in a picked photo led to, uploads the photo kept for that field and shows it', async () => {
    const path = await formPath()
    const toasts = recordToasts()
    const photo = new File(['x'], '名片.png', { type: 'image/png' })
    // What the pick before the sign-in redirect left behind: the file in the browser's box and the intent.
    const take = jest.spyOn(chooseFileModule, 'takeKeptFile').mockResolvedValue({ path: 'blob:kept', name: '名片.png', size: 1 })
    const read = jest.spyOn(globalThis, 'fetch').mockResolvedValue({ blob: async () => photo } as unknown as Response)
    savePendingIntent({ kind: UPLOAD_INTENT, payload: { formId: 1, fieldKey: 'card' } }, path)
    xhr = installFakeXhr()
    const screen = await openOnTop('/pages/form/index?id=1')
    await waitFor(() => expect(xhr!.uploads).toHaveLength(1), { timeout: 10000 })
    expect(take).toHaveBeenCalledWith('form:1:card')
    expect(read).toHaveBeenCalledWith('blob:kept')
    expect((xhr.uploads[0].body!.get('file') as File).name).toBe('名片.png')
    xhr.uploads[0].respond(200, { code: 200, data: { url: '/media/upload/kept.png', name: '名片.png', size: 1 }, message: '' })
    await waitFor(() => expect(screen.getByLabelText('已上传的名片').getAttribute('src')).toBe('/media/upload/kept.png'))
    expect(toasts).toContain('已登录，名片已上传')
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
    take.mockRestore()
    read.mockRestore()
  })

  it('refuses a file over 5 MB before uploading', async () => {
    await openForm(1)
    xhr = installFakeXhr()
    const input = await pickFile(/^上传简历/)
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 })
    Object.defineProperty(input, 'files', { value: [big] })
    fire.change(input)
    await findText('文件不能超过 5MB')
    expect(xhr.uploads).toHaveLength(0)
  })
})

describe('form page: proof of the phone', () => {
  it('asks a member registering with their own verified phone for no SMS code, and asks it for another phone', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const signedIn = store.session.account
    store.session.setAccount({ ...member, cellphone: '13811113333' })
    try {
      const screen = await openOnTop('/pages/form/index?id=4&eventId=50')
      await findText('峰会报名')
      await waitFor(() => expect(valueOf('手机号')).toBe('13811113333'))
      expect(screen.queryByLabelText('短信验证码')).toBeNull()
      // Another phone than the verified one needs its proof; back to the verified one, it needs none.
      await type('手机号', '13700007777')
      await waitFor(() => expect(nativeByLabel('短信验证码')).toBeTruthy())
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy()
      await type('手机号', '13811113333')
      await waitFor(() => expect(screen.queryByLabelText('短信验证码')).toBeNull())
      expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull()
      await type('姓名', '张三')
      tap('提交报名')
      await waitFor(() => expect(redirect).toHaveBeenCalled())
      const calls = api.callsTo('/open/v1/account/submitSurvey')
      expect(calls).toHaveLength(1)
      expect(calls[0].data).toMatchObject({ values: { name: '张三', mobile: '13811113333' } })
      expect((calls[0].data as { smsCode?: string }).smsCode).toBeUndefined()
    } finally {
      if (signedIn) store.session.setAccount(signedIn)
    }
  })
})

/** The form page's path as the session sees it (window.location under the test router). */
async function formPath(): Promise<string> {
  await openForm(2)
  return window.location.pathname
}

describe('form page: submitting', () => {
  it('keeps everything typed after a failed submit, shows the server message, and retries with the same key', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openForm(2)
    await fillShortForm()
    submitAnswers = [envelope(500, null, '报名人数已满，请稍后再试')]
    tap('提交报名')
    await findText('报名人数已满，请稍后再试')
    expect(screen.getByRole('alert').textContent).toContain('报名人数已满')
    expect(valueOf('姓名')).toBe('张三')
    expect(valueOf('手机号')).toBe('13800000000')
    expect(agreement().checked).toBe(true)
    tap('提交报名')
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/form/success/index?submissionId=77&eventId=50&ticketId=9' }))
    const calls = api.callsTo('/open/v1/account/submitSurvey')
    expect(calls).toHaveLength(2)
    const keys = calls.map(c => (c.data as { idempotencyKey: string }).idempotencyKey)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(calls[0].query.websiteFormId).toBe('2')
  })

  it('sends one request for a double click and disables the button meanwhile', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const screen = await openForm(2)
    await fillShortForm()
    let release: () => void = () => undefined
    submitAnswers = [() => new Promise(resolve => (release = () => resolve({ submissionId: 78, ticket: null })))]
    const submit = screen.getByRole('button', { name: '提交报名' })
    fire.click(submit)
    fire.click(submit)
    const busy = await screen.findByRole('button', { name: '提交中…' })
    expect(busy.hasAttribute('disabled')).toBe(true)
    // A tap is taken or dropped in its own handler: nothing of it is left to wait for.
    fire.click(busy)
    release()
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(1)
  })

  it('says the form was already submitted on code 409 and links to the ticket', async () => {
    const screen = await openForm(2)
    await fillShortForm()
    submitAnswers = [envelope(409, { reason: 'SUBMITTED' }, '您已提交过该表单')]
    tap('提交报名')
    await findText('您已提交过该表单')
    const ticketLink = await screen.findByRole('button', { name: '查看我的门票' })
    await expectToOpen('/pages/account/tickets/detail/index?id=9', () => fire.click(ticketLink))
  })

  it('says so at once when the form was submitted before', async () => {
    await openOnTop('/pages/form/index?id=3')
    await findText('您已提交过该表单')
    expect(queriesOnTop().getByRole('button', { name: /门票/ })).toBeTruthy()
  })

  it('keeps a draft so a reload brings the typed values back', async () => {
    await openForm(2)
    await type('姓名', '李四')
    // The draft is written after the render the keystroke causes.
    await waitFor(() => expect(readStorage<string>('formDraft:2')).toContain('李四'))
    await openOnTop('/pages/form/index?id=2')
    await findText('已恢复你上次填写的内容')
    await waitFor(() => expect(valueOf('姓名')).toBe('李四'))
  })

  it('back from the sign-in a submit led to, sends the kept answers and SMS code once and says so', async () => {
    const path = await formPath()
    const toasts = recordToasts()
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    // What the tap before the sign-in redirect left behind: the draft and the intent (with the typed code).
    Taro.clearStorageSync()
    saveDraft(1, { name: '王五', mobile: '13900000000', session: '下午场', agree: true }, 'fill-before-login')
    savePendingIntent({ kind: FORM_SUBMIT_INTENT, payload: { formId: 1, smsCode: '123456' } }, path)
    await openOnTop('/pages/form/index?id=1&eventId=50')
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/form/success/index?submissionId=77&eventId=50&ticketId=9' }), { timeout: 10000 })
    const calls = api.callsTo('/open/v1/account/submitSurvey')
    expect(calls).toHaveLength(1)
    const sent = calls[0].data as { values: Record<string, unknown>; smsCode: string; idempotencyKey: string }
    expect(sent.values).toMatchObject({ name: '王五', mobile: '13900000000', session: '下午场', agree: true })
    expect(sent.smsCode).toBe('123456')
    expect(sent.idempotencyKey).toBe('fill-before-login')
    expect(toasts).toContain('已登录，已提交')
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
  })

  it('a kept submit refused for its SMS code marks the code field, focuses it and keeps every answer, with no word of signing in', async () => {
    const path = await formPath()
    const toasts = recordToasts()
    Taro.clearStorageSync()
    saveDraft(1, { name: '王五', mobile: '13900000000', session: '下午场', agree: true }, 'fill-before-login-2')
    savePendingIntent({ kind: FORM_SUBMIT_INTENT, payload: { formId: 1, smsCode: '654321' } }, path)
    submitAnswers = [envelope(400, { field: '__smsCode' }, '验证码错误或已过期，还可再试4次')]
    await openOnTop('/pages/form/index?id=1&eventId=50')
    await findText('验证码错误或已过期，还可再试4次', 10000)
    // Beside the code field, tied to it, and the field is where the focus went.
    expect(errorOf('短信验证码')?.textContent).toBe('验证码错误或已过期，还可再试4次')
    await waitFor(() => expect(nativeByLabel('短信验证码').getAttribute('aria-invalid')).toBe('true'))
    await waitFor(() => expect(document.activeElement).toBe(nativeByLabel('短信验证码')))
    expect(queriesOnTop().queryByText('提交失败')).toBeNull()
    expect(topPageElement().textContent).not.toMatch(/登录/)
    expect(toasts.filter(t => /登录/.test(t))).toEqual([])
    // The answers reach the inputs in the render after the message (Taro's inputs take their value a tick later).
    await waitFor(() => expect(valueOf('姓名')).toBe('王五'))
    expect(valueOf('手机号')).toBe('13900000000')
    expect(valueOf('短信验证码')).toBe('654321')
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(1)
  })

  it('says a registered phone is registered, beside the phone, and offers its sign-in instead of a success tick', async () => {
    const screen = await openForm(2)
    await fillShortForm()
    submitAnswers = [envelope(409, { field: 'mobile', reason: 'PHONE_REGISTERED' }, '该手机号已报名此活动')]
    tap('提交报名')
    await findText('该手机号已报名此活动')
    expect(errorOf('手机号')?.textContent).toBe('该手机号已报名此活动')
    await waitFor(() => expect(document.activeElement).toBe(nativeByLabel('手机号')))
    const signIn = screen.getByRole('link', { name: '用该手机号登录查看门票' })
    expect(signIn.getAttribute('data-href')).toBe('/web/ca/login?returnUrl=%2Fweb%2Fh%2Fpages%2Faccount%2Ftickets%2Findex')
    expect(screen.queryByText('您已提交过该表单')).toBeNull()
    expect(screen.queryByText('✓')).toBeNull()
    // The offer stands under the phone's message, where the eye is, not by the submit button (issue #43); a phone that
    // has registered is nothing to correct, so it is not counted as one.
    const phoneField = errorOf('手机号')!
    const offer = signIn.closest('.dyn-form__taken')!
    const next = screen.getByText('《隐私政策》')
    expect(phoneField.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(offer.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(topPageElement().textContent).not.toMatch(/项需要修改|请按提示修改/)
    // Another phone is a new try: the offer goes.
    await type('手机号', '13700000000')
    await waitFor(() => expect(screen.queryByRole('link', { name: '用该手机号登录查看门票' })).toBeNull())
  })

  it('a kept submit the network fails: 提交失败 is brought into view, nothing speaks of 修改, every answer stays', async () => {
    const path = await formPath()
    const scrolled: Element[] = []
    const scrollIntoView = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      Taro.clearStorageSync()
      saveDraft(1, { name: '王五', mobile: '13900000000', session: '下午场', agree: true }, 'fill-before-login-3')
      savePendingIntent({ kind: FORM_SUBMIT_INTENT, payload: { formId: 1, smsCode: '654321' } }, path)
      submitAnswers = [
        () => {
          throw new Error('request:fail')
        }
      ]
      await openOnTop('/pages/form/index?id=1&eventId=50')
      const alert = await waitFor(
        () => {
          const box = topPageElement().querySelector('.dyn-form__alert[role="alert"]')
          if (!box) throw new Error('no 提交失败 yet')
          return box
        },
        { timeout: 10000 }
      )
      expect(alert.textContent).toMatch(/^提交失败网络/)
      expect(alert.textContent).toContain('已填写的内容都还在，可直接重新提交')
      // The sign-in brought the visitor back to the top of the form: the failure is scrolled to, by the submit button.
      await waitFor(() => expect(scrolled).toContain(alert))
      expect(topPageElement().textContent).not.toMatch(/请按提示修改|项需要修改|已恢复|登录/)
      await waitFor(() => expect(valueOf('姓名')).toBe('王五'))
      expect(valueOf('手机号')).toBe('13900000000')
      expect(valueOf('短信验证码')).toBe('654321')
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView
    }
  })

  it('shows a clear error for a link without a form id', async () => {
    recordToasts()
    await openOnTop('/pages/form/index?id=abc')
    await findText('链接缺少必要的参数')
  })
})

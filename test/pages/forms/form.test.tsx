import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { expectShows } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { installFakeXhr } from '../../utils/fake-xhr'
import { saveDraft } from '@/features/forms/draft'
import { FORM_SUBMIT_INTENT } from '@/features/forms/use-form-fill'
import { savePendingIntent } from '@/services/pending-action'
import {
  member,
  open,
  button,
  byLabel,
  byText,
  currentPage,
  errorOf,
  f,
  findText,
  form,
  inputValue,
  login,
  nativeByLabel,
  pick,
  spyToasts,
  tick,
  ticket,
  typeInto
} from './fixtures'

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
  'GET /open/v1/account/getFormById': (q: Record<string, string>) => ({ 1: fullForm, 2: shortForm, 3: form({ id: 3, submitted: true }) })[q.id as '1'],
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

async function openForm(id: number) {
  Taro.clearStorageSync()
  await open(`/pages/form/index?id=${id}&eventId=50`)
  await findText(id === 1 ? '感兴趣的话题' : '《隐私政策》')
  await waitFor(() => nativeByLabel('手机号'))
}

async function fillShortForm() {
  await typeInto('姓名', '张三', fire)
  await typeInto('手机号', '13800000000', fire)
  fire.click(currentPage().querySelector('[id$="field-agree"] input[type=checkbox]')!)
}

beforeAll(async () => {
  await testUtils.createApp()
})

describe('form page: fields', () => {
  beforeEach(() => {
    submitAnswers = []
  })

  it('labels every field type for people and screen readers', async () => {
    await openForm(1)
    for (const label of ['姓名', '个人简介', '手机号', '邮箱', '年龄', '公司名称', '短信验证码']) expect(nativeByLabel(label)).toBeTruthy()
    expect(byText('上午场')).toBeTruthy()
    expect(byText('出海')).toBeTruthy()
    expect(byLabel('到达日期').textContent).toContain('请选择到达日期')
    expect(byLabel('所在地区：省份')).toBeTruthy()
    expect(button('选择图片')).toBeTruthy()
    expect(button('选择文件')).toBeTruthy()
    expect(currentPage().textContent).toContain('请准时到场')
    expect(currentPage().innerHTML).not.toContain('<script>')
    expectShows(currentPage(), '我已阅读并同意《参会须知》', '范围 18 - 60')
  })

  it('shows every required field’s message, tied to the field, and focuses the first', async () => {
    await openForm(1)
    fire.click(button('提交报名'))
    await findText('请填写姓名')
    const nameError = errorOf('姓名')
    expect(nameError?.textContent).toBe('请填写姓名')
    expect(nameError?.getAttribute('role')).toBe('alert')
    await waitFor(() => expect(nativeByLabel('姓名').getAttribute('aria-invalid')).toBe('true'))
    expect(nativeByLabel('姓名').getAttribute('aria-describedby')).toMatch(/field-name-error$/)
    expect(errorOf('手机号')?.textContent).toBe('请填写手机号')
    expectShows(currentPage(), '请选择参会场次', '请阅读并勾选同意《参会须知》', '请输入短信验证码')
    expect(nativeByLabel('邮箱').getAttribute('aria-invalid')).toBe('false')
    await waitFor(() => expect(document.activeElement).toBe(nativeByLabel('姓名')))
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(0)
  })

  it('checks phone, email, number range and length as typed', async () => {
    await openForm(1)
    await typeInto('姓名', '一二三四五六七八九十一', fire)
    await typeInto('手机号', '12345', fire)
    await typeInto('邮箱', 'not-an-email', fire)
    await typeInto('年龄', '70', fire)
    await typeInto('个人简介', 'x'.repeat(21), fire)
    fire.click(button('提交报名'))
    await findText('请输入正确的11位手机号')
    expect(errorOf('姓名')?.textContent).toBe('姓名最多10个字')
    expect(errorOf('邮箱')?.textContent).toBe('请输入正确的邮箱地址')
    expect(errorOf('年龄')?.textContent).toBe('年龄请输入18到60之间的数字')
    expect(errorOf('个人简介')?.textContent).toBe('个人简介最多20个字')
    expect(currentPage().textContent).toContain('21/20')
    // Fixing a value clears its message at once.
    await typeInto('邮箱', 'a@b.cn', fire)
    await waitFor(() => expect(errorOf('邮箱')).toBeNull())
  })

  it('points out a wrong phone when the visitor leaves the field', async () => {
    await openForm(1)
    await typeInto('手机号', '1380000', fire)
    fire.blur(nativeByLabel('手机号'))
    await findText('请输入正确的11位手机号')
  })

  it('takes radio, checkbox and date choices', async () => {
    await openForm(1)
    const radios = currentPage().querySelectorAll('[id$="field-session"] input[type=radio]')
    fire.click(radios[1])
    const boxes = currentPage().querySelectorAll('[id$="field-topics"] input[type=checkbox]')
    fire.click(boxes[2])
    fire.click(boxes[0])
    pick(currentPage().querySelector('[id$="field-arrive"] taro-picker-core')!, '2026-03-04')
    await waitFor(() => expect(byLabel('到达日期').textContent).toBe('2026-03-04'))
    await typeInto('姓名', '张三', fire)
    await typeInto('手机号', '13800000000', fire)
    fire.click(currentPage().querySelector('[id$="field-agree"] input[type=checkbox]')!)
    fire.click(button('获取验证码'))
    await findText('后重发')
    await typeInto('短信验证码', '123456', fire)
    fire.click(button('提交报名'))
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
    api.calls.length = 0
  })

  it('sends the SMS code only to a valid phone and counts down', async () => {
    await openForm(1)
    fire.click(button('获取验证码'))
    await findText('请先填写手机号')
    expect(api.callsTo('/open/v1/account/verification')).toHaveLength(0)
    await typeInto('手机号', '13900000000', fire)
    fire.click(button('获取验证码'))
    await findText('60s 后重发')
    expect(api.callsTo('/open/v1/account/verification')[0]).toMatchObject({ query: { websiteFormId: '1' }, data: { cellphone: '13900000000' } })
    expect(button('60s 后重发').hasAttribute('disabled')).toBe(true)
    api.calls.length = 0
  })

  it('loads cities and districts under the chosen province', async () => {
    await openForm(1)
    await waitFor(() => expect(api.calls.some(c => c.path === '/open/address/list' && !c.query.code)).toBe(true))
    const pickers = () => currentPage().querySelectorAll('[id$="field-region"] taro-picker-core')
    await tick(20)
    pick(pickers()[0], 1)
    await waitFor(() => expect(byLabel('所在地区：省份').textContent).toBe('广东省'))
    await waitFor(() => expect(api.calls.some(c => c.query.code === '44')).toBe(true))
    await tick(20)
    pick(pickers()[1], 0)
    await waitFor(() => expect(byLabel('所在地区：城市').textContent).toBe('深圳市'))
    await tick(20)
    pick(pickers()[2], 0)
    await waitFor(() => expect(byLabel('所在地区：区县').textContent).toBe('南山区'))
    api.calls.length = 0
  })

  it('suggests companies after typing pauses, and asks nothing for an empty name', async () => {
    await openForm(1)
    await typeInto('公司名称', '云图', fire)
    await waitFor(() => expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')).toHaveLength(1), { timeout: 2000 })
    expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')[0].query.name).toBe('云图')
    await findText('云图科技有限公司')
    fire.click(byText('云图科技有限公司'))
    await waitFor(() => expect(inputValue('公司名称')).toBe('云图科技有限公司'))
    api.calls.length = 0
    await typeInto('公司名称', '', fire)
    await tick(700)
    expect(api.callsTo('/open/v1/common/enterpriseInfo/searchByName')).toHaveLength(0)
  })

  it('uploads an image (the picked file, under its own name) with a progress bar and shows it', async () => {
    await openForm(1)
    const xhr = installFakeXhr()
    ;(URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:card'
    fire.click(button('选择图片'))
    const input = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]')
      if (!el) throw new Error('no file input')
      return el
    })
    expect(input.accept).toBe('image/*')
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'card.png', { type: 'image/png' })] })
    fire.change(input)
    await waitFor(() => expect(xhr.uploads).toHaveLength(1))
    const sent = xhr.uploads[0]
    expect(sent).toMatchObject({ method: 'POST', url: '/api/open/file/upload?apiKey=api-member' })
    expect((sent.body!.get('file') as File).name).toBe('card.png')
    sent.progress(40, 100)
    await waitFor(() => expect(byLabel('名片上传进度').getAttribute('aria-valuenow')).toBe('40'))
    sent.respond(200, { code: 200, data: { url: '/media/upload/card.png', name: 'card.png', size: 100 }, message: '' })
    await waitFor(() => expect(byLabel('已上传的名片').getAttribute('src')).toBe('/media/upload/card.png'))
    expect(button('重新上传')).toBeTruthy()
    xhr.restore()
  })

  it('refuses a file over 5 MB before uploading', async () => {
    await openForm(1)
    const xhr = installFakeXhr()
    fire.click(button('选择文件'))
    const input = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]')
      if (!el) throw new Error('no file input')
      return el
    })
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 })
    Object.defineProperty(input, 'files', { value: [big] })
    fire.change(input)
    await findText('文件不能超过 5MB')
    expect(xhr.uploads).toHaveLength(0)
    xhr.restore()
  })
})

/** The form page's path as the session sees it (window.location under the test router). */
async function formPath(): Promise<string> {
  await openForm(2)
  return window.location.pathname
}

describe('form page: submitting', () => {
  beforeEach(() => {
    submitAnswers = []
    api.calls.length = 0
  })

  it('keeps everything typed after a failed submit, shows the server message, and retries with the same key', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await openForm(2)
    await fillShortForm()
    submitAnswers = [envelope(500, null, '报名人数已满，请稍后再试')]
    fire.click(button('提交报名'))
    const alert = await findText('报名人数已满，请稍后再试')
    expect(alert.querySelector('[role=alert]')?.textContent).toContain('报名人数已满')
    expect(inputValue('姓名')).toBe('张三')
    expect(inputValue('手机号')).toBe('13800000000')
    expect((currentPage().querySelector('[id$="field-agree"] input[type=checkbox]') as HTMLInputElement).checked).toBe(true)
    fire.click(button('提交报名'))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/form/success/index?submissionId=77&eventId=50&ticketId=9' }))
    const calls = api.callsTo('/open/v1/account/submitSurvey')
    expect(calls).toHaveLength(2)
    const keys = calls.map(c => (c.data as { idempotencyKey: string }).idempotencyKey)
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
    expect(calls[0].query.websiteFormId).toBe('2')
    redirect.mockRestore()
  })

  it('sends one request for a double click and disables the button meanwhile', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await openForm(2)
    await fillShortForm()
    let release: () => void = () => undefined
    submitAnswers = [() => new Promise(resolve => (release = () => resolve({ submissionId: 78, ticket: null })))]
    const submit = button('提交报名')
    fire.click(submit)
    fire.click(submit)
    await findText('提交中…')
    expect(button('提交中…').hasAttribute('disabled')).toBe(true)
    fire.click(button('提交中…'))
    await tick(20)
    release()
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(1)
    redirect.mockRestore()
  })

  it('says the form was already submitted on code 409 and links to the ticket', async () => {
    await openForm(2)
    await fillShortForm()
    submitAnswers = [envelope(409, null, '您已提交过该表单')]
    fire.click(button('提交报名'))
    await findText('您已提交过该表单')
    await waitFor(() => button('查看我的门票'))
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    fire.click(button('查看我的门票'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/tickets/detail/index?id=9' }))
    nav.mockRestore()
  })

  it('says so at once when the form was submitted before', async () => {
    await open('/pages/form/index?id=3')
    await findText('您已提交过该表单')
    expect(currentPage().querySelector('taro-button-core')?.textContent).toContain('门票')
  })

  it('keeps a draft so a reload brings the typed values back', async () => {
    await openForm(2)
    await typeInto('姓名', '李四', fire)
    await tick(10)
    await open('/pages/form/index?id=2')
    await findText('已恢复你上次填写的内容')
    await waitFor(() => expect(inputValue('姓名')).toBe('李四'))
  })

  it('back from the sign-in a submit led to, sends the kept answers and SMS code once and says so', async () => {
    const path = await formPath()
    const toasts = spyToasts()
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    // What the tap before the sign-in redirect left behind: the draft and the intent (with the typed code).
    Taro.clearStorageSync()
    saveDraft(1, { name: '王五', mobile: '13900000000', session: '下午场', agree: true }, 'fill-before-login')
    savePendingIntent({ kind: FORM_SUBMIT_INTENT, payload: { formId: 1, smsCode: '123456' } }, path)
    await open('/pages/form/index?id=1&eventId=50')
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/form/success/index?submissionId=77&eventId=50&ticketId=9' }), { timeout: 10000 })
    const calls = api.callsTo('/open/v1/account/submitSurvey')
    expect(calls).toHaveLength(1)
    const sent = calls[0].data as { values: Record<string, unknown>; smsCode: string; idempotencyKey: string }
    expect(sent.values).toMatchObject({ name: '王五', mobile: '13900000000', session: '下午场', agree: true })
    expect(sent.smsCode).toBe('123456')
    expect(sent.idempotencyKey).toBe('fill-before-login')
    expect(toasts).toContain('已登录，已提交')
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
    redirect.mockRestore()
  })

  it('a kept submit the server refuses leaves every answer and the code on screen and says what to fix', async () => {
    const path = await formPath()
    Taro.clearStorageSync()
    saveDraft(1, { name: '王五', mobile: '13900000000', session: '下午场', agree: true }, 'fill-before-login-2')
    savePendingIntent({ kind: FORM_SUBMIT_INTENT, payload: { formId: 1, smsCode: '654321' } }, path)
    submitAnswers = [envelope(400, null, '验证码错误或已过期')]
    await open('/pages/form/index?id=1&eventId=50')
    await findText('验证码错误或已过期', 10000)
    await findText('已登录，你填写的内容都还在，请按提示修改后再提交')
    // The answers reach the inputs in the render after the message (Taro's inputs take their value a tick later).
    await waitFor(() => expect(inputValue('姓名')).toBe('王五'))
    expect(inputValue('手机号')).toBe('13900000000')
    expect(inputValue('短信验证码')).toBe('654321')
    expect(api.callsTo('/open/v1/account/submitSurvey')).toHaveLength(1)
  })

  it('shows a clear error for a link without a form id', async () => {
    spyToasts()
    await open('/pages/form/index?id=abc')
    await findText('链接缺少必要的参数')
  })
})

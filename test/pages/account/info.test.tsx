import { waitFor } from '@testing-library/dom'
import type { RootStore } from '@/stores/root-store'
import {
  expectToOpen,
  fieldValue,
  queriesOnTop,
  recordToasts,
  startAppWithStore,
  typeInto,
  openShowing,
  fromFirstPageEachTest,
  nativeLabelled,
  findNativeLabelled
} from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { installFakeXhr } from '../../utils/fake-xhr'
import type { Account, UpdateInfosBody } from '../../../types/contract'
import { findText, login, member } from './fixtures'

const testUtils = new TaroTestApp()
let current: Account = { ...member }
/** The server keeps what was saved and answers the whole account. */
const saves = (_q: unknown, body: unknown) => {
  current = { ...current, ...(typeof body === 'string' ? JSON.parse(body) : (body as UpdateInfosBody)) }
  return current
}
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': () => login(current),
  'POST /ca-open/v1/companyAccount/updateInfos': saves
}
const api = mockApi(routes)
let store: RootStore
let toasts: string[]
let xhr: ReturnType<typeof installFakeXhr> | null = null

const field = (label: string) => nativeLabelled(label)
const input = async (label: string, value: string) => typeInto(await findNativeLabelled(label), value)

/** Opens the profile editor for the signed-in member. */
const openProfile = () => openShowing('/pages/account/info/index', '头像')

/** Taps 更换头像 and waits for the file picker it opens (outside the page, so queried on the document). */
async function pickAvatar(file: File) {
  testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '更换头像' }))
  const picker = await waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!el) throw new Error('no file input')
    return el
  })
  Object.defineProperty(picker, 'files', { value: [file] })
  testUtils.fireEvent.change(picker)
  return picker
}

describe('edit profile', () => {
  beforeAll(async () => {
    // The web file picker hands the upload a blob URL; jsdom has no createObjectURL.
    ;(URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:avatar'
    store = await startAppWithStore(testUtils)
  })
  beforeEach(() => {
    // The member as first signed in, whatever an earlier test saved.
    current = { ...member }
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = saves
    api.clearCalls()
    if (store.session.account) store.session.setAccount(current)
    toasts = recordToasts()
  })
  afterEach(() => {
    xhr?.restore()
    xhr = null
  })
  fromFirstPageEachTest('showToast')

  it('shows the current profile and the masked phone', async () => {
    const screen = await openProfile()
    await waitFor(() => expect(fieldValue(field('姓名'))).toBe('张三'))
    expect(fieldValue(field('邮箱'))).toBe('zhang@example.com')
    expect(screen.getByText('138****0000')).toBeTruthy()
  })

  it('explains invalid values and sends nothing', async () => {
    const screen = await openProfile()
    await input('姓名', '')
    await input('邮箱', 'not-an-email')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText('请填写姓名')
    expect(screen.getByText('邮箱格式不正确')).toBeTruthy()
    expect(api.callsTo('/ca-open/v1/companyAccount/updateInfos')).toHaveLength(0)
  })

  it('keeps the edits when the save fails', async () => {
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = envelope(500, null, '服务器开小差了')
    const screen = await openProfile()
    await input('姓名', '李四')
    await input('邮箱', 'li@example.com')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText('保存失败：服务器开小差了')
    expect(fieldValue(field('姓名'))).toBe('李四')
    expect(fieldValue(field('邮箱'))).toBe('li@example.com')
  })

  it('saves once per double tap and the new profile becomes the session account', async () => {
    let release: () => void = () => undefined
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = async (_q: unknown, body: unknown) => {
      await new Promise<void>(resolve => (release = resolve))
      return saves(_q, body)
    }
    const screen = await openProfile()
    await input('姓名', '李四')
    await input('邮箱', 'li@example.com')
    testUtils.fireEvent.click(screen.getByRole('button', { name: '保存' }))
    const saving = await screen.findByRole('button', { name: '保存中…' })
    testUtils.fireEvent.click(saving)
    expect(saving.hasAttribute('disabled')).toBe(true)
    release()
    await waitFor(() => expect(toasts).toContain('已保存'))
    const sent = api.callsTo('/ca-open/v1/companyAccount/updateInfos')
    expect(sent).toHaveLength(1)
    const body = typeof sent[0].data === 'string' ? JSON.parse(sent[0].data) : sent[0].data
    expect(body).toEqual({ name: '李四', email: 'li@example.com' })
    expect(current.name).toBe('李四')
    expect(store.session.account?.name).toBe('李四')
  })

  it('uploads a new avatar (the picked file, under its own name) with progress and saves its URL', async () => {
    xhr = installFakeXhr()
    const screen = await openProfile()
    const picked = new File(['png-bytes'], '我的头像.png', { type: 'image/png' })
    const picker = await pickAvatar(picked)
    expect(picker.accept).toBe('image/*')
    await findText('正在上传头像')
    await waitFor(() => expect(xhr!.uploads).toHaveLength(1))
    const sent = xhr.uploads[0]
    expect(sent.url).toBe('/api/open/file/upload')
    expect(sent.headers['X-Api-Key']).toBe(current.apiKey)
    const file = sent.body!.get('file') as File
    expect(file.name).toBe('我的头像.png')
    expect(file.size).toBe(picked.size)
    sent.progress(40, 100)
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '头像上传进度' }).getAttribute('aria-valuenow')).toBe('40'))
    sent.respond(200, { code: 200, data: { url: '/api/open/file/0123456789abcdef0123456789abcdef.png', name: '我的头像.png', size: 9 }, message: 'success' })
    await waitFor(() => expect(toasts).toContain('头像已更新'))
    expect(current.avatar).toBe('/api/open/file/0123456789abcdef0123456789abcdef.png')
    await waitFor(() => expect(screen.queryByText(/正在上传头像/)).toBeNull())
  })

  it("shows the server's message when the upload is refused", async () => {
    xhr = installFakeXhr()
    await openProfile()
    await pickAvatar(new File(['<html>'], 'x.png', { type: 'image/png' }))
    await waitFor(() => expect(xhr!.uploads).toHaveLength(1))
    xhr.uploads[0].respond(200, { code: 400, data: null, message: '不支持的文件类型（支持 PNG、JPEG、GIF、WebP 图片，PDF、Office 文档和纯文本）' })
    await waitFor(() => expect(toasts.some(t => t.includes('不支持的文件类型'))).toBe(true))
  })

  it('sends phone binding through verify-phone and back here', async () => {
    const screen = await openProfile()
    await expectToOpen('/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Finfo%2Findex', () =>
      testUtils.fireEvent.click(screen.getByRole('button', { name: '更换手机号' }))
    )
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { installFakeXhr } from '../../utils/fake-xhr'
import type { UpdateInfosBody } from '../../../types/contract'
import { button, byLabel, currentPage, findText, inputValue, login, member, openOnceAt, typeInto } from './fixtures'

const testUtils = new TaroTestApp()
let current = { ...member }
const routes: Record<string, unknown> = {
  'POST /ca-open/v1/companyAccount/wxh5/login': () => login(current),
  'POST /ca-open/v1/companyAccount/updateInfos': (_q: unknown, body: unknown) => {
    current = { ...current, ...(typeof body === 'string' ? JSON.parse(body) : (body as UpdateInfosBody)) }
    return current
  }
}
const api = mockApi(routes)
const input = (label: string, value: string) => typeInto(label, value, (el, init) => testUtils.fireEvent.input(el, init))

describe('edit profile', () => {
  const toasts = openOnceAt(testUtils, '/pages/account/info/index', '头像')

  it('shows the current profile and the masked phone', async () => {
    await waitFor(() => expect(inputValue('姓名')).toBe('张三'))
    expect(inputValue('邮箱')).toBe('zhang@example.com')
    expect(currentPage().textContent).toContain('138****0000')
  })

  it('explains invalid values and sends nothing', async () => {
    input('姓名', '')
    input('邮箱', 'not-an-email')
    testUtils.fireEvent.click(button('保存'))
    await findText('请填写姓名')
    expect(currentPage().textContent).toContain('邮箱格式不正确')
    expect(api.callsTo('/ca-open/v1/companyAccount/updateInfos')).toHaveLength(0)
  })

  it('keeps the edits when the save fails', async () => {
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = envelope(500, null, '服务器开小差了')
    input('姓名', '李四')
    input('邮箱', 'li@example.com')
    testUtils.fireEvent.click(button('保存'))
    await findText('保存失败：服务器开小差了')
    expect(inputValue('姓名')).toBe('李四')
    expect(inputValue('邮箱')).toBe('li@example.com')
  })

  it('saves once per double tap and the new profile becomes the session account', async () => {
    let release: () => void = () => undefined
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = async (_q: unknown, body: unknown) => {
      await new Promise<void>(resolve => (release = resolve))
      current = { ...current, ...(typeof body === 'string' ? JSON.parse(body) : (body as UpdateInfosBody)) }
      return current
    }
    const before = api.callsTo('/ca-open/v1/companyAccount/updateInfos').length
    testUtils.fireEvent.click(button('保存'))
    await waitFor(() => expect(byLabel('姓名')).toBeTruthy())
    await findText('保存中…')
    testUtils.fireEvent.click(button('保存中…'))
    expect(button('保存中…').hasAttribute('disabled')).toBe(true)
    release()
    await waitFor(() => expect(toasts).toContain('已保存'))
    const sent = api.callsTo('/ca-open/v1/companyAccount/updateInfos').slice(before)
    expect(sent).toHaveLength(1)
    const body = typeof sent[0].data === 'string' ? JSON.parse(sent[0].data) : sent[0].data
    expect(body).toEqual({ name: '李四', email: 'li@example.com' })
    expect(current.name).toBe('李四')
  })

  it('uploads a new avatar (the picked file, under its own name) with progress and saves its URL', async () => {
    const xhr = installFakeXhr()
    ;(URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = () => 'blob:avatar'
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = (_q: unknown, body: unknown) => {
      current = { ...current, ...(typeof body === 'string' ? JSON.parse(body) : (body as UpdateInfosBody)) }
      return current
    }
    testUtils.fireEvent.click(byLabel('更换头像'))
    const input = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]')
      if (!el) throw new Error('no file input')
      return el
    })
    expect(input.accept).toBe('image/*')
    const picked = new File(['png-bytes'], '我的头像.png', { type: 'image/png' })
    Object.defineProperty(input, 'files', { value: [picked] })
    testUtils.fireEvent.change(input)
    await findText('正在上传头像')
    await waitFor(() => expect(xhr.uploads).toHaveLength(1))
    const sent = xhr.uploads[0]
    expect(sent.url).toContain('/api/open/file/upload?apiKey=')
    const file = sent.body!.get('file') as File
    expect(file.name).toBe('我的头像.png')
    expect(file.size).toBe(picked.size)
    sent.progress(40, 100)
    await waitFor(() => expect(byLabel('头像上传进度').getAttribute('aria-valuenow')).toBe('40'))
    sent.respond(200, { code: 200, data: { url: '/api/open/file/0123456789abcdef0123456789abcdef.png', name: '我的头像.png', size: 9 }, message: 'success' })
    await waitFor(() => expect(toasts).toContain('头像已更新'))
    expect(current.avatar).toBe('/api/open/file/0123456789abcdef0123456789abcdef.png')
    await waitFor(() => expect(currentPage().textContent).not.toContain('正在上传头像'))
    xhr.restore()
  })

  it("shows the server's message when the upload is refused", async () => {
    const xhr = installFakeXhr()
    testUtils.fireEvent.click(byLabel('更换头像'))
    const input = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]')
      if (!el) throw new Error('no file input')
      return el
    })
    Object.defineProperty(input, 'files', { value: [new File(['<html>'], 'x.png', { type: 'image/png' })] })
    testUtils.fireEvent.change(input)
    await waitFor(() => expect(xhr.uploads).toHaveLength(1))
    xhr.uploads[0].respond(200, { code: 400, data: null, message: '不支持的文件类型（支持 PNG、JPEG、GIF、WebP 图片，PDF、Office 文档和纯文本）' })
    await waitFor(() => expect(toasts.some(t => t.includes('不支持的文件类型'))).toBe(true))
    xhr.restore()
  })

  it('sends phone binding through verify-phone and back here', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(byLabel('更换手机号'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Finfo%2Findex' }))
    nav.mockRestore()
  })
})

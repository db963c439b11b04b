import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import type { UpdateInfosBody } from '../../../types/contract'
import { button, byLabel, currentPage, findText, inputValue, login, member, open, spyToasts, typeInto } from './fixtures'

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
  let toasts: string[]
  beforeAll(async () => {
    await testUtils.createApp()
    toasts = spyToasts()
    await open('/pages/account/info/index')
    await findText('头像')
  })

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

  it('uploads a new avatar with progress and saves its URL', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:avatar'], tempFiles: [], errMsg: 'ok' } as never)
    let progress: (p: { progress: number }) => void = () => undefined
    let finish: () => void = () => undefined
    jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: Taro.uploadFile.Option) => {
      finish = () => opts.success?.({ statusCode: 200, data: JSON.stringify({ code: 200, data: { url: '/files/avatar.png', name: 'a.png', size: 10 }, message: '' }), errMsg: 'ok' } as never)
      return { progress: (cb: typeof progress) => (progress = cb), abort: () => undefined } as never
    }) as never)
    routes['POST /ca-open/v1/companyAccount/updateInfos'] = (_q: unknown, body: unknown) => {
      current = { ...current, ...(typeof body === 'string' ? JSON.parse(body) : (body as UpdateInfosBody)) }
      return current
    }
    testUtils.fireEvent.click(byLabel('更换头像'))
    await findText('正在上传头像')
    progress({ progress: 40 })
    await waitFor(() => expect(byLabel('头像上传进度').getAttribute('aria-valuenow')).toBe('40'))
    finish()
    await waitFor(() => expect(toasts).toContain('头像已更新'))
    expect(current.avatar).toBe('/files/avatar.png')
    await waitFor(() => expect(currentPage().textContent).not.toContain('正在上传头像'))
  })

  it('sends phone binding through verify-phone and back here', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(byLabel('更换手机号'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/verify-phone/index?redirect=%2Fpages%2Faccount%2Finfo%2Findex' }))
    nav.mockRestore()
  })
})

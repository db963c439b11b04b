import Taro from '@tarojs/taro'
import { actionSheet, confirm, toast } from '@/services/ui/toast'
import { loadTaroUi, withTaroUi } from '@/services/ui/taro-ui'

afterEach(() => jest.restoreAllMocks())

describe('ui adapter (Taro toast/modal/action sheet behind src/services/ui)', () => {
  it('loads Taro’s UI APIs once and runs callers with them', async () => {
    const first = await loadTaroUi()
    expect(await loadTaroUi()).toBe(first)
    const run = jest.fn()
    withTaroUi(run)
    expect(run).toHaveBeenCalledWith(first)
  })

  it('toast shows a text toast and never throws', () => {
    const spy = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    toast('已保存')
    expect(spy).toHaveBeenCalledWith({ title: '已保存', icon: 'none', duration: 2000 })
    spy.mockImplementation(() => {
      throw new Error('no UI yet')
    })
    expect(() => toast('x')).not.toThrow()
  })

  it('confirm resolves true only when the visitor confirms', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    expect(await confirm('删除吗？')).toBe(true)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '提示', content: '删除吗？', confirmText: '确定', cancelText: '取消' }))
    modal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'ok' } as never)
    expect(await confirm('删除吗？')).toBe(false)
  })

  it('actionSheet resolves with the tapped index, or null when closed', async () => {
    const sheet = jest.spyOn(Taro, 'showActionSheet').mockResolvedValue({ tapIndex: 1, errMsg: 'ok' } as never)
    expect(await actionSheet(['拨打', '复制号码'])).toBe(1)
    expect(sheet).toHaveBeenCalledWith({ itemList: ['拨打', '复制号码'] })
    sheet.mockRejectedValue(new Error('showActionSheet:fail cancel'))
    expect(await actionSheet(['拨打'])).toBeNull()
  })
})

describe('toast when Taro’s UI code cannot be loaded (the web, offline)', () => {
  const env = process.env.NODE_ENV
  afterEach(() => {
    process.env.NODE_ENV = env
    document.body.innerHTML = ''
    jest.useRealTimers()
  })

  it('shows the message as a plain status line, gone after its time', async () => {
    jest.useFakeTimers()
    let plainToast!: typeof toast
    jest.isolateModules(() => {
      process.env.NODE_ENV = 'production' // the web build: the UI code is a chunk loaded on first use
      jest.doMock('@/services/ui/taro-ui-impl', () => {
        throw Object.assign(new Error('Loading chunk taro-ui failed.'), { name: 'ChunkLoadError' })
      })
      ;({ toast: plainToast } = jest.requireActual<typeof import('@/services/ui/toast')>('@/services/ui/toast'))
    })
    plainToast('网络不给力', 3000)
    await jest.advanceTimersByTimeAsync(0)
    const status = document.querySelector('[role="status"]')
    expect(status?.textContent).toBe('网络不给力')
    await jest.advanceTimersByTimeAsync(3000)
    expect(document.querySelector('[role="status"]')).toBeNull()
  })
})

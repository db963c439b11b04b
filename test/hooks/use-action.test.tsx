import React from 'react'
import { act } from 'react'
import Taro from '@tarojs/taro'
import { useAction, type Action } from '../../src/hooks/use-action'
import { SignInRedirect, UnauthorizedError } from '../../src/services/http/errors'
import { QueryView } from '../../src/components/states'
import { deferred } from '../support/deferred'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mount = mountEachTest()

describe('useAction', () => {
  let action: Action<[string], string>
  function Probe({ work, onError }: { work: (text: string) => Promise<string>; onError?: (e: Error) => void }) {
    action = useAction(work, { onError })
    return <span data-pending={String(action.pending)} />
  }
  const pending = () => mount.container.querySelector('span')!.dataset.pending

  it('runs one call at a time: a second tap while the first is pending does nothing', async () => {
    const answer = deferred<string>()
    const work = jest.fn(() => answer.promise)
    act(() => mount.root.render(<Probe work={work} />))
    let first!: Promise<string | undefined>
    let second!: Promise<string | undefined>
    act(() => {
      first = action.run('a')
      second = action.run('b')
    })
    expect(work).toHaveBeenCalledTimes(1)
    expect(work).toHaveBeenCalledWith('a')
    expect(await second).toBeUndefined()
    expect(pending()).toBe('true')
    await act(async () => answer.resolve('sent'))
    expect(await first).toBe('sent')
    expect(pending()).toBe('false')
    // released: the next tap runs
    await act(async () => {
      await action.run('c')
    })
    expect(work).toHaveBeenCalledTimes(2)
  })

  it('swallows a sign-in redirect: nothing is shown, the guard is released', async () => {
    const onError = jest.fn()
    act(() => mount.root.render(<Probe work={() => Promise.reject(new SignInRedirect())} onError={onError} />))
    let result: string | undefined = 'x'
    await act(async () => {
      result = await action.run('a')
    })
    expect(result).toBeUndefined()
    expect(onError).not.toHaveBeenCalled()
    expect(pending()).toBe('false')
  })

  it('surfaces every other failure through onError, including a plain 401', async () => {
    const onError = jest.fn()
    const failures = [new Error('网络错误'), new UnauthorizedError('请先登录')]
    let next = 0
    act(() => mount.root.render(<Probe work={() => Promise.reject(failures[next++])} onError={onError} />))
    await act(async () => {
      await action.run('a')
    })
    await act(async () => {
      await action.run('b')
    })
    expect(onError.mock.calls.map(([e]) => (e as Error).message)).toEqual(['网络错误', '请先登录'])
    expect(pending()).toBe('false')
  })

  it('toasts a failure when no onError is given', async () => {
    const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    try {
      act(() => mount.root.render(<Probe work={() => Promise.reject(new Error('库存不足'))} />))
      await act(async () => {
        await action.run('a')
      })
      await act(async () => {
        await Promise.resolve()
      })
      expect(showToast.mock.calls.map(([o]) => (o as { title: string }).title)).toContain('库存不足')
    } finally {
      showToast.mockRestore()
    }
  })
})

describe('QueryView', () => {
  it('shows the data, and 重试 after an error calls reload', async () => {
    const reload = jest.fn()
    act(() =>
      mount.root.render(<QueryView query={{ loading: false, error: new Error('加载失败'), data: undefined, reload }}>{(d: string) => <b>{d}</b>}</QueryView>)
    )
    expect(mount.container.textContent).toContain('加载失败')
    const retry = Array.from(mount.container.querySelectorAll('[role="button"], button')).find(b => b.textContent === '重试') as HTMLElement
    act(() => retry.click())
    expect(reload).toHaveBeenCalledTimes(1)
    act(() => mount.root.render(<QueryView query={{ loading: false, error: null, data: '文章', reload }}>{(d: string) => <b>{d}</b>}</QueryView>))
    expect(mount.container.querySelector('b')!.textContent).toBe('文章')
  })
})

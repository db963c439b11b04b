import React from 'react'
import { act } from 'react'
import { useSingleFlight, type SingleFlight } from '../../src/hooks/use-single-flight'
import { QueryView } from '../../src/components/states'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mount = mountEachTest()

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useSingleFlight', () => {
  let flight: SingleFlight
  function Probe() {
    flight = useSingleFlight()
    return <span data-busy={String(flight.busy)} />
  }

  it('runs one call at a time: a second tap while the first runs does nothing', async () => {
    act(() => mount.root.render(<Probe />))
    const answer = deferred<string>()
    const work = jest.fn(() => answer.promise)
    let first!: Promise<string | undefined>
    let second!: Promise<string | undefined>
    act(() => {
      first = flight.guard(work)
      second = flight.guard(work)
    })
    expect(work).toHaveBeenCalledTimes(1)
    expect(await second).toBeUndefined()
    expect(mount.container.querySelector('span')!.dataset.busy).toBe('true')
    await act(async () => answer.resolve('sent'))
    expect(await first).toBe('sent')
    expect(mount.container.querySelector('span')!.dataset.busy).toBe('false')
  })

  it('releases the guard when the work fails, and passes the failure on', async () => {
    act(() => mount.root.render(<Probe />))
    let failed!: Promise<unknown>
    act(() => {
      failed = flight.guard(() => Promise.reject(new Error('网络错误')))
    })
    await act(async () => {
      await expect(failed).rejects.toThrow('网络错误')
    })
    const again = jest.fn(() => Promise.resolve(1))
    await act(async () => {
      expect(await flight.guard(again)).toBe(1)
    })
    expect(again).toHaveBeenCalledTimes(1)
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

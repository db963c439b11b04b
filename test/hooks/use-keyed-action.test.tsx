import React from 'react'
import { act } from 'react'
import { useKeyedAction, type KeyedAction } from '../../src/hooks/use-keyed-action'
import { SignInRedirect } from '../../src/services/http/errors'
import { deferred } from '../support/deferred'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mount = mountEachTest()

describe('useKeyedAction', () => {
  let action: KeyedAction<number, [string], string>
  function Probe({ work, onError }: { work: (key: number, text: string) => Promise<string>; onError?: (e: Error) => void }) {
    action = useKeyedAction(work, { onError })
    return <span data-pending={[1, 2].filter(key => action.pending(key)).join(',')} />
  }
  const pending = () => mount.container.querySelector('span')!.dataset.pending

  it('runs two keys at once, and the same key once while it is pending', async () => {
    const answers = new Map([1, 2].map(key => [key, deferred<string>()]))
    const work = jest.fn((key: number) => answers.get(key)!.promise)
    act(() => mount.root.render(<Probe work={work} />))
    let one!: Promise<string | undefined>
    let again!: Promise<string | undefined>
    act(() => {
      one = action.run(1, 'a')
      again = action.run(1, 'b')
      void action.run(2, 'c')
    })
    expect(work.mock.calls).toEqual([
      [1, 'a'],
      [2, 'c']
    ])
    expect(await again).toBeUndefined()
    expect(pending()).toBe('1,2')
    await act(async () => answers.get(1)!.resolve('done'))
    expect(await one).toBe('done')
    expect(pending()).toBe('2')
    // key 1 is released: its next tap runs
    answers.set(1, deferred<string>())
    act(() => void action.run(1, 'd'))
    expect(work).toHaveBeenCalledTimes(3)
    await act(async () => (answers.get(1)!.resolve('x'), answers.get(2)!.resolve('y')))
    expect(pending()).toBe('')
  })

  it('shows a failure through onError, swallows a sign-in redirect, and releases the key', async () => {
    const onError = jest.fn()
    const failures = [new Error('网络错误'), new SignInRedirect()]
    let next = 0
    act(() => mount.root.render(<Probe work={() => Promise.reject(failures[next++])} onError={onError} />))
    await act(async () => {
      expect(await action.run(1, 'a')).toBeUndefined()
    })
    await act(async () => {
      await action.run(1, 'b')
    })
    expect(onError.mock.calls.map(([e]) => (e as Error).message)).toEqual(['网络错误'])
    expect(pending()).toBe('')
  })
})

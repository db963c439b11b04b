import React from 'react'
import { act } from 'react'
import { clearQueryCache, invalidateQueries, seedQueries, takeSeed, useQuery, type QueryKey, type QueryState } from '../../src/hooks/use-query'
import { deferred } from '../support/deferred'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Outside a Taro page: the page-shown hook is a no-op here (refetchOnShow is covered by the page tests).
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return { __esModule: true, ...actual, default: actual.default || actual, useDidShow: () => undefined }
})

const mount = mountEachTest()
afterEach(() => clearQueryCache())

/** Every render of a probe: what it showed (so a test can check the very first one). */
type Shown = { name: string; data: unknown; loading: boolean; error: string | null }
let renders: Shown[] = []
beforeEach(() => (renders = []))
const states: Record<string, QueryState<unknown>> = {}

function Probe<T>({ name, queryKey, fetcher, enabled }: { name: string; queryKey: QueryKey; fetcher: () => Promise<T>; enabled?: boolean }) {
  const q = useQuery(queryKey, fetcher, { enabled })
  states[name] = q as QueryState<unknown>
  renders.push({ name, data: q.data, loading: q.loading, error: q.error?.message ?? null })
  return <i data-name={name}>{q.loading && q.data === undefined ? '加载中' : JSON.stringify(q.data ?? null)}</i>
}
const shown = (name: string) => mount.container.querySelector(`[data-name="${name}"]`)!.textContent

describe('useQuery', () => {
  it('sends one request for two screens asking for the same key at once, and shows both the answer', async () => {
    const answer = deferred<string[]>()
    const fetcher = jest.fn(() => answer.promise)
    act(() =>
      mount.root.render(
        <>
          <Probe name='a' queryKey={['getFavourites', 1]} fetcher={fetcher} />
          <Probe name='b' queryKey={['getFavourites', 1]} fetcher={fetcher} />
        </>
      )
    )
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown('a')).toBe('加载中')
    await act(async () => answer.resolve(['文章']))
    expect(shown('a')).toBe('["文章"]')
    expect(shown('b')).toBe('["文章"]')
  })

  it('shows the cached answer at once on a remount, while it asks again', async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce('第一次')
      .mockReturnValueOnce(new Promise(() => undefined))
    act(() => mount.root.render(<Probe name='a' queryKey={['getArticle', 7]} fetcher={fetcher} />))
    await act(async () => undefined)
    expect(shown('a')).toBe('"第一次"')
    act(() => mount.root.render(<></>))
    renders = []
    act(() => mount.root.render(<Probe name='a' queryKey={['getArticle', 7]} fetcher={fetcher} />))
    expect(renders[0]).toMatchObject({ data: '第一次', loading: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('renders a seeded answer (boot data) on the first render with no request and no loading state', () => {
    seedQueries([{ key: ['getModuleData', 3], data: '随页面' }])
    const fetcher = jest.fn(() => Promise.resolve('从网络'))
    act(() => mount.root.render(<Probe name='a' queryKey={['getModuleData', 3]} fetcher={fetcher} />))
    expect(renders[0]).toEqual({ name: 'a', data: '随页面', loading: false, error: null })
    act(() => mount.root.render(<Probe name='a' queryKey={['getModuleData', 3]} fetcher={fetcher} />))
    expect(renders.every(r => !r.loading)).toBe(true)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('still asks the API for a key the page did not seed', async () => {
    seedQueries([{ key: ['getModuleData', 3], data: [{ id: 1 }] }])
    const fetcher = jest.fn(() => Promise.resolve([{ id: 4 }]))
    act(() => mount.root.render(<Probe name='a' queryKey={['getModuleData', 4]} fetcher={fetcher} />))
    expect(renders[0]).toMatchObject({ data: undefined, loading: true })
    await act(async () => undefined)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown('a')).toBe('[{"id":4}]')
  })

  it('asks the API for a seeded key on reload, on the next mount and after an invalidation', async () => {
    seedQueries([{ key: ['getModuleData', 3], data: [{ id: 1 }] }])
    const fetcher = jest.fn(() => Promise.resolve([{ id: 2 }]))
    act(() => mount.root.render(<Probe name='a' queryKey={['getModuleData', 3]} fetcher={fetcher} />))
    await act(() => states.a.reload())
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown('a')).toBe('[{"id":2}]')
    // the seed is used once: a remount shows the cache and asks again
    act(() => mount.root.render(<></>))
    renders = []
    act(() => mount.root.render(<Probe name='b' queryKey={['getModuleData', 3]} fetcher={fetcher} />))
    expect(renders[0]).toMatchObject({ data: [{ id: 2 }], loading: true })
    await act(async () => undefined)
    expect(fetcher).toHaveBeenCalledTimes(2)

    seedQueries([{ key: ['getModuleData', 5], data: [{ id: 5 }] }])
    invalidateQueries(['getModuleData', 5])
    act(() => mount.root.render(<Probe name='c' queryKey={['getModuleData', 5]} fetcher={fetcher} />))
    await act(async () => undefined)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('keeps a cached answer when a later seed names its key, and hands a seed to takeSeed once', () => {
    seedQueries([{ key: ['getEntityDataList', 'ARTICLE'], data: { content: [1] } }])
    seedQueries([{ key: ['getEntityDataList', 'ARTICLE'], data: { content: [2] } }])
    expect(takeSeed(['getEntityDataList', 'ARTICLE'])).toEqual({ content: [1] })
    expect(takeSeed(['getEntityDataList', 'ARTICLE'])).toBeUndefined()
    expect(takeSeed(['getEntityDataList', 'VIDEO'])).toBeUndefined()
  })

  it('drops an answer that arrives after a newer request for the key', async () => {
    const older = deferred<string>()
    const newer = deferred<string>()
    const fetcher = jest.fn().mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise)
    act(() => mount.root.render(<Probe name='a' queryKey={['getTasks']} fetcher={fetcher} />))
    let reloaded!: Promise<void>
    act(() => {
      reloaded = states.a.reload()
    })
    await act(async () => newer.resolve('新'))
    await act(() => reloaded)
    await act(async () => older.resolve('旧'))
    expect(shown('a')).toBe('"新"')
    expect(states.a.loading).toBe(false)
  })

  it('keeps the last answer on screen while a new key loads', async () => {
    const fetcher = jest.fn((tab: string) => Promise.resolve(`${tab} 的课程`))
    act(() => mount.root.render(<Probe name='a' queryKey={['getOwnedCourses', 'ALL']} fetcher={() => fetcher('ALL')} />))
    await act(async () => undefined)
    renders = []
    act(() => mount.root.render(<Probe name='a' queryKey={['getOwnedCourses', 'DONE']} fetcher={() => fetcher('DONE')} />))
    expect(renders[0]).toMatchObject({ data: 'ALL 的课程', loading: true })
    await act(async () => undefined)
    expect(shown('a')).toBe('"DONE 的课程"')
  })

  it('reloads the screens showing a key under an invalidated prefix, and leaves other keys alone', async () => {
    let n = 0
    const favourites = jest.fn(() => Promise.resolve(`收藏 ${++n}`))
    const tasks = jest.fn(() => Promise.resolve('任务'))
    act(() =>
      mount.root.render(
        <>
          <Probe name='a' queryKey={['getFavourites', 1]} fetcher={favourites} />
          <Probe name='b' queryKey={['getTasks']} fetcher={tasks} />
        </>
      )
    )
    await act(async () => undefined)
    expect(shown('a')).toBe('"收藏 1"')
    await act(async () => invalidateQueries(['getFavourites']))
    expect(favourites).toHaveBeenCalledTimes(2)
    expect(tasks).toHaveBeenCalledTimes(1)
    expect(shown('a')).toBe('"收藏 2"')
  })

  it('asks nothing while disabled, and asks once enabled', async () => {
    const fetcher = jest.fn(() => Promise.resolve('票'))
    act(() => mount.root.render(<Probe name='a' queryKey={['getTicket', null]} fetcher={fetcher} enabled={false} />))
    expect(renders.every(r => !r.loading)).toBe(true)
    expect(fetcher).not.toHaveBeenCalled()
    act(() => mount.root.render(<Probe name='a' queryKey={['getTicket', 9]} fetcher={fetcher} enabled />))
    await act(async () => undefined)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown('a')).toBe('"票"')
  })

  it('shares setData with every screen showing the key', async () => {
    act(() =>
      mount.root.render(
        <>
          <Probe name='a' queryKey={['getWaitlist', 5]} fetcher={() => Promise.resolve('排队中')} />
          <Probe name='b' queryKey={['getWaitlist', 5]} fetcher={() => Promise.resolve('排队中')} />
        </>
      )
    )
    await act(async () => undefined)
    act(() => states.a.setData('已加入'))
    expect(shown('b')).toBe('"已加入"')
  })
})

import { TRACK_PARAMS_CACHE_MS, cachedTrackParams } from '../../../src/services/analytics'

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(0)
})
afterEach(() => jest.useRealTimers())

describe('cachedTrackParams', () => {
  it('fetches company track params once per hour', async () => {
    expect(TRACK_PARAMS_CACHE_MS).toBe(3600000)
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce([{ paramName: 'a', paramValue: '1' }])
      .mockResolvedValueOnce([{ paramName: 'a', paramValue: '2' }])
    const get = cachedTrackParams(fetcher)
    expect(await get()).toEqual([{ paramName: 'a', paramValue: '1' }])
    jest.setSystemTime(TRACK_PARAMS_CACHE_MS - 1)
    expect(await get()).toEqual([{ paramName: 'a', paramValue: '1' }])
    expect(fetcher).toHaveBeenCalledTimes(1)
    jest.setSystemTime(TRACK_PARAMS_CACHE_MS)
    expect(await get()).toEqual([{ paramName: 'a', paramValue: '2' }])
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('shares one request between concurrent callers', async () => {
    const fetcher = jest.fn().mockResolvedValue([])
    const get = cachedTrackParams(fetcher)
    await Promise.all([get(), get(), get()])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('does not cache a failure', async () => {
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['ok'])
    const get = cachedTrackParams(fetcher)
    await expect(get()).rejects.toThrow('down')
    expect(await get()).toEqual(['ok'])
  })

  it('falls back to the last good value when a refresh fails', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce(['old']).mockRejectedValueOnce(new Error('down'))
    const get = cachedTrackParams(fetcher)
    await get()
    jest.setSystemTime(TRACK_PARAMS_CACHE_MS + 1)
    expect(await get()).toEqual(['old'])
  })

  it('accepts its own clock and TTL', async () => {
    let t = 0
    const fetcher = jest.fn().mockResolvedValue(1)
    const get = cachedTrackParams(fetcher, { now: () => t, ttlMs: 10 })
    await get()
    t = 10
    await get()
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})

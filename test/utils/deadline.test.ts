import { settleWithin } from '@/utils/deadline'

describe('settleWithin', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('gives the promise’s value when it settles in time, and leaves no timer behind', async () => {
    const onLate = jest.fn(() => 'late')
    await expect(settleWithin(Promise.resolve('on time'), 1000, onLate)).resolves.toBe('on time')
    expect(jest.getTimerCount()).toBe(0)
    jest.advanceTimersByTime(2000)
    expect(onLate).not.toHaveBeenCalled()
  })

  it('passes the promise’s failure on', async () => {
    await expect(settleWithin(Promise.reject(new Error('boom')), 1000, () => null)).rejects.toThrow('boom')
    expect(jest.getTimerCount()).toBe(0)
  })

  it('resolves with the stand-in when the promise is late', async () => {
    const late = settleWithin(new Promise<string>(() => undefined), 1000, () => null)
    jest.advanceTimersByTime(1000)
    await expect(late).resolves.toBeNull()
  })

  it('rejects with what the stand-in throws when the promise is late', async () => {
    const late = settleWithin(new Promise<string>(() => undefined), 1000, () => {
      throw new Error('too slow')
    })
    jest.advanceTimersByTime(999)
    jest.advanceTimersByTime(1)
    await expect(late).rejects.toThrow('too slow')
  })
})

import { ActiveTime } from '../../../src/services/analytics/active-time'
import { IDLE_MS } from '../../../src/services/analytics'

describe('ActiveTime', () => {
  it('counts the time after an activity up to 30 s', () => {
    expect(IDLE_MS).toBe(30000)
    const active = new ActiveTime(0)
    expect(active.take(10000)).toBe(10000)
    expect(active.take(45000)).toBe(20000)
    expect(active.take(60000)).toBe(0)
  })

  it('restarts the 30 s window on each activity', () => {
    const active = new ActiveTime(0)
    active.activity(25000)
    expect(active.take(70000)).toBe(55000)
  })

  it('counts nothing between idle() and the next activity', () => {
    const active = new ActiveTime(0)
    active.idle(4000)
    expect(active.take(20000)).toBe(4000)
    active.activity(21000)
    expect(active.take(23000)).toBe(2000)
  })

  it('never counts the same time twice', () => {
    const active = new ActiveTime(0)
    active.activity(1000)
    active.activity(1000)
    expect(active.take(2000)).toBe(2000)
    expect(active.take(2000)).toBe(0)
  })
})

import type { EntityDataDetail } from '../../../types/contract'
import { testEventInfo, testWaitlistState } from '../../support/events'
import { eventAction } from '@/shared/actions'
import { takesWaitlist, waitlistView } from '@/features/events/waitlist'

const state = testWaitlistState
const entry = (status: 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'EXPIRED' | 'LEFT', extra: object = {}) => ({
  status,
  position: null,
  offerExpiresAt: null,
  joinedAt: '2030-01-01T00:00:00Z',
  ...extra
})

describe('waitlistView', () => {
  it('offers to join a full event, saying when the last offer ran out', () => {
    expect(waitlistView(state())).toEqual({ kind: 'join', waiting: 2, expiredAt: null })
    expect(waitlistView(state({ mine: entry('LEFT') }))).toEqual({ kind: 'join', waiting: 2, expiredAt: null })
    expect(waitlistView(state({ mine: entry('EXPIRED', { offerExpiresAt: '2030-01-02T00:00:00Z' }) }))).toEqual({
      kind: 'join',
      waiting: 2,
      expiredAt: '2030-01-02T00:00:00Z'
    })
  })

  it('shows the place in line, or the seat held until its deadline', () => {
    expect(waitlistView(state({ mine: entry('WAITING', { position: 1 }) }))).toEqual({ kind: 'waiting', position: 1, waiting: 2 })
    expect(waitlistView(state({ taken: 5, held: 1, mine: entry('OFFERED', { offerExpiresAt: '2030-01-02T00:00:00Z' }) }))).toEqual({
      kind: 'offered',
      until: '2030-01-02T00:00:00Z'
    })
  })

  it('leaves the ordinary action to an event with free seats, a registered visitor, or while loading', () => {
    expect(waitlistView(state({ full: false, taken: 3 }))).toEqual({ kind: 'none' })
    expect(waitlistView(state({ mine: entry('ACCEPTED') }))).toEqual({ kind: 'none' })
    expect(waitlistView(undefined)).toEqual({ kind: 'none' })
  })
})

describe('which events take a waitlist', () => {
  const event = (overrides: Partial<NonNullable<EntityDataDetail['event']>>) => ({ event: testEventInfo(overrides) }) as Pick<EntityDataDetail, 'event'>

  it('takes capped events on this site that are not over', () => {
    expect(takesWaitlist(event({}))).toBe(true)
    expect(takesWaitlist(event({ capacity: 0 }))).toBe(false)
    expect(takesWaitlist(event({ bageventUrl: 'https://www.bagevent.com/event/1' }))).toBe(false)
    expect(takesWaitlist(event({ status: 'ENDED' }))).toBe(false)
    expect(takesWaitlist({ event: null })).toBe(false)
  })
})

describe('eventAction of a full event', () => {
  it('is closed whether it signs up through a form or with one tap', () => {
    const detail = (registerWebsiteFormId: number | null) =>
      ({
        registerWebsiteFormId,
        submitted: false,
        price: null,
        owned: true,
        event: testEventInfo()
      }) as Pick<EntityDataDetail, 'event' | 'registerWebsiteFormId' | 'submitted' | 'price' | 'owned'>
    expect(eventAction(detail(9), false)).toEqual({ kind: 'full' })
    expect(eventAction(detail(null), false)).toEqual({ kind: 'full' })
    expect(eventAction({ ...detail(9), submitted: true }, false)).toEqual({ kind: 'registered' })
  })
})

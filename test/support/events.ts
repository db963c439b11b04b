/** Events for tests: a full capped event on this site and its waitlist, each test overriding what it shows or asserts. */
import type { EventInfo, WaitlistState } from '../../types/contract'

/** An upcoming event in Shanghai with six seats, all taken. */
export function testEventInfo(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    startTime: '2030-03-05T06:00:00Z',
    endTime: '2030-03-05T09:00:00Z',
    address: '徐汇区宜山路 700 号',
    city: '上海',
    status: 'UPCOMING',
    checkinOpen: false,
    bageventUrl: null,
    capacity: 6,
    signedUpCount: 6,
    schedule: [],
    ...overrides
  }
}

/** Subscribe-message templates naming only the waitlist offer's, per mini-program (null: none configured). */
export const offerTemplates = (weapp: string | null, tt: string | null): WaitlistState['subscribeTemplates'] => ({
  weapp: { waitlistOffer: weapp, eventReminder: null, hotLead: null },
  tt: { waitlistOffer: tt, eventReminder: null, hotLead: null }
})

/** The waitlist of that event: full, two waiting, the visitor not among them, no subscribe-message templates. */
export function testWaitlistState(overrides: Partial<WaitlistState> = {}): WaitlistState {
  return {
    eventId: 60,
    capacity: 6,
    taken: 6,
    held: 0,
    full: true,
    waiting: 2,
    mine: null,
    subscribeTemplates: offerTemplates(null, null),
    ...overrides
  }
}

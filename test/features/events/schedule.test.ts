import type { InteractionPoint, ScheduleItem, Speaker } from '../../../types/contract'
import { auditLabel, checkinLabel } from '@/features/events/status'
import { clock, dayLabel, scheduleDays, scheduleTracks, sessionSpeakers, sessionsOf } from '@/features/events/schedule'
import { cachedTicket, cacheTicket, forgetAllTickets, forgetTicket, MAX_DEVICE_TICKETS, ownerTag } from '@/features/events/ticket-cache'
import { bytesToBase64 } from '@/features/events/qr-cache'
import { cleanCode, pointFromScan, progressOf, scanOf } from '@/features/interaction/points'
import Taro from '@tarojs/taro'

const item = (id: number, day: string, start: string, track: string, speakerIds: number[] = []): ScheduleItem => ({
  id,
  day,
  startTime: start,
  endTime: start,
  title: `S${id}`,
  track,
  location: '',
  speakerIds
})

describe('agenda', () => {
  const items = [
    item(1, '2026-03-06', '10:00', 'B'),
    item(2, '2026-03-05', '14:00', 'A', [2, 9]),
    item(3, '2026-03-05', '09:00', 'B'),
    item(4, '2026-03-05', '11:00', 'A')
  ]

  it('orders days, tracks and sessions', () => {
    expect(scheduleDays(items)).toEqual(['2026-03-05', '2026-03-06'])
    expect(scheduleTracks(items, '2026-03-05')).toEqual(['B', 'A'])
    expect(sessionsOf(items, '2026-03-05', null).map(i => i.id)).toEqual([3, 4, 2])
    expect(sessionsOf(items, '2026-03-05', 'A').map(i => i.id)).toEqual([4, 2])
  })

  it('finds session speakers and formats times', () => {
    const speakers = [{ id: 2, name: '王五' } as Speaker]
    expect(sessionSpeakers(items[1], speakers).map(s => s.name)).toEqual(['王五'])
    expect(clock('09:30:00')).toBe('09:30')
    expect(dayLabel('2026-03-05')).toBe('3月5日 周四')
  })
})

describe('status labels', () => {
  it('says audit and check-in status in words', () => {
    expect(auditLabel('PENDING').text).toBe('待审核')
    expect(auditLabel('APPROVED').tone).toBe('success')
    expect(checkinLabel('CHECKED_IN').text).toBe('已签到')
    expect(checkinLabel('SIGNED_OUT').text).toBe('已签退')
    expect(checkinLabel(undefined).text).toBe('未知')
  })
})

describe('ticket cache', () => {
  const owner = ownerTag('key-of-member')

  it('keeps the ticket and its QR on the device', () => {
    Taro.clearStorageSync()
    const ticket = { ticketId: 5, code: 'ABC123', auditStatus: 'APPROVED' } as never
    cacheTicket(ticket, 'data:image/png;base64,xx', owner, 1000)
    cacheTicket(ticket, null, owner, 2000)
    expect(cachedTicket(5, owner)).toEqual({ ticket, qrDataUrl: 'data:image/png;base64,xx', savedAt: 2000 })
    expect(cachedTicket(6, owner)).toBeNull()
  })

  it('takes the kept entry code off the device when the registration goes back to audit', () => {
    Taro.clearStorageSync()
    const approved = { ticketId: 5, code: 'ABC123', auditStatus: 'APPROVED' } as never
    const pending = { ticketId: 5, code: 'ABC123', auditStatus: 'PENDING' } as never
    cacheTicket(approved, 'data:image/png;base64,xx', owner, 1000)
    cacheTicket(pending, null, owner, 2000)
    expect(cachedTicket(5, owner)?.qrDataUrl).toBeNull()
  })

  it('never gives one account’s ticket to another account on the same device', () => {
    Taro.clearStorageSync()
    const other = ownerTag('key-of-someone-else')
    expect(other).not.toBe(owner)
    cacheTicket({ ticketId: 5, code: 'ABC123' } as never, 'data:image/png;base64,xx', owner, 1000)
    expect(cachedTicket(5, other)).toBeNull()
    expect(cachedTicket(5, null)).toBeNull()
    // The other account's first copy replaces the first account's copies.
    cacheTicket({ ticketId: 7, code: 'XYZ789' } as never, null, other, 2000)
    expect(cachedTicket(5, owner)).toBeNull()
    expect(cachedTicket(7, other)?.ticket.code).toBe('XYZ789')
    // Without an account nothing is kept.
    cacheTicket({ ticketId: 8, code: 'NOPE' } as never, null, ownerTag(null), 3000)
    expect(cachedTicket(8, null)).toBeNull()
  })

  it('keeps the newest tickets only, forgets a cancelled one, and all of them at logout', () => {
    Taro.clearStorageSync()
    for (let id = 1; id <= MAX_DEVICE_TICKETS + 2; id++) cacheTicket({ ticketId: id, code: `C${id}` } as never, null, owner, id)
    expect(cachedTicket(1, owner)).toBeNull()
    expect(cachedTicket(2, owner)).toBeNull()
    expect(cachedTicket(3, owner)?.ticket.code).toBe('C3')
    forgetTicket(3)
    expect(cachedTicket(3, owner)).toBeNull()
    expect(cachedTicket(4, owner)?.ticket.code).toBe('C4')
    forgetAllTickets()
    expect(cachedTicket(4, owner)).toBeNull()
  })

  it('encodes bytes as base64', () => {
    expect(bytesToBase64(Uint8Array.from(Buffer.from('hello')))).toBe(Buffer.from('hello').toString('base64'))
    expect(bytesToBase64(new Uint8Array([1, 2]))).toBe(Buffer.from([1, 2]).toString('base64'))
  })
})

describe('interaction points', () => {
  const points = [
    { pointId: 7, name: '展台A', verified: true, reward: 10 },
    { pointId: 8, name: '展台B', verified: false, reward: 5 }
  ] as InteractionPoint[]
  it('reads a scanned point code', () => {
    expect(pointFromScan('8', points)?.name).toBe('展台B')
    expect(pointFromScan('https://x/y?pointId=7', points)?.name).toBe('展台A')
    expect(pointFromScan('展台B', points)?.pointId).toBe(8)
    expect(pointFromScan('99', points)).toBeNull()
    expect(progressOf(points)).toEqual({ done: 1, total: 2, earned: 10 })
  })
  it('reads the on-site code a point QR holds, and only six digits as a typed code', () => {
    expect(scanOf('pointId=8&code=012345', points)).toEqual({ point: points[1], code: '012345' })
    expect(scanOf('8', points)).toEqual({ point: points[1], code: null })
    expect(scanOf('pointId=8&code=1234567', points)?.code).toBeNull()
    expect(scanOf('pointId=99&code=012345', points)).toBeNull()
    expect(cleanCode(' 012 345 ')).toBe('012345')
    expect(cleanCode('12345')).toBeNull()
    expect(cleanCode('abcdef')).toBeNull()
  })
})

import { TEST_FIXED_PHONES, testSecurity } from './helpers'

/**
 * Who is who at the demo's full event (CMO 闭门圆桌, 6 of 6 seats taken, 2 people in line), for the waitlist tests,
 * and the visitor phones a test file queues with.
 */
export const COLLEAGUE = '13800000002' // holds a seat of the full event
export const CHEN = '13900000002' // holds a seat too
export const ZHAO = '13900000006' // first in line (seeded)
export const SUN = '13900000007' // second in line (seeded)

/**
 * `count` visitor phones of the file's own block (`13700000<block>00`, `…01`, …) so two files never share a phone.
 * Every one of them, 赵 and 孙 signs in with the fixed code, and every sign-in comes from one address: call it at
 * the top of the file, before any server starts (the servers read these settings when they build).
 */
export function fullEventVisitors(block: string, count: number): (i: number) => string {
  const visitor = (i: number) => `13700000${block}${String(i).padStart(2, '0')}`
  const visitors = Array.from({ length: count }, (_, i) => visitor(i))
  testSecurity({ smsFixedPhones: [...TEST_FIXED_PHONES, ZHAO, SUN, ...visitors], visitorsPerIpPerHour: 100000, smsPerIpPerHour: 100000 })
  return visitor
}

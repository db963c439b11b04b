import type { Attendee } from '../../../types/contract'
import { applyAudit, replaceAttendee } from '../../../src/features/promotion/attendees'
import { maskPhone, progressPercent, visitedPageLabel, visitorLabel } from '../../../src/features/promotion/format'

const a = (attendeeId: number, auditStatus: Attendee['auditStatus'] = 'PENDING'): Attendee => ({
  attendeeId,
  eventId: 1,
  accountId: attendeeId,
  name: `A${attendeeId}`,
  cellphone: '13800000000',
  company: '',
  title: '',
  auditStatus,
  checkinStatus: 'NOT_CHECKED_IN',
  checkinTime: null,
  signoutTime: null,
  createdAt: '2024-01-01T00:00:00Z',
  values: {},
  behalfBy: null
})

describe('attendee rows', () => {
  it('changes the status of audited rows in place and leaves the rest', () => {
    const rows = [a(1), a(2), a(3)]
    const next = applyAudit(rows, [1, 3], 'APPROVE')
    expect(next.map(r => r.auditStatus)).toEqual(['APPROVED', 'PENDING', 'APPROVED'])
    expect(next[1]).toBe(rows[1])
    expect(applyAudit(rows, [2], 'REJECT')[1].auditStatus).toBe('REJECTED')
  })

  it('replaces an edited attendee keeping its place', () => {
    const rows = [a(1), a(2)]
    const next = replaceAttendee(rows, { ...a(2), name: '新名字' })
    expect(next.map(r => r.name)).toEqual(['A1', '新名字'])
  })
})

describe('promotion formatting', () => {
  it('masks the middle of a phone number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001')
    expect(maskPhone('')).toBe('-')
    expect(maskPhone(null)).toBe('-')
    expect(maskPhone('12345')).toBe('1***5')
  })

  it('clamps task progress to 0..100', () => {
    expect(progressPercent(3, 10)).toBe(30)
    expect(progressPercent(12, 10)).toBe(100)
    expect(progressPercent(-1, 10)).toBe(0)
    expect(progressPercent(0, 0)).toBe(0)
    expect(progressPercent(1, 0)).toBe(100)
  })
})

describe('after a batch audit under a status filter', () => {
  it('drops the audited rows from the 待审核 list and keeps the others', () => {
    const rows = [a(1), a(2), a(3)]
    expect(applyAudit(rows, [1, 3], 'APPROVE', 'PENDING').map(r => r.attendeeId)).toEqual([2])
  })

  it('keeps every row (with its new status) without a filter', () => {
    expect(applyAudit([a(1), a(2)], [1], 'REJECT').map(r => r.auditStatus)).toEqual(['REJECTED', 'PENDING'])
  })
})

describe('access list labels', () => {
  it('names a visitor by a real nickname, else by the tail of their phone, else 匿名访客', () => {
    expect(visitorLabel({ visitorName: '张伟', visitorPhoneTail: '0001' })).toBe('张伟')
    expect(visitorLabel({ visitorName: '微信用户3', visitorPhoneTail: '1234' })).toBe('访客 · 尾号 1234')
    expect(visitorLabel({ visitorName: '访客ed-6', visitorPhoneTail: null })).toBe('匿名访客')
  })

  it('shows the content title instead of the page path', () => {
    expect(visitedPageLabel({ page: '/pages/event/index?id=30', pageTitle: '年度峰会' })).toBe('年度峰会')
    expect(visitedPageLabel({ page: '/pages/index/index', pageTitle: null })).toBe('首页')
    expect(visitedPageLabel({ page: '/pages/article/index?id=999', pageTitle: null })).toBe('站内页面')
  })
})

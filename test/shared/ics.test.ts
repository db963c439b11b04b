import type { Ticket } from '../../types/contract'
import { ticketCalendar } from '@/features/events/components/ticket-view'
import { buildIcs, foldLine, icsDateUtc, icsEscape, icsFileName, ticketCalendarEvent, ticketCalendarPath } from '@/shared/ics'

describe('ics', () => {
  const now = new Date('2026-01-01T00:00:00Z')

  it('builds one VEVENT with UID, UTC times, summary and location', () => {
    const text = buildIcs(
      { uid: 'ticket-1@site', title: '年度大会', start: '2026-03-05T14:00:00+08:00', end: '2026-03-05T17:30:00+08:00', location: '上海' },
      now
    )
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('UID:ticket-1@site')
    expect(lines).toContain('DTSTART:20260305T060000Z')
    expect(lines).toContain('DTEND:20260305T093000Z')
    expect(lines).toContain('DTSTAMP:20260101T000000Z')
    expect(lines).toContain('SUMMARY:年度大会')
    expect(lines).toContain('LOCATION:上海')
    expect(lines).toContain('END:VEVENT')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text).not.toMatch(/[^\r]\n/)
  })

  it('carries the reminders as alarms 24 hours and 1 hour before the start (RFC 5545 VALARM)', () => {
    const text = buildIcs({ uid: 'u', title: '年度大会', start: '2026-03-05T14:00:00+08:00' }, now)
    // Unfold (a CRLF followed by a space continues a line), then read components by their BEGIN/END lines.
    type Component = { name: string; props: Record<string, string>; children: Component[] }
    const root: Component = { name: 'ROOT', props: {}, children: [] }
    const stack = [root]
    for (const line of text.replace(/\r\n /g, '').split('\r\n').filter(Boolean)) {
      const [key, ...rest] = line.split(':')
      const value = rest.join(':')
      if (key === 'BEGIN') {
        const child: Component = { name: value, props: {}, children: [] }
        stack[stack.length - 1].children.push(child)
        stack.push(child)
      } else if (key === 'END') {
        expect(stack.pop()?.name).toBe(value)
      } else stack[stack.length - 1].props[key] = value
    }
    expect(stack).toHaveLength(1)
    const event = root.children[0].children.find(c => c.name === 'VEVENT')
    const alarms = event?.children.filter(c => c.name === 'VALARM') ?? []
    expect(alarms.map(a => a.props)).toEqual([
      { ACTION: 'DISPLAY', DESCRIPTION: '年度大会', TRIGGER: '-PT24H' },
      { ACTION: 'DISPLAY', DESCRIPTION: '年度大会', TRIGGER: '-PT1H' }
    ])
    // Each trigger is a duration before DTSTART: the day before at 14:00 and 13:00 on the day (Beijing).
    const start = Date.parse('2026-03-05T06:00:00Z')
    const hours = (trigger: string) => Number(/^-PT(\d+)H$/.exec(trigger)?.[1])
    expect(alarms.map(a => new Date(start - hours(a.props.TRIGGER) * 3600_000).toISOString())).toEqual(['2026-03-04T06:00:00.000Z', '2026-03-05T05:00:00.000Z'])
  })

  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const text = buildIcs({ uid: 'u', title: '会议, 第一天; 下午', start: '2026-03-05T06:00:00Z', location: '北京市\n朝阳区' }, now)
    expect(text).toContain('SUMMARY:会议\\, 第一天\\; 下午')
    expect(text).toContain('LOCATION:北京市\\n朝阳区')
  })

  it('lasts an hour when the end is missing or before the start', () => {
    expect(buildIcs({ uid: 'u', title: 't', start: '2026-03-05T06:00:00Z' }, now)).toContain('DTEND:20260305T070000Z')
    expect(buildIcs({ uid: 'u', title: 't', start: '2026-03-05T06:00:00Z', end: '2026-03-05T05:00:00Z' }, now)).toContain('DTEND:20260305T070000Z')
  })

  it('refuses an invalid start time', () => {
    expect(() => buildIcs({ uid: 'u', title: 't', start: 'nope' }, now)).toThrow('活动时间无效')
  })

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`SUMMARY:${'活动'.repeat(40)}`)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every(p => p.startsWith(' '))
    ).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'活动'.repeat(40)}`)
  })

  it('formats UTC stamps and file names', () => {
    expect(icsDateUtc(new Date('2026-12-31T23:59:58Z'))).toBe('20261231T235958Z')
    expect(icsFileName('a/b: c?')).toBe('a-b-c.ics')
    expect(icsFileName('')).toBe('event.ics')
  })
})

describe('a ticket in the calendar', () => {
  it('writes the Beijing 09:00-17:00 summit as 01:00-09:00 UTC and says the Beijing time in the description', () => {
    const ticket = {
      ticketId: 7,
      eventId: 30,
      eventTitle: '数字营销增长峰会',
      startTime: '2026-03-05T01:00:00.000Z',
      endTime: '2026-03-05T09:00:00.000Z',
      address: '上海',
      code: 'YT123456',
      auditStatus: 'APPROVED'
    } as unknown as Ticket
    // Long lines are folded (CRLF + space); read them unfolded.
    const lines = buildIcs(ticketCalendarEvent(ticketCalendar(ticket)), new Date('2026-01-01T00:00:00Z'))
      .replace(/\r\n /g, '')
      .split('\r\n')
    expect(lines).toContain('DTSTART:20260305T010000Z')
    expect(lines).toContain('DTEND:20260305T090000Z')
    expect(lines).toContain('DESCRIPTION:时间：2026-03-05 09:00 - 17:00（北京时间）\\n电子票号：YT123456')
    expect(lines).toContain('UID:ticket-7-event-30@marketing-site')
    // Waiting for audit: the calendar carries no entry code either.
    const pending = buildIcs(ticketCalendarEvent(ticketCalendar({ ...ticket, auditStatus: 'PENDING' } as Ticket)), new Date('2026-01-01T00:00:00Z'))
    expect(pending).not.toContain('YT123456')
  })

  it("the server's copy links the ticket page in place of the entry code, at the address the app opens", () => {
    const entry = ticketCalendarEvent({
      ticketId: 7,
      eventId: 30,
      title: '数字营销增长峰会',
      start: '2026-03-05T01:00:00.000Z',
      end: '2026-03-05T09:00:00.000Z',
      ticketUrl: 'https://example.com/web/h/pages/account/tickets/detail/index?id=7'
    })
    const lines = buildIcs(entry, new Date('2026-01-01T00:00:00Z')).replace(/\r\n /g, '').split('\r\n')
    expect(lines).toContain(
      'DESCRIPTION:时间：2026-03-05 09:00 - 17:00（北京时间）\\n电子票：https://example.com/web/h/pages/account/tickets/detail/index?id=7'
    )
    expect(lines).toContain('URL:https://example.com/web/h/pages/account/tickets/detail/index?id=7')
    expect(lines).toContain('UID:ticket-7-event-30@marketing-site')
    expect(ticketCalendarPath(30, 7)).toBe('/web/h/calendar/event/30.ics?ticket=7')
  })

  it('converts an event given with a +08:00 offset to the same UTC instant', () => {
    const text = buildIcs({ uid: 'u', title: '峰会', start: '2026-03-05T09:00:00+08:00', end: '2026-03-05T17:00:00+08:00' })
    expect(text).toContain('DTSTART:20260305T010000Z')
    expect(text).toContain('DTEND:20260305T090000Z')
  })
})

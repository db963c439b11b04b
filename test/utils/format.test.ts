import {
  BEIJING_ZONE,
  formatDate,
  formatDuration,
  formatEventTime,
  formatLabelled,
  formatPrice,
  formatRange,
  formatSize,
  formatZoned,
  hasMarkup,
  inZone,
  isRealName,
  formatCount,
  plainText
} from '@/shared/format'
import dayjs from 'dayjs'
import { clock } from '@/features/events/schedule'
import { resizeImage } from '@/utils/image'
import { debounce, DEFAULT_DEBOUNCE_MS } from '@/utils/debounce'
import { cleanParams } from '@/utils/params'
import { parseId } from '@/shared/ids'
import { searchEnterprise } from '@/features/site/api'
import { mockApi } from './mock-api'

describe('formatting (spec §5, §9)', () => {
  it.each([
    [0, '0B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1048576, '1MB'],
    [5.5 * 1024 * 1024, '5.5MB'],
    [3 * 1024 ** 3, '3GB'],
    ['2048', '2KB'],
    [undefined, '未知'],
    [null, '未知'],
    ['abc', '未知'],
    [-1, '未知'],
    [NaN, '未知']
  ])('size %p → %s', (input, expected) => {
    expect(formatSize(input)).toBe(expected)
  })

  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [6.4, '00:06'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '00:00'],
    [undefined, '00:00']
  ])('duration %p → %s', (input, expected) => {
    expect(formatDuration(input)).toBe(expected)
  })

  it('formats dates as YYYY-MM-DD HH:mm and empty dates as -', () => {
    // Text without an offset is a Beijing wall-clock time, whatever the device's zone.
    expect(formatDate('2026-03-05T14:07:00')).toBe('2026-03-05 14:07')
    expect(formatDate('2026-03-05 14:07')).toBe('2026-03-05 14:07')
    expect(formatDate('2026-03-05T14:07:00', 'YYYY/MM/DD')).toBe('2026/03/05')
    expect(formatDate('')).toBe('-')
    expect(formatDate(null)).toBe('-')
    expect(formatDate('not a date')).toBe('-')
  })

  it.each([
    ['微信用户', false],
    ['微信用户8899', false],
    ['小程序用户', false],
    ['游客123', false],
    ['访客4821', false],
    ['', false],
    [null, false],
    ['张三', true],
    ['Alice', true]
  ])('nickname %p is a real name: %p', (name, expected) => {
    expect(isRealName(name)).toBe(expected)
  })

  it('formats prices and counts', () => {
    expect(formatPrice(1250)).toBe('¥12.50')
    expect(formatPrice(0)).toBe('免费')
    expect(formatCount(12345)).toBe('1.2万')
  })
})

describe('image resize (spec §9)', () => {
  it('asks the known static hosts for width × pixel ratio', () => {
    expect(resizeImage('https://static.yuntu-cdn.com/a.png', 'icon', 2)).toBe('https://static.yuntu-cdn.com/a.png?x-oss-process=image/resize,w_200')
    expect(resizeImage('https://img.yuntu-cdn.com/a.png?v=1', 'large', 3)).toBe('https://img.yuntu-cdn.com/a.png?v=1&x-oss-process=image/resize,w_1200')
    expect(resizeImage('https://static.yuntu-cdn.com/a.png', 'small', 1)).toContain('w_200')
    expect(resizeImage('https://static.yuntu-cdn.com/a.png', 'medium', 2)).toContain('w_600')
  })

  it('leaves other hosts and empty values alone', () => {
    expect(resizeImage('https://other.example/a.png', 'icon')).toBe('https://other.example/a.png')
    expect(resizeImage('/media/cover/a.svg', 'icon')).toBe('/media/cover/a.svg')
    expect(resizeImage(null, 'icon')).toBe('')
  })
})

describe('debounce', () => {
  it('defaults to 1000 ms and calls once with the last arguments', () => {
    jest.useFakeTimers()
    const fn = jest.fn()
    const d = debounce(fn)
    d(1)
    d(2)
    jest.advanceTimersByTime(DEFAULT_DEBOUNCE_MS - 1)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledWith(2)
    expect(DEFAULT_DEBOUNCE_MS).toBe(1000)
    jest.useRealTimers()
  })
})

describe('query params', () => {
  it('decodes once and drops Taro internals', () => {
    expect(cleanParams({ id: '7', stamp: '1', $taroTimestamp: '2', q: '%E4%B8%AD', bad: '%E0%A4%A' })).toEqual({ id: '7', q: '中', bad: '%E0%A4%A' })
  })

  it.each([
    ['7', 7],
    ['abc', null],
    ['', null],
    ['-1', null],
    ['1e309', null],
    ['0x10', null],
    ['99999999999999999999', null],
    [undefined, null]
  ])('id %p → %p', (input, expected) => {
    expect(parseId(input)).toBe(expected)
  })
})

describe('company name suggestions (spec §5)', () => {
  it('returns an empty list for an empty name without a request', async () => {
    const api = mockApi({})
    expect(await searchEnterprise('')).toEqual([])
    expect(await searchEnterprise('   ')).toEqual([])
    expect(api.calls).toHaveLength(0)
    api.restore()
  })
})

describe('event times in the event zone (Beijing) whatever the device zone', () => {
  it('reads an instant on the Beijing wall clock', () => {
    // 01:00 UTC is 09:00 in Beijing (UTC+8 all year, no daylight saving).
    expect(formatZoned('2026-03-05T01:00:00.000Z')).toBe('2026-03-05 09:00')
    expect(formatZoned('2026-03-04T16:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-03-05 00:30')
    expect(formatZoned('2026-07-01T09:00:00-04:00', 'HH:mm')).toBe('21:00')
    expect(formatZoned('')).toBe('-')
    expect(formatZoned('nope')).toBe('-')
    expect(inZone(null)).toBeNull()
  })

  it('shows a one-day event as a date and two clocks, a longer one as two dates', () => {
    expect(formatRange('2026-03-05T01:00:00Z', '2026-03-05T09:00:00Z')).toBe('2026-03-05 09:00 - 17:00')
    // Same UTC day, but it ends after midnight in Beijing.
    expect(formatRange('2026-03-05T10:00:00Z', '2026-03-05T17:00:00Z')).toBe('2026-03-05 18:00 - 2026-03-06 01:00')
    expect(formatRange('2026-03-05T01:00:00Z', null)).toBe('2026-03-05 09:00')
    expect(formatRange('bad', '2026-03-05T01:00:00Z')).toBe('-')
  })

  it('reads a range on the wall clock of the zone it is given, the day included', () => {
    const tokyo = { name: 'Asia/Tokyo', label: '东京时间', offsetMinutes: 540 }
    expect(formatRange('2026-03-05T01:00:00Z', '2026-03-05T09:00:00Z', tokyo)).toBe('2026-03-05 10:00 - 18:00')
    // 15:30 UTC is past midnight in Tokyo but not in Beijing: two days there, one here.
    expect(formatRange('2026-03-05T14:30:00Z', '2026-03-05T15:30:00Z', tokyo)).toBe('2026-03-05 23:30 - 2026-03-06 00:30')
    expect(formatRange('2026-03-05T14:30:00Z', '2026-03-05T15:30:00Z')).toBe('2026-03-05 22:30 - 23:30')
    expect(formatRange(undefined, undefined)).toBe('-')
    expect(formatRange('2026-03-05T01:00:00Z', 'not a date')).toBe('2026-03-05 09:00')
  })

  it('labels event times with the zone name', () => {
    expect(formatEventTime('2026-03-05T01:00:00Z', '2026-03-05T09:00:00Z')).toBe('2026-03-05 09:00 - 17:00（北京时间）')
    expect(formatEventTime(null, null)).toBe('-')
    expect(BEIJING_ZONE).toEqual({ name: 'Asia/Shanghai', label: '北京时间', offsetMinutes: 480 })
  })

  it('takes another fixed zone when an event says so', () => {
    const tokyo = { name: 'Asia/Tokyo', label: '东京时间', offsetMinutes: 540 }
    expect(formatEventTime('2026-03-05T01:00:00Z', '2026-03-05T02:00:00Z', tokyo)).toBe('2026-03-05 10:00 - 11:00（东京时间）')
  })
})

describe('every shown date on the Beijing clock, whatever the device zone (item 4, 5)', () => {
  // Jest cannot move its own clock to another zone (its process.env is a copy): the instants below are chosen
  // so that the Beijing day differs from the day in UTC (the server) and in Los Angeles (the phone of the
  // issue); the browser journeys run in a real Los Angeles context.
  it('dates a publish time by the Beijing day, as the server paints it', () => {
    // 16:30 UTC on the 23rd is the 24th in Beijing and still the 23rd in Los Angeles.
    expect(formatDate('2026-11-23T16:30:00.000Z', 'YYYY-MM-DD')).toBe('2026-11-24')
    expect(formatDate('2026-11-23T16:30:00.000Z')).toBe('2026-11-24 00:30')
    expect(formatDate('2026-11-23T08:30:00-08:00')).toBe('2026-11-24 00:30')
    expect(formatDate('2026-11-24 00:30:00')).toBe('2026-11-24 00:30')
    expect(formatDate(Date.UTC(2026, 10, 23, 16, 30))).toBe('2026-11-24 00:30')
  })

  it('shows a summit at 09:00 Beijing as 12-10 09:00, not the device clock of 12-09 17:00', () => {
    expect(formatDate('2026-12-09T17:00:00-08:00', 'MM-DD HH:mm')).toBe('12-10 09:00')
    expect(formatEventTime('2026-12-10T01:00:00.000Z', '2026-12-10T09:00:00.000Z')).toBe('2026-12-10 09:00 - 17:00（北京时间）')
  })

  it('labels a moment of a ticket, check-in or lottery with 北京时间', () => {
    expect(formatLabelled('2026-11-23T22:03:00.000Z')).toBe('2026-11-24 06:03（北京时间）')
    expect(formatLabelled('2026-11-23T22:03:00.000Z', 'MM-DD HH:mm')).toBe('11-24 06:03（北京时间）')
    expect(formatLabelled(null)).toBe('-')
    expect(formatLabelled('nope')).toBe('-')
  })
})

describe('event, agenda and ticket times on a phone in another zone', () => {
  const LOCAL_FIELDS = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'] as const
  /**
   * Runs `check` as on a device whose clock is `offsetMinutes` from UTC: Date's local getters (what dayjs and any
   * device-zone reading go through) read that wall clock. Jest cannot set its own TZ (its process.env is a copy);
   * the browser journey (test/e2e/content-journeys.test.ts) runs the whole app once in America/New_York.
   */
  function onDeviceAt(offsetMinutes: number, check: () => void) {
    const spies = [
      jest.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(() => -offsetMinutes),
      ...LOCAL_FIELDS.map(field =>
        jest.spyOn(Date.prototype, `get${field}`).mockImplementation(function (this: Date) {
          return new Date(this.getTime() + offsetMinutes * 60000)[`getUTC${field}`]()
        })
      )
    ]
    try {
      check()
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  }

  it.each([
    ['UTC', 0, '01:00'],
    ['America/New_York', -300, '20:00'],
    ['America/Los_Angeles', -480, '17:00']
  ])('reads the 09:00 Beijing summit as 09:00 with the phone in %s', (_zone, offset, deviceClock) => {
    // The summit: 09:00 to 17:00 in Beijing, 2026-03-05 (still 03-04 on an American phone's clock).
    const start = '2026-03-05T01:00:00.000Z'
    const end = '2026-03-05T09:00:00.000Z'
    onDeviceAt(offset, () => {
      // the device's own clock reads otherwise (the simulation reaches dayjs)
      expect(dayjs(start).format('HH:mm')).toBe(deviceClock)
      // event detail and ticket (list and detail)
      expect(formatEventTime(start, end)).toBe('2026-03-05 09:00 - 17:00（北京时间）')
      expect(formatRange(start, end)).toBe('2026-03-05 09:00 - 17:00')
      // agenda: a session's start as an instant, and one as the event's own wall clock
      expect(clock(start)).toBe('09:00')
      expect(clock('09:30:00')).toBe('09:30')
      // a ticket's moment, and wall-clock text without an offset
      expect(formatLabelled(start)).toBe('2026-03-05 09:00（北京时间）')
      expect(formatDate('2026-03-05 09:00:00')).toBe('2026-03-05 09:00')
    })
  })
})

describe('server text with and without markup', () => {
  it('tells markup from plain text', () => {
    expect(hasMarkup('<p>1. 每人 3 次</p>')).toBe(true)
    expect(hasMarkup('第一行<br/>第二行')).toBe(true)
    expect(hasMarkup('1 < 2 且 3 > 2')).toBe(false)
    expect(hasMarkup('每人 3 次')).toBe(false)
    expect(hasMarkup(null)).toBe(false)
  })

  it('shows a plain-text field without tags, paragraphs on their own lines', () => {
    expect(plainText('<p>1. 每人 3 次</p><p>2. 7 天内&nbsp;领取 &amp; 填写</p>')).toBe('1. 每人 3 次\n2. 7 天内 领取 & 填写')
    expect(plainText('a<br>b')).toBe('a\nb')
    expect(plainText('1 < 2')).toBe('1 < 2')
    expect(plainText(undefined)).toBe('')
  })

  it('keeps only the words of rich text: one line per block, whitespace collapsed, no script or style text', () => {
    const html = '<h2>议程</h2><p>上午\n  签到</p><ul><li>主论坛</li><li>分论坛<br>圆桌</li></ul><style>p{}</style><p>  午餐 <b>自助</b> </p>'
    expect(plainText(html)).toBe('议程\n上午 签到\n主论坛\n分论坛\n圆桌\n午餐 自助')
    expect(plainText('<p>会议<b onclick="steal()">议程</b></p><script>steal()</script>')).toBe('会议议程')
    expect(plainText('<p>a</p><!-- <p>b</p> --><script>never closed')).toBe('a')
    // character references: the common names and any number; other names as they are (and no prototype lookups)
    expect(plainText('<p>&#20013;&#x6587; &lt;p&gt; &apos;x&apos; &copy; &constructor;</p>')).toBe("中文 <p> 'x' &copy; &constructor;")
  })
})

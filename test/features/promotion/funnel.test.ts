import { funnelStages, funnelSummary, safeColor, TREND_BOX, trendGeometry, trendSummary, trendSvg } from '../../../src/features/promotion/funnel'

const day = (date: string, visits: number, registrations: number, checkedIn: number) => ({ date, visits, registrations, checkedIn })

describe('the promoter funnel, drawn', () => {
  it('gives each stage its share of the widest and its conversion from the stage before', () => {
    const stages = funnelStages({ visits: 40, registrations: 10, approved: 8, checkedIn: 2 })
    expect(stages.map(s => [s.label, s.value, s.width, s.rate])).toEqual([
      ['访客数', 40, 100, null],
      ['报名人数', 10, 25, 25],
      ['审核通过', 8, 20, 80],
      ['到场签到', 2, 8, 25]
    ])
    expect(funnelSummary(stages)).toBe('访客数 40 人，报名人数 10 人（25%），审核通过 8 人（80%），到场签到 2 人（25%）')
  })

  it('draws nothing for an empty stage and no rate after one, whatever the answer holds', () => {
    const stages = funnelStages({ visits: 0, registrations: 3, approved: Number.NaN, checkedIn: -1 })
    expect(stages.map(s => [s.value, s.width, s.rate])).toEqual([
      [0, 0, null],
      [3, 100, null],
      [0, 0, 0],
      [0, 0, null]
    ])
    expect(funnelStages(null).every(s => s.value === 0 && s.width === 0)).toBe(true)
  })

  it('scales the trend lines to a round maximum and labels the last day', () => {
    const g = trendGeometry([day('2024-03-01', 3, 1, 0), day('2024-03-02', 7, 2, 1)])
    expect(g.max).toBe(10)
    const visits = g.lines.find(l => l.key === 'visits')!
    const baseline = TREND_BOX.height - TREND_BOX.padBottom
    expect(visits.points[0][0]).toBe(TREND_BOX.padLeft)
    expect(visits.points[1][0]).toBe(TREND_BOX.width - TREND_BOX.padRight)
    expect(visits.points[1][1]).toBeCloseTo(baseline - 0.7 * (baseline - TREND_BOX.padTop), 0)
    expect(visits.total).toBe(10)
    expect(g.labels[g.labels.length - 1].text).toBe('3/02')
    expect(g.ticks.map(t => t.value)).toEqual([10, 5, 0])
  })

  it('thins the date labels of a month to a few', () => {
    const month = Array.from({ length: 30 }, (_, i) => day(`2024-04-${String(i + 1).padStart(2, '0')}`, i, 0, 0))
    const g = trendGeometry(month)
    expect(g.labels.length).toBeLessThanOrEqual(6)
    expect(g.labels[g.labels.length - 1].text).toBe('4/30')
  })

  it('ends the last date label at its point, so it stays inside the chart', () => {
    const week = Array.from({ length: 7 }, (_, i) => day(`2024-11-${20 + i}`, i, 0, 0))
    const labels = [...trendSvg(week, '#2f6bff').matchAll(/text-anchor="(\w+)">([^<]+)</g)].map(m => [m[2], m[1]])
    expect(labels[labels.length - 1]).toEqual(['11/26', 'end'])
    expect(labels.find(([t]) => t === '11/20')).toEqual(['11/20', 'middle'])
  })

  it('keeps anything but a colour out of the SVG', () => {
    const svg = trendSvg([day('2024-03-01', 1, 1, 1)], 'red"/><script>alert(1)</script>')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('stroke="#DB2231"')
    expect(trendSvg([day('2024-03-01', 1, 0, 0)], '#2f6bff')).toContain('stroke="#2f6bff"')
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)')
  })

  it('says what the trend shows in words', () => {
    expect(trendSummary([day('2024-03-01', 3, 0, 0), day('2024-03-02', 5, 1, 0)])).toBe(
      '近 2 天趋势：访客数共 8，最多在 3/02（5）；报名人数共 1，最多在 3/02（1）；到场签到共 0'
    )
    // Given the period's numbers, a visitor of both days counts once.
    expect(trendSummary([day('2024-03-01', 3, 0, 0), day('2024-03-02', 5, 1, 0)], { visits: 6, registrations: 1, checkedIn: 0 })).toMatch(
      /^近 2 天趋势：访客数共 6，/
    )
    expect(trendSummary([])).toBe('暂无趋势数据')
  })
})

import { checkinRate, hourBars, hourBarsSvg, hourLabel, ratioRing, rateRingSvg, svgDataUrl, DEFAULT_BOX } from '../../../src/features/account/checkin-chart'

describe('check-in chart geometry', () => {
  const byHour = [
    { hour: '2025-06-01T09:00:00', count: 4 },
    { hour: '2025-06-01T10:00:00', count: 10 },
    { hour: '2025-06-01T11:00:00', count: 0 }
  ]

  it('scales bar heights to the busiest hour and keeps bars inside the box', () => {
    const bars = hourBars(byHour)
    const plot = DEFAULT_BOX.height - DEFAULT_BOX.padTop - DEFAULT_BOX.padBottom
    expect(bars).toHaveLength(3)
    expect(bars[1].height).toBeCloseTo(plot, 0)
    expect(bars[0].height).toBeCloseTo(plot * 0.4, 0)
    expect(bars[2].height).toBe(1)
    for (const b of bars) {
      expect(b.x).toBeGreaterThanOrEqual(DEFAULT_BOX.padX)
      expect(b.x + b.width).toBeLessThanOrEqual(DEFAULT_BOX.width - DEFAULT_BOX.padX)
      expect(b.y + b.height).toBeCloseTo(DEFAULT_BOX.height - DEFAULT_BOX.padBottom, 0)
    }
    expect(bars[0].x).toBeLessThan(bars[1].x)
  })

  it('draws nothing for no data', () => {
    expect(hourBars([])).toEqual([])
    expect(hourBarsSvg([], '#DB2231')).toContain('<svg')
  })

  it('labels hours from ISO times or plain hours', () => {
    expect(hourLabel('2025-06-01T09:00:00')).toBe('9时')
    expect(hourLabel('14:00')).toBe('14时')
  })

  it('computes the check-in rate of approved attendees, or of registered when none needed approval', () => {
    expect(checkinRate({ registered: 20, approved: 10, checkedIn: 5 }).percent).toBe(50)
    expect(checkinRate({ registered: 20, approved: 0, checkedIn: 5 }).percent).toBe(25)
    expect(ratioRing(3, 0, 10).percent).toBe(0)
    expect(ratioRing(30, 10, 10).percent).toBe(100)
    const ring = ratioRing(1, 4, 10)
    const [filled, rest] = ring.dash.split(' ').map(Number)
    expect(filled + rest).toBeCloseTo(ring.circumference, 0)
  })

  it('keeps markup out of the SVG colour and encodes the data URL', () => {
    const svg = rateRingSvg({ registered: 1, approved: 1, checkedIn: 1 }, '"/><script>')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('100%')
    expect(svgDataUrl(svg).startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true)
  })
})

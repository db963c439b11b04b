import { chartGeometry, niceCeil, shortDate } from '../../../src/features/promotion/chart'

describe('views chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeil(0)).toBe(1)
    expect(niceCeil(1)).toBe(1)
    expect(niceCeil(7)).toBe(10)
    expect(niceCeil(12)).toBe(20)
    expect(niceCeil(130)).toBe(200)
    expect(niceCeil(500)).toBe(500)
  })

  it('scales bar heights to the axis maximum', () => {
    const g = chartGeometry([
      { date: '2024-03-01', pv: 10, uv: 4 },
      { date: '2024-03-02', pv: 5, uv: 5 }
    ])
    expect(g.max).toBe(10)
    expect(g.bars.map(b => [b.pvHeight, b.uvHeight])).toEqual([
      [100, 40],
      [50, 50]
    ])
    expect(g.totalPv).toBe(15)
    expect(g.totalUv).toBe(9)
    expect(g.ticks).toEqual([10, 5, 0])
    expect(chartGeometry([{ date: 'd', pv: 5, uv: 1 }]).ticks).toEqual([5, 0])
  })

  it('draws flat bars for days without views and for bad numbers', () => {
    const g = chartGeometry([{ date: '2024-03-01', pv: 0, uv: NaN as unknown as number }])
    expect(g.max).toBe(1)
    expect(g.bars[0].pvHeight).toBe(0)
    expect(g.bars[0].uvHeight).toBe(0)
  })

  it('thins 30 day labels to at most 7, always labelling the last day', () => {
    const daily = Array.from({ length: 30 }, (_, i) => ({ date: `2024-04-${String(i + 1).padStart(2, '0')}`, pv: i, uv: 1 }))
    const labels = chartGeometry(daily)
      .bars.map(b => b.label)
      .filter(Boolean)
    expect(labels.length).toBeLessThanOrEqual(7)
    expect(labels[labels.length - 1]).toBe('4/30')
  })

  it('labels every day of a week', () => {
    const daily = Array.from({ length: 7 }, (_, i) => ({ date: `2024-04-0${i + 1}`, pv: 1, uv: 1 }))
    expect(chartGeometry(daily).bars.every(b => b.label)).toBe(true)
  })

  it('copes with no data', () => {
    expect(chartGeometry(undefined).bars).toEqual([])
  })

  it('shortens ISO dates and leaves other text alone', () => {
    expect(shortDate('2024-03-05')).toBe('3/05')
    expect(shortDate('today')).toBe('today')
  })
})

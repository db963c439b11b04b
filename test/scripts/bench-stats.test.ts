import { latency, markdownTable, median, parseSlowOptions, ratio, spread, textTable, withSpread } from '../../scripts/bench-stats'

describe('the slow bench options', () => {
  it('measures every page five times by default, with Lighthouse and the interactions', () => {
    expect(parseSlowOptions(['--slow'])).toEqual({ runs: 5, pages: null, lighthouse: true, interactions: true, loads: true })
  })

  it('reads --runs, a comma list of --pages (names with spaces kept) and the switches', () => {
    expect(parseSlowOptions(['--slow', '--runs=3', '--pages=home, event 30,,lead form 2', '--no-lighthouse', '--only-interactions'])).toEqual({
      runs: 3,
      pages: ['home', 'event 30', 'lead form 2'],
      lighthouse: false,
      interactions: true,
      loads: false
    })
  })

  it('refuses a run count that is not a whole number from 1 and an empty page list', () => {
    expect(() => parseSlowOptions(['--runs=0'])).toThrow('--runs')
    expect(() => parseSlowOptions(['--runs=2.5'])).toThrow('--runs')
    expect(() => parseSlowOptions(['--pages='])).toThrow('--pages')
  })
})

describe('medians, spreads and ratios of runs', () => {
  it('takes the middle run, or the mean of the two middle ones, leaving out runs that measured nothing', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([400, 100, 300, 200])).toBe(250)
    expect(median([null, 120, NaN, 80])).toBe(100)
    expect(median([null])).toBeNull()
  })

  it('gives the lowest and highest measured run', () => {
    expect(spread([900, null, 1200, 1000])).toEqual({ min: 900, max: 1200 })
    expect(spread([])).toBeNull()
  })

  it('divides by the empty app, and has no ratio without both figures', () => {
    expect(ratio(500, 2000)).toBe(0.25)
    expect(ratio(null, 2000)).toBeNull()
    expect(ratio(500, null)).toBeNull()
    expect(ratio(500, 0)).toBeNull()
  })
})

describe('the printed figures', () => {
  it('shows a median with its runs in seconds or milliseconds, and one run alone', () => {
    expect(withSpread([1230, 1100, 1400])).toBe('1.23 s (1.10–1.40)')
    expect(withSpread([312.4, 280, 410], 'ms')).toBe('312 ms (280–410)')
    expect(withSpread([950])).toBe('0.95 s')
    expect(withSpread([null])).toBe('–')
  })

  it('shows an interaction under Event Timing’s 16 ms threshold as such', () => {
    expect(latency(0)).toBe('<16 ms')
    expect(latency(104.2)).toBe('104 ms')
    expect(latency(null)).toBe('–')
  })

  it('pads a text table to its widest cells and writes the same rows as Markdown', () => {
    const header = ['page', 'FCP']
    const rows = [
      ['home', '0.68 s 0.18×'],
      ['event 30', '0.91 s']
    ]
    expect(textTable(header, rows).split('\n')).toEqual(['page      FCP', '--------  ------------', 'home      0.68 s 0.18×', 'event 30  0.91 s'])
    expect(markdownTable(header, rows).split('\n')).toEqual(['| page | FCP |', '| --- | --- |', '| home | 0.68 s 0.18× |', '| event 30 | 0.91 s |'])
  })
})

import { ProgressTracker, type ProgressReport } from '../../../src/features/course/progress-tracker'
import { lessonLocked, lessonUrl, neighbours } from '../../../src/features/course/lessons'

function play(tracker: ProgressTracker, from: number, to: number, duration = 100) {
  for (let t = from; t <= to; t += 0.25) tracker.timeUpdate(t, duration)
}

describe('lesson progress tracker', () => {
  it('reports about every 10 s of playback with the position and percent', () => {
    const reports: ProgressReport[] = []
    const tracker = new ProgressTracker(r => reports.push(r))
    play(tracker, 0, 25)
    expect(reports).toEqual([
      { time: 10, progressTime: 10, percent: 10 },
      { time: 10, progressTime: 20, percent: 20 }
    ])
  })

  it('reports what was watched on pause, and nothing for a pause without watching', () => {
    const reports: ProgressReport[] = []
    const tracker = new ProgressTracker(r => reports.push(r))
    play(tracker, 0, 4)
    tracker.pause()
    tracker.pause()
    expect(reports).toEqual([{ time: 4, progressTime: 4, percent: 4 }])
  })

  it('does not count a seek as watching', () => {
    const reports: ProgressReport[] = []
    const tracker = new ProgressTracker(r => reports.push(r))
    play(tracker, 0, 2)
    play(tracker, 80, 83)
    tracker.pause()
    expect(reports).toEqual([{ time: 5, progressTime: 83, percent: 83 }])
  })

  it('sends learnCompletedEvent=1 and percent 100 at the end', () => {
    const reports: ProgressReport[] = []
    const tracker = new ProgressTracker(r => reports.push(r), 60)
    play(tracker, 55, 60, 60)
    tracker.ended()
    expect(reports).toEqual([{ time: 5, progressTime: 60, percent: 100, learnCompletedEvent: 1 }])
    expect(tracker.completed).toBe(true)
  })

  it('completes from the button without any playback', () => {
    const reports: ProgressReport[] = []
    new ProgressTracker(r => reports.push(r), 120).complete()
    expect(reports).toEqual([{ time: 0, progressTime: 120, percent: 100, learnCompletedEvent: 1 }])
  })
})

describe('lessons', () => {
  it('opens video lessons in course/item and article lessons in course/item/article', () => {
    expect(lessonUrl(3, { id: 9, type: 'VIDEO' })).toBe('/pages/course/item/index?id=3&itemId=9')
    expect(lessonUrl(3, { id: 10, type: 'ARTICLE' })).toBe('/pages/course/item/article/index?id=3&itemId=10')
  })

  it('locks paid lessons of unbought courses, never free previews', () => {
    expect(lessonLocked({ price: 100, owned: false }, { free: false })).toBe(true)
    expect(lessonLocked({ price: 100, owned: false }, { free: true })).toBe(false)
    expect(lessonLocked({ price: 100, owned: true }, { free: false })).toBe(false)
    expect(lessonLocked({ price: null, owned: false }, { free: false })).toBe(false)
  })

  it('finds the previous and next lesson', () => {
    const ls = [1, 2, 3].map(id => ({ id }) as never)
    expect(neighbours(ls, 2)).toMatchObject({ prev: { id: 1 }, next: { id: 3 }, index: 1 })
    expect(neighbours(ls, 1).prev).toBeNull()
    expect(neighbours(ls, 9).index).toBe(-1)
  })
})

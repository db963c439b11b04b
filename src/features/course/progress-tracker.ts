import type { CourseRecordBody } from '../../../types/contract'

/** Seconds of playback between progress reports. */
const REPORT_INTERVAL_S = 10
/** A jump larger than this between two time updates is a seek, not watching. */
const MAX_STEP_S = 2

export type ProgressReport = Omit<CourseRecordBody, 'courseItemId'>

/**
 * Turns a video's time updates into course records (spec §3 "Course record"): every ~10 s watched
 * and on pause a report of the seconds watched since the last one, the position and the percent;
 * on the end (or "mark as learned") a report with learnCompletedEvent 1 and percent 100. Seeks do
 * not count as watching.
 */
export class ProgressTracker {
  private lastPosition: number | null = null
  private watched = 0
  private position = 0
  private duration = 0
  private completedOnce = false

  constructor(
    private readonly report: (record: ProgressReport) => void,
    knownDuration = 0,
    private readonly interval = REPORT_INTERVAL_S
  ) {
    this.duration = knownDuration > 0 ? knownDuration : 0
  }

  get completed(): boolean {
    return this.completedOnce
  }

  get percent(): number {
    if (this.duration <= 0) return 0
    return Math.max(0, Math.min(100, Math.round((this.position / this.duration) * 100)))
  }

  timeUpdate(position: number, duration?: number): void {
    if (!Number.isFinite(position) || position < 0) return
    if (duration && Number.isFinite(duration) && duration > 0) this.duration = duration
    if (this.lastPosition !== null) {
      const step = position - this.lastPosition
      if (step > 0 && step <= MAX_STEP_S) this.watched += step
    }
    this.lastPosition = position
    this.position = position
    if (this.watched >= this.interval) this.flush()
  }

  /** Paused: report what was watched since the last report. */
  pause(): void {
    if (this.watched >= 1) this.flush()
    this.lastPosition = null
  }

  /** Played to the end. */
  ended(): void {
    this.complete()
  }

  /** Finished (the end, or the visitor marks it learned): learnCompletedEvent 1, percent 100. */
  complete(): void {
    const time = Math.round(this.watched)
    this.watched = 0
    this.completedOnce = true
    this.report({ time, progressTime: Math.round(this.duration || this.position), percent: 100, learnCompletedEvent: 1 })
  }

  private flush(): void {
    const time = Math.round(this.watched)
    this.watched = 0
    this.report({ time, progressTime: Math.round(this.position), percent: this.percent })
  }
}

/** A stand-in IntersectionObserver for component tests: the test says which target is (not) intersecting. */
import { act } from 'react'

export class FakeObserver {
  /** Every observer created since the test last reset the list. */
  static all: FakeObserver[] = []
  targets: Element[] = []
  disconnected = false
  constructor(
    private callback: (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void,
    public options: IntersectionObserverInit = {}
  ) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.targets.push(el)
  }
  unobserve(el: Element) {
    this.targets = this.targets.filter(t => t !== el)
  }
  disconnect() {
    this.disconnected = true
    this.targets = []
  }
  takeRecords() {
    return []
  }
  /** Tells the observer watching `target` that it entered or left the view (and, if given, how tall it is). */
  static report(target: Element, isIntersecting: boolean, height?: number) {
    const observer = FakeObserver.all.find(o => o.targets.includes(target))
    if (!observer) throw new Error('target is not observed')
    const entry: Partial<IntersectionObserverEntry> =
      height === undefined ? { target, isIntersecting } : { target, isIntersecting, boundingClientRect: { height } as DOMRectReadOnly }
    act(() => observer.callback([entry], observer))
  }
}

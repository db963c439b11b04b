import React, { act } from 'react'
import { SMS_RESEND_SECONDS, useCountdown } from '@/features/forms/use-countdown'
import { mountEachTest } from '../../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mount = mountEachTest()

let countdown: ReturnType<typeof useCountdown>
function Probe({ keepKey }: { keepKey?: string }) {
  countdown = useCountdown(keepKey)
  return <span>{countdown.remaining}</span>
}

describe('SMS resend countdown (issue #27: it restarted after the sign-in reload)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    sessionStorage.clear()
  })
  afterEach(() => jest.useRealTimers())

  it('counts down once a second to 0', () => {
    act(() => mount.root.render(<Probe />))
    act(() => countdown.start())
    expect(countdown.remaining).toBe(SMS_RESEND_SECONDS)
    act(() => void jest.advanceTimersByTime(3000))
    expect(countdown.remaining).toBe(SMS_RESEND_SECONDS - 3)
    act(() => void jest.advanceTimersByTime(SMS_RESEND_SECONDS * 1000))
    expect(countdown.remaining).toBe(0)
  })

  it('goes on where it was when the page is loaded again in the same tab', () => {
    act(() => mount.root.render(<Probe keepKey='smsCountdown:form:2' />))
    act(() => countdown.start(60))
    act(() => void jest.advanceTimersByTime(20000))
    // The sign-in reload: the page and its state are gone, the tab's storage is not.
    act(() => mount.root.render(<span />))
    act(() => mount.root.render(<Probe keepKey='smsCountdown:form:2' />))
    expect(countdown.remaining).toBe(40)
    act(() => void jest.advanceTimersByTime(40000))
    expect(countdown.remaining).toBe(0)
    expect(sessionStorage.getItem('smsCountdown:form:2')).toBeNull()
  })

  it('keeps nothing for another form', () => {
    act(() => mount.root.render(<Probe keepKey='smsCountdown:form:2' />))
    act(() => countdown.start(60))
    act(() => mount.root.render(<span />))
    act(() => mount.root.render(<Probe keepKey='smsCountdown:form:3' />))
    expect(countdown.remaining).toBe(0)
  })
})

import React from 'react'
import { act } from 'react'
import { useShippedUntilSettled } from '../../src/hooks/use-shipped-answer'
import { deferred } from '../support/deferred'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let mockSettled = deferred<void>()
jest.mock('@/stores/context', () => ({ useStores: () => ({ session: { settled: () => mockSettled.promise } }) }))
const mockUpdateBehindPaint = jest.fn((update: () => void) => update())
jest.mock('@/services/platform/first-paint', () => ({ updateBehindPaint: (update: () => void) => mockUpdateBehindPaint(update) }))
beforeEach(() => {
  mockSettled = deferred<void>()
  mockUpdateBehindPaint.mockClear()
})

const mount = mountEachTest()

function Probe({ data, onSettled }: { data: string | undefined; onSettled?: () => void }) {
  const held = useShippedUntilSettled({ loading: data === undefined, data }, true, onSettled)
  return <i>{held ? 'held' : (data ?? 'loading')}</i>
}

describe('useShippedUntilSettled', () => {
  it('holds a shipped answer until the start-up sign-in settled, then ends the hold as an update behind the painted view', async () => {
    const onSettled = jest.fn()
    act(() => mount.root.render(<Probe data='shipped' onSettled={onSettled} />))
    expect(mount.container.textContent).toBe('held')
    expect(mockUpdateBehindPaint).not.toHaveBeenCalled()
    // The whole page renders when the hold ends: under the painted view that is a transition React slices, not
    // one long task (the lead form's blocking time, docs/performance.md).
    await act(async () => mockSettled.resolve())
    expect(onSettled).toHaveBeenCalledTimes(1)
    expect(mockUpdateBehindPaint).toHaveBeenCalledTimes(1)
    expect(mount.container.textContent).toBe('shipped')
  })

  it('holds nothing without a shipped answer', () => {
    act(() => mount.root.render(<Probe data={undefined} />))
    expect(mount.container.textContent).toBe('loading')
  })
})

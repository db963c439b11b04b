import React, { act } from 'react'
import { FactRow } from '@/components/fact-row'
import { mountEachTest } from '../support/render'

describe('FactRow', () => {
  const mount = mountEachTest()

  it('draws the label and the value in the block’s row, key and value parts', async () => {
    await act(async () => mount.root.render(<FactRow block='ticket-view' label='地点' value='上海 · 国际会议中心' testId='place' />))
    const row = mount.container.querySelector('.ticket-view__row')!
    expect(row.querySelector('.ticket-view__key')?.textContent).toBe('地点')
    const value = row.querySelector('.ticket-view__value')!
    expect(value.textContent).toBe('上海 · 国际会议中心')
    expect(value.getAttribute('data-testid')).toBe('place')
  })

  it('leaves the test id off when none is given', async () => {
    await act(async () => mount.root.render(<FactRow block='event-info' label='时间' value='2026-01-01' />))
    expect(mount.container.querySelector('.event-info__value')?.hasAttribute('data-testid')).toBe(false)
  })
})

import React, { act } from 'react'
import { Tabs } from '@/components/tabs'
import { mountEachTest } from '../support/render'

describe('Tabs', () => {
  const mount = mountEachTest()
  const options = [
    { key: 7, text: '近7天' },
    { key: 30, text: '近30天' }
  ]

  it('is a named tablist whose chosen tab is selected and drawn on', async () => {
    await act(async () =>
      mount.root.render(<Tabs options={options} value={30} onChange={() => undefined} label='趋势天数' listClass='chart__switch' tabClass='chart__range' />)
    )
    const list = mount.container.querySelector('[role="tablist"]')!
    expect(list.className).toContain('chart__switch')
    expect(list.getAttribute('aria-label')).toBe('趋势天数')
    const tabs = Array.from(list.querySelectorAll('[role="tab"]'))
    expect(tabs.map(t => t.textContent)).toEqual(['近7天', '近30天'])
    expect(tabs.map(t => t.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(tabs[1].className).toContain('chart__range--on')
    expect(tabs[0].className).not.toContain('chart__range--on')
  })

  it('hands the tapped or keyed tab’s key to onChange', async () => {
    const onChange = jest.fn()
    await act(async () => mount.root.render(<Tabs options={options} value={7} onChange={onChange} listClass='a' tabClass='b' />))
    const tabs = mount.container.querySelectorAll<HTMLElement>('[role="tab"]')
    await act(async () => tabs[1].click())
    expect(onChange).toHaveBeenLastCalledWith(30)
    expect(tabs[0].getAttribute('tabindex')).toBe('0')
    await act(async () => tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
    expect(onChange).toHaveBeenLastCalledWith(7)
  })
})

import { Text, View } from '@tarojs/components'
import { fireEvent } from '@testing-library/dom'
import React, { act } from 'react'
import { Button } from '@/components/button'
import { tapTarget } from '@/utils/tap-target'
import { mountEachTest } from '../support/render'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Issue #27 item 3: a tappable View or Text is a keyboard control on the web. */
describe('tapTarget', () => {
  const mount = mountEachTest()
  const render = async (ui: React.ReactElement) => {
    await act(async () => mount.root.render(ui))
    return mount.container.querySelector('.probe') as HTMLElement
  }

  it('puts the element in the tab order with its role, in reading order (tabIndex 0, never positive)', async () => {
    const el = await render(
      <View className='probe' {...tapTarget('link')} onClick={() => undefined}>
        <Text>更多</Text>
      </View>
    )
    expect(el.getAttribute('role')).toBe('link')
    expect(el.tabIndex).toBe(0)
    expect(el.getAttribute('aria-disabled')).toBeNull()
  })

  it('activates a button on Enter, and on Space when the key comes up, without scrolling the page', async () => {
    const onClick = jest.fn()
    const el = await render(<View className='probe' {...tapTarget('button')} aria-label='关闭' onClick={onClick} />)
    fireEvent.keyDown(el, { key: 'Enter' })
    expect(onClick).toHaveBeenCalledTimes(1)
    // Space: the page must not scroll on key down, and the tap comes on key up (as a native button does).
    const spaceDown = fireEvent.keyDown(el, { key: ' ' })
    expect(spaceDown).toBe(false) // default prevented
    expect(onClick).toHaveBeenCalledTimes(1)
    fireEvent.keyUp(el, { key: ' ' })
    expect(onClick).toHaveBeenCalledTimes(2)
    // A held Enter does not repeat the tap.
    fireEvent.keyDown(el, { key: 'Enter', repeat: true })
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('follows a link on Enter only, as an <a> does', async () => {
    const onClick = jest.fn()
    const el = await render(<Text className='probe' {...tapTarget('link')} onClick={onClick} />)
    fireEvent.keyDown(el, { key: ' ' })
    fireEvent.keyUp(el, { key: ' ' })
    expect(onClick).not.toHaveBeenCalled()
    fireEvent.keyDown(el, { key: 'Enter' })
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('leaves keys pressed in a control inside it to that control', async () => {
    const outer = jest.fn()
    const inner = jest.fn()
    await render(
      <View className='probe' {...tapTarget('button')} onClick={outer}>
        <View
          className='inner'
          {...tapTarget('button')}
          onClick={(e: { stopPropagation: () => void }) => {
            e.stopPropagation()
            inner()
          }}
        />
      </View>
    )
    fireEvent.keyDown(mount.container.querySelector('.inner') as HTMLElement, { key: 'Enter' })
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })

  it('announces a disabled control as unavailable and lets no key act on it', async () => {
    const onClick = jest.fn()
    const el = await render(<View className='probe' {...tapTarget('button', { disabled: true })} onClick={onClick} />)
    expect(el.getAttribute('aria-disabled')).toBe('true')
    fireEvent.keyDown(el, { key: 'Enter' })
    fireEvent.keyDown(el, { key: ' ' })
    fireEvent.keyUp(el, { key: ' ' })
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('Button (shared)', () => {
  const mount = mountEachTest()

  it('is reachable by Tab and activates with Enter and Space; a disabled one refuses the keys too', async () => {
    const onClick = jest.fn()
    await act(async () =>
      mount.root.render(
        <>
          <Button className='on' onClick={onClick}>
            提交报名
          </Button>
          <Button className='off' disabled onClick={onClick}>
            58s 后重发
          </Button>
        </>
      )
    )
    const on = mount.container.querySelector('.on') as HTMLElement
    const off = mount.container.querySelector('.off') as HTMLElement
    expect(on.getAttribute('role')).toBe('button')
    expect(on.tabIndex).toBe(0)
    fireEvent.keyDown(on, { key: 'Enter' })
    fireEvent.keyDown(on, { key: ' ' })
    fireEvent.keyUp(on, { key: ' ' })
    expect(onClick).toHaveBeenCalledTimes(2)
    expect(off.getAttribute('aria-disabled')).toBe('true')
    fireEvent.keyDown(off, { key: 'Enter' })
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})

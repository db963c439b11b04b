import React, { act } from 'react'
import { Text, View } from '@tarojs/components'
import { lazyPart, PART_LOAD_FAILED } from '@/components/lazy-part'
import { mountEachTest } from '../support/render'

/** webpack's error when a chunk's script or stylesheet does not arrive. */
const chunkLoadError = () => Object.assign(new Error('Loading CSS chunk 7139 failed.'), { name: 'ChunkLoadError' })

function Greeting({ name }: { name: string }) {
  return <Text className='greeting'>你好，{name}</Text>
}

/** A part of a page whose code did not arrive stands alone: its notice and 重试, the rest of the page still there. */
describe('lazyPart', () => {
  const mount = mountEachTest()
  const text = () => mount.container.textContent
  const flush = () => act(async () => new Promise(resolve => setTimeout(resolve, 0)))
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('shows its fallback, then the part', async () => {
    const Part = lazyPart(async () => ({ default: Greeting }), <View className='loading-part' />)
    await act(async () => mount.root.render(<Part name='李明' />))
    await flush()
    expect(text()).toBe('你好，李明')
  })

  it('shows a notice with 重试 in place of a part whose code did not arrive, keeps the rest of the page, and loads it on 重试', async () => {
    const load = jest.fn<Promise<{ default: typeof Greeting }>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: Greeting })
    const Part = lazyPart(load, <View className='loading-part' />)
    await act(async () =>
      mount.root.render(
        <View>
          <Text>页面的其他内容</Text>
          <Part name='李明' />
        </View>
      )
    )
    await flush()
    const alert = mount.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain(PART_LOAD_FAILED)
    expect(text()).toContain('页面的其他内容')
    expect(load).toHaveBeenCalledTimes(1)

    const retry = Array.from(mount.container.querySelectorAll('.state__action')).find(el => el.textContent === '重试') as HTMLElement
    await act(async () => retry.click())
    await flush()
    expect(load).toHaveBeenCalledTimes(2)
    expect(mount.container.querySelector('[role="alert"]')).toBeNull()
    expect(text()).toBe('页面的其他内容你好，李明')
  })
})

import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'
import React, { act } from 'react'
import { Text } from '@tarojs/components'
import { withPageBoundary } from '@/components/error-boundary'
import { deferRouteLoads } from '@/services/platform/start-up'
import { mountEachTest } from '../support/render'

/**
 * Taro's page wrapper (@tarojs/plugin-framework-react, connectReactPage): a boundary of its own around each page that,
 * on a render error, reports it and draws nothing. A boundary of the app's has to stand inside it.
 */
class TaroPageWrapper extends React.Component<{ children?: React.ReactNode }, { hasError: boolean }> {
  state = { hasError: false }
  static getDerivedStateFromError() {
    return { hasError: true }
  }
  render() {
    return <div className='taro_page'>{this.state.hasError ? [] : this.props.children}</div>
  }
}

describe('a page that throws while it renders', () => {
  const mount = mountEachTest()
  const g = globalThis as { MessageChannel?: unknown }
  const original = g.MessageChannel
  beforeEach(() => (g.MessageChannel = NodeMessageChannel))
  afterEach(() => (g.MessageChannel = original))
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('shows 页面出错了 with 重试 and 返回首页 inside Taro’s page wrapper, and 重试 draws the page again', async () => {
    let broken = true
    function EventPage() {
      if (broken) throw new TypeError("Cannot read properties of null (reading 'title')")
      return <Text>活动详情</Text>
    }
    const route = { load: (...args: unknown[]) => [Promise.resolve({ default: EventPage }), ...args] }
    deferRouteLoads([route], withPageBoundary) // as the app's entry does (config/index.ts)
    const { default: Page } = (await route.load()[0]) as { default: React.ComponentType }

    await act(async () =>
      mount.root.render(
        <TaroPageWrapper>
          <Page />
        </TaroPageWrapper>
      )
    )
    const alert = mount.container.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('页面出错了，请稍后重试')
    const actions = Array.from(mount.container.querySelectorAll<HTMLElement>('.state__action'))
    expect(actions.map(a => a.textContent)).toEqual(['重试', '返回首页'])

    broken = false
    await act(async () => actions[0].click())
    expect(mount.container.querySelector('[role="alert"]')).toBeNull()
    expect(mount.container.textContent).toBe('活动详情')
  })
})

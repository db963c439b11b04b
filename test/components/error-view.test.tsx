import React, { act } from 'react'
import { ErrorView } from '@/components/states'
import { ApiError, NetworkError } from '@/services/http/errors'
import { mountEachTest } from '../support/render'

/** The error state says whether the network failed (the painted page's notice reads it), and shows the server's message. */
describe('ErrorView', () => {
  const mount = mountEachTest()
  const state = () => mount.container.querySelector('.state--error')!

  it('marks a request that got no answer as the network’s failure', async () => {
    await act(async () => mount.root.render(<ErrorView error={new NetworkError()} />))
    expect(state().getAttribute('data-network')).toBe('true')
  })

  it('shows a business error’s own message, not the network', async () => {
    await act(async () => mount.root.render(<ErrorView error={new ApiError('该内容已下架', 4107)} />))
    expect(state().hasAttribute('data-network')).toBe(false)
    expect(state().querySelector('.state__text')?.textContent).toBe('该内容已下架')
  })

  it('does not blame the network for a server’s HTTP error', async () => {
    await act(async () => mount.root.render(<ErrorView error={new NetworkError('服务器出错了（502），请稍后重试', 502)} />))
    expect(state().hasAttribute('data-network')).toBe(false)
  })
})

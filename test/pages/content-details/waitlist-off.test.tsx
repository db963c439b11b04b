import { fullEvent } from './fixtures'
import { currentPage, detailSuite, findText, open } from './helpers'

/** A server without the waitlist extension (its extensions call answers 404): a full event just says so. */
describe('a full event on a server without the waitlist', () => {
  const { serve, api } = detailSuite()

  it('reads 名额已满, asks nothing about a waitlist, and offers no 加入候补', async () => {
    serve({
      // A form event that is full: its form would only be refused.
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent()
    })
    await open('/pages/event/index?id=60')
    const full = await findText('名额已满')
    expect(full.closest('taro-button-core')?.hasAttribute('disabled') || !!full.closest('[disabled]')).toBe(true)
    expect(currentPage().textContent).not.toContain('候补')
    expect(api().calls.some(c => c.path.includes('waitlist'))).toBe(false)
  })
})

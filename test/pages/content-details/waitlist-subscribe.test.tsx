import type { WaitlistState } from '../../../types/contract'
import { offerTemplates, testWaitlistState } from '../../support/events'
import * as subscribe from '../../../src/services/platform/subscribe'
import { fullEvent } from './fixtures'
import { detailSuite, findText, open } from './helpers'

/** Issue #29 item 1 on a mini-program (WeChat): joining the waitlist asks for the offer's subscribe message in the tap. */

jest.mock('../../../src/services/platform/subscribe', () => ({ subscribePlatform: 'weapp', requestSubscribe: jest.fn() }))
const requestSubscribe = subscribe.requestSubscribe as jest.Mock

const EXTENSIONS = { 'GET /open/v1/extensions': { features: ['waitlist'] } }
const WX = 'wx-tmpl-waitlist-offer'
const JOIN = '/ca/v1/event/60/waitlist/join'

const state = (overrides: Partial<WaitlistState> = {}) => testWaitlistState({ subscribeTemplates: offerTemplates(WX, 'tt-tmpl'), ...overrides })
const joined = () => state({ waiting: 3, mine: { status: 'WAITING', position: 3, offerExpiresAt: null, joinedAt: '2030-03-01T00:00:00Z' } })

let n = 0
const url = () => `/pages/event/index?id=60&n=${++n}`

describe('joining a waitlist on a mini-program', () => {
  const { testUtils, serve, api } = detailSuite()
  beforeEach(() => requestSubscribe.mockReset())
  const serveFull = (waitlist: WaitlistState) =>
    serve({
      ...EXTENSIONS,
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent(),
      'GET /ca-open/v1/event/60/waitlist': waitlist,
      [`POST ${JOIN}`]: joined()
    })

  it('asks for the platform’s offer template in the tap, then sends the accepted id with the join', async () => {
    requestSubscribe.mockImplementation(async (ids: string[]) => ids)
    serveFull(state())
    await open(url())
    const button = await findText('加入候补')
    testUtils.fireEvent.click(button)
    // In the tap's own handler, before any request: WeChat shows the dialog only there.
    expect(requestSubscribe).toHaveBeenCalledWith([WX])
    await findText('候补中 · 第 3 位')
    expect(
      api()
        .callsTo(JOIN)
        .map(c => c.data)
    ).toEqual([{ platform: 'weapp', subscribed: [WX] }])
  })

  it('joins without a consent when the visitor refuses (or the dialog fails)', async () => {
    requestSubscribe.mockImplementation(async () => [])
    serveFull(state())
    await open(url())
    testUtils.fireEvent.click(await findText('加入候补'))
    await findText('候补中 · 第 3 位')
    expect(requestSubscribe).toHaveBeenCalledTimes(1)
    expect(
      api()
        .callsTo(JOIN)
        .map(c => c.data ?? {})
    ).toEqual([{}])
  })

  it('asks nothing when the server has no template for this platform', async () => {
    requestSubscribe.mockImplementation(async (ids: string[]) => ids)
    serveFull(state({ subscribeTemplates: offerTemplates(null, 'tt-tmpl') }))
    await open(url())
    testUtils.fireEvent.click(await findText('加入候补'))
    await findText('候补中 · 第 3 位')
    expect(requestSubscribe).not.toHaveBeenCalled()
    expect(
      api()
        .callsTo(JOIN)
        .map(c => c.data ?? {})
    ).toEqual([{}])
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { WaitlistState } from '../../../types/contract'
import { offerTemplates, testEventInfo, testWaitlistState } from '../../support/events'
import { fullEvent } from './fixtures'
import { currentPage, detailSuite, findText, open, spyNavigation } from './helpers'

/** Issue #29 item 1 on the event page: a full event with the waitlist extension. */

const EXTENSIONS = { 'GET /open/v1/extensions': { features: ['waitlist'] } }

// Configured for the mini-programs; the web asks nothing (the in-app notice is its channel).
const state = (overrides: Partial<WaitlistState> = {}) => testWaitlistState({ subscribeTemplates: offerTemplates('wx-tmpl', 'tt-tmpl'), ...overrides })
const waiting = (position: number) => ({ status: 'WAITING' as const, position, offerExpiresAt: null, joinedAt: '2030-03-01T00:00:00Z' })

let n = 0
const url = () => `/pages/event/index?id=60&n=${++n}`

describe('the waitlist of a full event', () => {
  const { testUtils, serve, api, shownToasts } = detailSuite()

  it('offers 加入候补 with how many wait, and puts the visitor in line', async () => {
    serve({
      ...EXTENSIONS,
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent(),
      'GET /ca-open/v1/event/60/waitlist': state(),
      'POST /ca/v1/event/60/waitlist/join': state({ waiting: 3, mine: waiting(3) })
    })
    const dialog = jest.spyOn(Taro, 'requestSubscribeMessage')
    await open(url())
    await findText('名额已满，可加入候补')
    expect(currentPage().textContent).toContain('已有 2 人在候补')
    testUtils.fireEvent.click(await findText('加入候补'))
    await findText('候补中 · 第 3 位')
    await findText('你在候补第 3 位')
    expect(shownToasts()).toContain('已加入候补')
    expect(
      api()
        .callsTo('/ca/v1/event/60/waitlist/join')
        .map(c => c.data ?? {})
    ).toEqual([{}])
    expect(dialog).not.toHaveBeenCalled()
  })

  it('lets the holder of an offer register through the form, and says until when the seat is held', async () => {
    serve({
      ...EXTENSIONS,
      // Five registrations and the sixth seat held for this visitor.
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent({ event: testEventInfo({ signedUpCount: 5 }) }),
      'GET /ca-open/v1/event/60/waitlist': state({
        taken: 5,
        held: 1,
        waiting: 1,
        mine: { status: 'OFFERED', position: null, offerExpiresAt: '2030-03-01T06:00:00Z', joinedAt: '2030-02-27T00:00:00Z' }
      })
    })
    await open(url())
    await findText('名额已为你保留')
    expect(currentPage().textContent).toContain('请在 03-01 14:00（北京时间）前完成报名')
    const nav = spyNavigation()
    testUtils.fireEvent.click(await findText('确认报名'))
    await waitFor(() => expect(nav.urls()).toEqual(['/pages/form/index?id=9&eventId=60']))
  })

  it('takes the visitor out of the line once they confirm', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never)
    // The server's state changes with the leave: the page may ask again (a visitor signed in by the tap asks with
    // another key), and then hears what the server now says, as it would.
    const left = state({ mine: { ...waiting(2), status: 'LEFT', position: null } })
    let hasLeft = false
    serve({
      ...EXTENSIONS,
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent(),
      'GET /ca-open/v1/event/60/waitlist': () => (hasLeft ? left : state({ waiting: 3, mine: waiting(2) })),
      'POST /ca/v1/event/60/waitlist/leave': () => {
        hasLeft = true
        return left
      }
    })
    await open(url())
    await findText('候补中 · 第 2 位')
    testUtils.fireEvent.click(await findText('退出候补'))
    await waitFor(() => expect(modal).toHaveBeenCalled())
    await findText('加入候补')
    expect(api().callsTo('/ca/v1/event/60/waitlist/leave')).toHaveLength(1)
  })

  it('shows the ordinary button when seats are free', async () => {
    serve({
      ...EXTENSIONS,
      'GET /open/v1/entityData/entityDataDetail/60': fullEvent({ event: testEventInfo({ signedUpCount: 3 }) }),
      'GET /ca-open/v1/event/60/waitlist': state({ taken: 3, full: false, waiting: 0 })
    })
    await open(url())
    await findText('立即报名')
    expect(currentPage().textContent).not.toContain('候补')
  })
})

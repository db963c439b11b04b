import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { envelope, page } from '../../utils/mock-api'
import { openOnTop, queriesOnTop, serveApp, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { attendee, LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
const P = '/ca-open/v1/promote'

const routes: Record<string, unknown> = {
  [LOGIN]: login(['PROMOTER']),
  [`GET ${P}/campaigns`]: [
    { id: 1, title: '春季产品发布会', cover: '', eventId: 5, startTime: '2024-05-01T09:00:00Z', endTime: '2024-05-02T18:00:00Z', applicants: 3 },
    { id: 2, title: '品牌推广月', cover: '', eventId: null, startTime: '2024-05-01T09:00:00Z', endTime: '2024-05-31T18:00:00Z', applicants: 0 }
  ],
  [`GET ${P}/select/numberOfApplicants/5`]: envelope(209, 12),
  [`GET ${P}/5/submit/list`]: page([attendee(1, { name: '通过我报名' })]),
  [`GET ${P}/getApplicantsList/5`]: page([
    attendee(1, { name: '通过我报名' }),
    attendee(2, { name: '别人带来的', auditStatus: 'APPROVED', checkinStatus: 'CHECKED_IN' })
  ])
}

describe('channel partner centre', () => {
  const api = serveApp(testUtils, routes)
  fromFirstPageEachTest('navigateTo')

  it('shows each campaign with its number of applicants from the server', async () => {
    const countCalls = api().callsTo(`${P}/select/numberOfApplicants/5`).length
    await openOnTop('/pages/promo/index')
    await waitFor(() => expect(within(queriesOnTop().getByTestId('campaign-1')).getByTestId('applicant-count').textContent).toBe('12'))
    const screen = queriesOnTop()
    expect(screen.getByText('品牌推广月')).toBeTruthy()
    expect(screen.getByText('未关联活动')).toBeTruthy()
    expect(api().callsTo(`${P}/select/numberOfApplicants/5`)).toHaveLength(countCalls + 1)
  })

  it('opens a campaign’s submissions through my link with phones masked and audit status', async () => {
    await openOnTop('/pages/promo/index')
    testUtils.fireEvent.click(await queriesOnTop().findByRole('button', { name: '报名名单' }))
    await waitFor(() => queriesOnTop().getByText('通过我报名'))
    const screen = queriesOnTop()
    expect(screen.getByText('139****0001', { exact: false })).toBeTruthy()
    expect(screen.queryByText('13900000001', { exact: false })).toBeNull()
    expect(screen.getAllByText('待审核').length).toBeGreaterThan(0)
    expect(api().callsTo(`${P}/5/submit/list`).pop()?.query).toMatchObject({ page: '1', size: '10' })
  })

  it('switches to every applicant of the event', async () => {
    const listCalls = api().callsTo(`${P}/getApplicantsList/5`).length
    await openOnTop('/pages/promo/index?eventId=5&tab=mine')
    testUtils.fireEvent.click(await queriesOnTop().findByText('全部报名'))
    const screen = queriesOnTop()
    await screen.findByText('别人带来的')
    expect(screen.getAllByText('已签到').length).toBeGreaterThan(0)
    expect(api().callsTo(`${P}/getApplicantsList/5`)).toHaveLength(listCalls + 1)
  })

  it('leads to the attendee audit page of the campaign', async () => {
    await openOnTop('/pages/promo/index')
    const audit = await queriesOnTop().findByRole('button', { name: '参会人审核' })
    const nav = jest.spyOn(Taro, 'navigateTo')
    testUtils.fireEvent.click(audit)
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/promo/attendee/index?eventId=5' }))
    nav.mockRestore()
  })
})

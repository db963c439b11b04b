import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { envelope, page } from '../../utils/mock-api'
import { serveApp } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { attendee, bodyText, byText, LOGIN, login } from './fixtures'

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

  it('shows each campaign with its number of applicants from the server', async () => {
    await Taro.navigateTo({ url: '/pages/promo/index' })
    await waitFor(() => expect(document.querySelector('[data-testid="campaign-1"] [data-testid="applicant-count"]')?.textContent).toBe('12'))
    expect(bodyText()).toContain('品牌推广月')
    expect(bodyText()).toContain('未关联活动')
    expect(api().callsTo(`${P}/select/numberOfApplicants/5`)).toHaveLength(1)
  })

  it('opens a campaign’s submissions through my link with phones masked and audit status', async () => {
    testUtils.fireEvent.click(byText('报名名单'))
    await waitFor(() => expect(bodyText()).toContain('通过我报名'))
    expect(bodyText()).toContain('139****0001')
    expect(bodyText()).not.toContain('13900000001')
    expect(bodyText()).toContain('待审核')
    expect(api().callsTo(`${P}/5/submit/list`)[0].query).toMatchObject({ page: '1', size: '10' })
  })

  it('switches to every applicant of the event', async () => {
    testUtils.fireEvent.click(byText('全部报名'))
    await waitFor(() => expect(bodyText()).toContain('别人带来的'))
    expect(bodyText()).toContain('已签到')
    expect(api().callsTo(`${P}/getApplicantsList/5`)).toHaveLength(1)
  })

  it('leads to the attendee audit page of the campaign', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo')
    testUtils.fireEvent.click(byText('参会人审核'))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/promo/attendee/index?eventId=5' }))
  })
})

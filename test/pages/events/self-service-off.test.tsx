import { waitFor } from '@testing-library/dom'
import { fromFirstPageEachTest, openShowing, topPageElement } from '../../support/page'
import { appPerFile } from '../../support/app'
import { mockApi } from '../../utils/mock-api'
import { f, form, login, member, ticket } from '../forms/fixtures'

/** A server without the extensions (its extensions call answers 404): the ticket and the form as the specification has them. */

appPerFile()
const api = mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': ticket({ startTime: '2099-03-05T14:00:00+08:00', endTime: '2099-03-05T17:00:00+08:00' }),
  'GET /open/v1/account/getFormById': form({ submitted: true, fields: [f('name', '姓名', 'TEXT', { required: true })] }),
  'GET /ca-open/v1/companyAccount/form/submitted': true,
  'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': []
})

fromFirstPageEachTest('showToast')

describe('without the self-service extensions', () => {
  it('shows the ticket with 取消报名 and neither 修改报名信息 nor reminders, asking nothing about them', async () => {
    const screen = await openShowing('/pages/account/tickets/detail/index?id=9', '取消报名', 5000)
    await waitFor(() => expect(api.callsTo('/open/v1/extensions').length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: '修改报名信息' })).toBeNull()
    expect(screen.queryByRole('button', { name: '转让门票' })).toBeNull()
    expect(topPageElement().textContent).not.toContain('活动提醒')
    expect(api.calls.some(c => /registration|reminders|transfer/i.test(c.path))).toBe(false)
  })

  it('answers a transfer claim link by saying transfers are not offered, with a way home', async () => {
    await openShowing('/pages/account/tickets/claim/index?token=a1b2c3d4e5f60718293a4b5c6d7e8f90', '暂不支持门票转让', 5000)
    expect(api.calls.some(c => /transfer/i.test(c.path))).toBe(false)
  })

  it('answers a group link by saying groups are not offered, and 我的门票 asks nothing about groups', async () => {
    await openShowing('/pages/form/index?id=1&eventId=50&group=1', '暂不支持团体报名', 5000)
    await openShowing('/pages/account/tickets/index', '还没有门票', 5000)
    expect(topPageElement().textContent).not.toContain('团体报名')
    expect(api.calls.some(c => /group/i.test(c.path))).toBe(false)
  })

  it('answers an edit link with the plain form, which knows the registration was submitted', async () => {
    await openShowing('/pages/form/index?id=1&eventId=50&ticketId=9', '您已提交过该表单', 5000)
    expect(api.calls.some(c => /registration/.test(c.path))).toBe(false)
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { Ticket } from '../../../types/contract'
import { fromFirstPageEachTest, openShowing, topPageElement } from '../../support/page'
import { appPerFile } from '../../support/app'
import { mockApi } from '../../utils/mock-api'
import { login, member, ticket } from '../forms/fixtures'

/** The ticket page before its registration is approved (no entry code) and with its registered answers. */
appPerFile()

const DETAIL = '/pages/account/tickets/detail/index?id=9'
let ticketAnswer: () => unknown = () => ticket()

mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': () => ticketAnswer()
})

beforeEach(() => Taro.clearStorageSync())
afterEach(() => {
  ticketAnswer = () => ticket()
})
fromFirstPageEachTest('showToast', 'redirectTo', 'navigateBack')

/** A ticket waiting for audit, as the server answers it: no signed QR. */
const pending = (over: Partial<Ticket> = {}): Ticket => ticket({ auditStatus: 'PENDING', qrCode: null, ...over })

describe('a ticket waiting for audit', () => {
  it('says it is waiting for approval and shows no entry code', async () => {
    ticketAnswer = () => pending()
    const screen = await openShowing(DETAIL, '报名审核中')
    expect(screen.getByText('审核通过后，这里会显示入场二维码和票号')).toBeTruthy()
    expect(screen.queryByLabelText(/门票二维码/)).toBeNull()
    expect(screen.queryByText('TK2026ABC')).toBeNull()
    expect(screen.queryByText(/入场时向工作人员出示/)).toBeNull()
  })

  it('shows no entry code from the copy kept while it was approved, once it went back to audit', async () => {
    // Approved, opened online: the device keeps the ticket with its QR.
    await openShowing(DETAIL, 'TK2026ABC')
    // An edit sent it back to audit; the next visit is offline with the copy saved after that.
    ticketAnswer = () => pending()
    await openShowing(DETAIL, '报名审核中')
    ticketAnswer = () => {
      throw new Error('offline')
    }
    const screen = await openShowing(DETAIL, '离线')
    expect(screen.getByText('报名审核中')).toBeTruthy()
    expect(screen.queryByLabelText(/门票二维码/)).toBeNull()
    expect(screen.queryByText('TK2026ABC')).toBeNull()
  })

  it('shows the entry code once approved', async () => {
    const screen = await openShowing(DETAIL, 'TK2026ABC')
    expect(screen.getByLabelText('门票二维码，票号 TK2026ABC')).toBeTruthy()
    expect(screen.queryByText('报名审核中')).toBeNull()
  })
})

describe('the registered answers', () => {
  it('lists each answer under its form label', async () => {
    ticketAnswer = () =>
      pending({
        answers: [
          { label: '公司名称', value: '云图科技有限公司' },
          { label: '职位', value: '市场总监' },
          { label: '感兴趣的议题', value: '私域运营、数据分析' },
          { label: '营业执照', value: '执照.pdf' }
        ]
      })
    const screen = await openShowing(DETAIL, '报名信息')
    const rows = () => Array.from(topPageElement().querySelectorAll('.ticket-view__answers .ticket-view__row')).map(row => (row.textContent || '').trim())
    await waitFor(() => expect(rows()).toEqual(['公司名称云图科技有限公司', '职位市场总监', '感兴趣的议题私域运营、数据分析', '营业执照执照.pdf']))
    expect(screen.getByRole('group', { name: '报名信息' })).toBeTruthy()
  })

  it('shows no answers section for a ticket without answers', async () => {
    const screen = await openShowing(DETAIL, 'TK2026ABC')
    expect(screen.queryByText('报名信息')).toBeNull()
  })
})

import { waitFor, within } from '@testing-library/dom'
import type { Attendee } from '../../../types/contract'
import { page } from '../../utils/mock-api'
import { openOnTop, queriesOnTop, serveApp, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { attendee, eventWithForm, LOGIN, login } from './fixtures'

/**
 * Issue #29 item 2 on the audit screen: an attendee who changed their registration reads 已修改, and the sheet says what;
 * one who was given the ticket (ticketTransfer) reads 已转让, and the sheet names the giver; a group's member
 * (groupRegistration) reads 团体, not 代报名, and the sheet names the group's leader.
 */

const testUtils = new TaroTestApp()
const edited = attendee(1, {
  values: { name: '参会人1', phone: '139****0001', size: '合作伙伴' },
  edits: {
    editedAt: '2030-03-01T06:30:00Z',
    times: 2,
    changes: [
      { key: 'phone', label: '手机号', before: '139****0009', after: '139****0001' },
      { key: 'size', label: '参会身份', before: '客户', after: '合作伙伴' },
      { key: 'topics', label: '感兴趣的议题', before: null, after: ['数据分析'] }
    ]
  }
})
const transferred = attendee(3, { transfer: { fromName: '张三', fromCellphone: '138****0000', transferredAt: '2030-03-02T02:00:00Z' } })
const member = attendee(2, { behalfBy: 77, behalfConfirmed: true, group: { groupId: 4, leaderName: '王经理', leaderCellphone: '139****7777' } })
const rows: Attendee[] = [edited, member, transferred]
const routes: Record<string, unknown> = {
  [LOGIN]: login(['PROMOTER']),
  'GET /ca-open/v1/promote/getApplicantsList/5': () => page(rows),
  'GET /ca/v1/event/attendee/info': (q: Record<string, string>) => ({ ...rows.find(r => String(r.attendeeId) === q.attendeeId), cellphone: '13900000001' }),
  ...eventWithForm()
}

describe('attendee audit with edited registrations', () => {
  serveApp(testUtils, routes)
  fromFirstPageEachTest('showToast')

  /** Opens event 5's attendee list once its three rows show. */
  const openList = async () => {
    await openOnTop('/pages/promo/attendee/index?eventId=5')
    await waitFor(() => expect(queriesOnTop().queryAllByTestId(/^attendee-\d+$/)).toHaveLength(3), { timeout: 5000 })
  }
  /** Attendee `n`'s row in the list. */
  const row = (n: number) => within(queriesOnTop().getByTestId(`attendee-${n}`))
  /** Asserts the list marks attendee `on` with `mark` and attendee `off` not. */
  const markedOnly = (mark: string, on: number, off: number) => {
    expect(row(on).getByText(mark)).toBeTruthy()
    expect(row(off).queryByText(mark)).toBeNull()
  }
  /** Opens attendee `n`'s sheet and answers its part `testId` once shown. */
  const sheetPart = async (n: number, testId: string) => {
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: `查看参会人${n}的资料` }))
    return waitFor(() => within(queriesOnTop().getByRole('dialog')).getByTestId(testId), { timeout: 5000 })
  }

  it('marks an edited registration 已修改 in the list and shows each change, registered → now, in its sheet', async () => {
    await openList()
    markedOnly('已修改', 1, 2)
    const changes = await sheetPart(1, 'attendee-edits')
    expect(changes.textContent).toContain('已修改报名信息')
    expect(changes.textContent).toContain('共 2 次')
    expect(within(changes).getByLabelText('参会身份：由 客户 改为 合作伙伴')).toBeTruthy()
    expect(within(changes).getByLabelText('手机号：由 139****0009 改为 139****0001')).toBeTruthy()
  })

  it('names an answer that was empty （空）, not a dash that reads as =', async () => {
    await openList()
    const changes = await sheetPart(1, 'attendee-edits')
    const change = within(changes).getByLabelText('感兴趣的议题：由 （空） 改为 数据分析')
    expect(change.textContent).toBe('感兴趣的议题（空）→数据分析')
  })

  it('marks a ticket given by its earlier holder 已转让 and names the giver in its sheet', async () => {
    await openList()
    markedOnly('已转让', 3, 1)
    const note = await sheetPart(3, 'attendee-transfer')
    expect(note.textContent).toContain('由 张三（138****0000）转让')
  })

  it('marks a group member 团体 instead of 代报名 and names the group leader in its sheet', async () => {
    await openList()
    markedOnly('团体', 2, 1)
    expect(row(2).queryByText('代报名')).toBeNull()
    const note = await sheetPart(2, 'attendee-group')
    expect(note.textContent).toContain('由团体负责人 王经理（139****7777）报名')
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { openShowing, queriesOnTop, fromFirstPageEachTest } from '../../support/page'
import { appPerFile } from '../../support/app'
import { mockApi } from '../../utils/mock-api'
import { login, member, ticket } from '../forms/fixtures'

/**
 * Issue #43: the event and course sign-up success pages stacked equal outline buttons. The main next step is the one
 * filled button, first; the others are outlined in the theme colour; each is a button the keyboard reaches and presses.
 */
const testUtils = appPerFile()

mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca-open/v1/companyAccount/info': member,
  'GET /ca/v1/bagevent/attendee/ticket/9': ticket()
})

fromFirstPageEachTest('showToast', 'redirectTo', 'navigateBack')

/** The success page's buttons in order: their names and whether each is the filled (primary) one. */
function actions(): { name: string; primary: boolean }[] {
  return queriesOnTop()
    .getAllByRole('button')
    .filter(b => b.closest('.ticket-view__actions, .form-success__next'))
    .map(b => ({ name: (b.textContent || '').trim(), primary: b.classList.contains('btn-primary') }))
}

/** Presses Enter on a button as a keyboard does (focused first: it is in the tab order). */
function pressEnter(button: HTMLElement): void {
  expect(button.tabIndex).toBe(0)
  button.focus()
  expect(document.activeElement).toBe(button)
  testUtils.fireEvent.keyDown(button, { key: 'Enter' })
}

describe('a sign-up success page', () => {
  it('with a ticket: 查看我的门票 is the one filled button, first, and Enter opens the tickets', async () => {
    await openShowing('/pages/form/success/index?submissionId=77&eventId=50&ticketId=9', 'TK2026ABC')
    expect(actions()).toEqual([
      { name: '查看我的门票', primary: true },
      { name: '添加到日历', primary: false },
      { name: '订阅活动提醒', primary: false },
      { name: '返回活动', primary: false }
    ])
    for (const b of queriesOnTop()
      .getAllByRole('button')
      .filter(el => el.closest('.ticket-view__actions') && !el.classList.contains('btn-primary'))) {
      expect(b.classList.contains('btn-plain')).toBe(true)
    }
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    pressEnter(queriesOnTop().getByRole('button', { name: '查看我的门票' }))
    await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/account/tickets/index' }))
    nav.mockRestore()
  })

  it('for a course: 开始学习 is the filled button, and Enter opens the course', async () => {
    await openShowing('/pages/form/success/index?submissionId=78&courseId=30', '现在就可以开始学习课程了')
    expect(actions()).toEqual([{ name: '开始学习', primary: true }])
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    pressEnter(queriesOnTop().getByRole('button', { name: '开始学习' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/course/index?id=30' })))
  })

  it('for an event without a ticket on the page: 返回活动 is the filled button, the reminders outlined', async () => {
    await openShowing('/pages/form/success/index?submissionId=79&eventId=50', '报名成功')
    expect(actions()).toEqual([
      { name: '返回活动', primary: true },
      { name: '订阅活动提醒', primary: false }
    ])
  })
})

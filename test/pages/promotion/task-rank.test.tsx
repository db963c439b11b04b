import { waitFor, within } from '@testing-library/dom'
import type { RankItem } from '../../../types/contract'
import { expectShows, openOnTop, queriesOnTop, serveApp, topPageElement, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
const rank = (n: number, meAt: number): RankItem[] =>
  Array.from({ length: n }, (_, i) => ({ rank: i + 1, accountId: i + 1, name: `伙伴${i + 1}`, avatar: '', count: 100 - i, isMe: i + 1 === meAt }))
let rankItems: RankItem[] = []

const routes: Record<string, unknown> = {
  [LOGIN]: login(['PROMOTER']),
  'GET /ca-open/v1/promote/tasks': [
    { id: 1, title: '邀请10位好友访问', description: '通过推广链接带来访问', target: 10, done: 4, reward: 50, status: 'DOING' },
    { id: 2, title: '带来3位报名', description: '', target: 3, done: 3, reward: 100, status: 'DONE' },
    { id: 3, title: '邀请5人到场签到', description: '', target: 5, done: 2, reward: 300, status: 'DOING', metric: 'CHECKINS' }
  ],
  'GET /open/v1/promotionEvent/rank': () => rankItems
}

describe('task centre and invite rank', () => {
  const api = serveApp(testUtils, routes)
  fromFirstPageEachTest()

  it('shows each task’s progress, reward and status', async () => {
    await openOnTop('/pages/promotion-task/index')
    const screen = queriesOnTop()
    const first = within(await screen.findByTestId('task-1'))
    const bar = screen.getByRole('progressbar', { name: '邀请10位好友访问进度' })
    expect(bar.getAttribute('aria-valuenow')).toBe('4')
    // the bar's fill is drawn to the done share
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%')
    expect(first.getByText('进行中')).toBeTruthy()
    expect(within(screen.getByTestId('task-2')).getByText('已完成')).toBeTruthy()
    expectShows(topPageElement(), '奖励 +50 积分', '1/3')
  })

  it('says which task counts people who came to the door (extension funnel)', async () => {
    await openOnTop('/pages/promotion-task/index')
    const screen = queriesOnTop()
    expect(within(await screen.findByTestId('task-3')).getByText('按到场签到计')).toBeTruthy()
    expect(within(screen.getByTestId('task-1')).queryByText('按到场签到计')).toBeNull()
  })

  it('ranks with medals for the first three and pins my row when it is out of view', async () => {
    rankItems = rank(30, 25)
    await openOnTop('/pages/invite-rank/index?eventId=5')
    const screen = queriesOnTop()
    /** The place badge of a row (its medal is its class: gold, silver, bronze or none). */
    const place = (n: number) => within(screen.getByTestId(`rank-${n}`)).getByLabelText(`第${n}名`)
    await screen.findByTestId('rank-1')
    expect(api().callsTo('/open/v1/promotionEvent/rank').pop()?.query.eventId).toBe('5')
    expect(place(1).className).toContain('rank-row__place--gold')
    expect(place(3).className).toContain('rank-row__place--bronze')
    expect(place(4).className).not.toContain('rank-row__place--')
    expect(screen.getByTestId('rank-25').className).toContain('rank-row--me')
    expect(screen.getByTestId('rank-pinned').textContent).toContain('伙伴25')
    expect(screen.getByText('我的排名：第 25 名', { exact: false })).toBeTruthy()
  })

  it('says a rank counted by check-ins counts the people who came', async () => {
    rankItems = rank(3, 1).map(r => ({ ...r, metric: 'CHECKINS' as const }))
    await openOnTop('/pages/invite-rank/index?eventId=6')
    const screen = queriesOnTop()
    expect(await screen.findByText('我的排名：第 1 名 · 到场签到 100 人')).toBeTruthy()
  })

  it('does not pin my row while it is on screen', async () => {
    rankItems = rank(5, 2)
    await openOnTop('/pages/invite-rank/index')
    const screen = queriesOnTop()
    await waitFor(() => expect(screen.getByTestId('rank-2').className).toContain('rank-row--me'))
    await screen.findByTestId('rank-5')
    expect(screen.queryByTestId('rank-pinned')).toBeNull()
  })
})

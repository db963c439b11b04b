import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import type { RankItem } from '../../../types/contract'
import { serveApp } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { bodyText, LOGIN, login } from './fixtures'

const testUtils = new TaroTestApp()
const rank = (n: number, meAt: number): RankItem[] =>
  Array.from({ length: n }, (_, i) => ({ rank: i + 1, accountId: i + 1, name: `伙伴${i + 1}`, avatar: '', count: 100 - i, isMe: i + 1 === meAt }))
let rankItems: RankItem[] = []

const routes: Record<string, unknown> = {
  [LOGIN]: login(['PROMOTER']),
  'GET /ca-open/v1/promote/tasks': [
    { id: 1, title: '邀请10位好友访问', description: '通过推广链接带来访问', target: 10, done: 4, reward: 50, status: 'DOING' },
    { id: 2, title: '带来3位报名', description: '', target: 3, done: 3, reward: 100, status: 'DONE' }
  ],
  'GET /open/v1/promotionEvent/rank': () => rankItems
}

describe('task centre and invite rank', () => {
  const api = serveApp(testUtils, routes)

  it('shows each task’s progress, reward and status', async () => {
    await Taro.navigateTo({ url: '/pages/promotion-task/index' })
    await waitFor(() => expect(document.querySelector('[data-testid="task-1"]')).toBeTruthy())
    const bar = document.querySelector('[aria-label="邀请10位好友访问进度"]') as HTMLElement
    expect(bar.getAttribute('aria-valuenow')).toBe('4')
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%')
    expect(document.querySelector('[data-testid="task-1"]')?.textContent).toContain('进行中')
    expect(document.querySelector('[data-testid="task-2"]')?.textContent).toContain('已完成')
    expect(bodyText()).toContain('奖励 +50 积分')
    expect(bodyText()).toContain('1/2')
  })

  it('ranks with medals for the first three and pins my row when it is out of view', async () => {
    rankItems = rank(30, 25)
    await Taro.navigateTo({ url: '/pages/invite-rank/index?eventId=5' })
    await waitFor(() => expect(document.querySelector('[data-testid="rank-1"]')).toBeTruthy())
    expect(api().callsTo('/open/v1/promotionEvent/rank').pop()?.query.eventId).toBe('5')
    expect(document.querySelector('[data-testid="rank-1"] .rank-row__place--gold')).toBeTruthy()
    expect(document.querySelector('[data-testid="rank-3"] .rank-row__place--bronze')).toBeTruthy()
    expect(document.querySelector('[data-testid="rank-4"] [class*="rank-row__place--"]')).toBeNull()
    expect(document.querySelector('[data-testid="rank-25"]')?.className).toContain('rank-row--me')
    expect(document.querySelector('[data-testid="rank-pinned"]')?.textContent).toContain('伙伴25')
    expect(bodyText()).toContain('我的排名：第 25 名')
  })

  it('does not pin my row while it is on screen', async () => {
    rankItems = rank(5, 2)
    await Taro.navigateTo({ url: '/pages/invite-rank/index' })
    const last = (sel: string) => [...document.querySelectorAll(sel)].pop()
    await waitFor(() => expect(last('[data-testid="rank-2"]')?.className).toContain('rank-row--me'))
    await waitFor(() => expect(document.querySelectorAll('[data-testid="rank-5"]')).toHaveLength(2))
    const page = last('.taro_page') as HTMLElement
    expect(page.querySelector('[data-testid="rank-pinned"]')).toBeNull()
  })
})

import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { expectShows, expectToOpen, openShowing, fromFirstPageEachTest } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import type { FavouriteItem, LotteryRecord, Notice } from '../../../types/contract'
import { currentPage, login, member, spyToasts } from './fixtures'

const testUtils = new TaroTestApp()

const favourite: FavouriteItem = {
  id: 7,
  entityDataId: 7,
  entityType: 'ARTICLE',
  contentType: 1,
  title: '增长黑客实战',
  summary: '摘要',
  cover: '',
  categoryId: null,
  categoryName: null,
  labels: [],
  publishTime: '2025-05-01T00:00:00',
  viewCount: 10,
  starCount: 2,
  recommend: false,
  price: null,
  starredAt: '2025-06-01T08:00:00'
}
const notices: Notice[] = [
  { id: 1, title: '活动提醒：明天开幕', content: '<p>请准时<b>签到</b></p><img src=x onerror="alert(1)">', read: false, createdAt: '2025-06-01T08:00:00' },
  { id: 2, title: '积分到账', content: '<p>+50</p>', read: true, createdAt: '2025-05-01T08:00:00' }
]
const won: LotteryRecord = {
  recordId: 1,
  lotteryId: 3,
  lotteryTitle: '周年庆抽奖',
  prize: { id: 1, name: '蓝牙音箱', image: '', kind: 'THING', stock: 1 },
  win: true,
  credentialId: 'CRED-1',
  infoCompleted: false,
  verified: false,
  time: '2025-06-01T08:00:00'
}
const lost: LotteryRecord = { ...won, recordId: 2, prize: null, win: false, credentialId: null }

/** What the server answers before a test changes it (each test starts from these). */
const serverAnswers: Record<string, unknown> = {
  // A channel partner: the check-in statistics below are theirs only (members get the promoter notice).
  'POST /ca-open/v1/companyAccount/wxh5/login': login({ ...member, roles: ['MEMBER', 'PROMOTER'] }),
  'GET /ca-open/v1/entityData/favor/list': page([favourite]),
  'POST /ca-open/v1/entityData/star/7': { starred: false, starCount: 1 },
  'GET /ca/v1/course/owned': (q: Record<string, string>) =>
    [
      { courseId: 5, title: '数据分析入门', cover: '', learnStatus: 'LEARNING', progress: 40, lessonCount: 10, learnedCount: 4 },
      { courseId: 6, title: '增长方法论', cover: '', learnStatus: 'COMPLETED', progress: 100, lessonCount: 5, learnedCount: 5 }
    ].filter(c => !q.learnStatus || c.learnStatus === q.learnStatus),
  'GET /ca/v1/personalCenter/attendanceRecord': page([
    {
      attendeeId: 1,
      eventId: 9,
      title: '年度峰会',
      cover: '',
      startTime: '2025-07-01T09:00:00',
      address: '上海',
      auditStatus: 'APPROVED',
      checkinStatus: 'CHECKED_IN'
    }
  ]),
  'GET /ca/v1/personalCenter/resources': page([
    {
      id: 1,
      entityDataId: 4,
      title: '白皮书',
      file: { id: 1, name: '白皮书.pdf', url: 'https://example.com/a.pdf', size: 2 * 1024 * 1024, ext: 'pdf' },
      obtainedAt: '2025-06-01T08:00:00'
    }
  ]),
  'GET /ca-open/v1/lottery/history': page([won, lost]),
  'GET /ca-open/v1/notice/list': page(notices),
  'POST /ca-open/v1/notice/read/1': { ...notices[0], read: true },
  'GET /ca/v1/event/checkinStatistic': [
    {
      eventId: 9,
      title: '年度峰会',
      registered: 40,
      approved: 30,
      checkedIn: 15,
      signedOut: 5,
      byHour: [
        { hour: '2025-07-01T09:00:00', count: 10 },
        { hour: '2025-07-01T10:00:00', count: 5 }
      ]
    }
  ],
  'GET /ca/v1/community/pointHistory/list': page([
    { id: 1, change: 50, reason: '签到奖励', balance: 550, createdAt: '2025-06-01T08:00:00' },
    { id: 2, change: -100, reason: '兑换 课程优惠券', balance: 450, createdAt: '2025-06-02T08:00:00' }
  ]),
  'GET /ca/v1/community/gift/redeemList': page([
    { id: 1, giftId: 1, giftName: '定制马克杯', giftImage: '', points: 200, status: 'SHIPPED', address: '北京', createdAt: '2025-06-01T08:00:00' }
  ])
}
const routes: Record<string, unknown> = { ...serverAnswers }
const api = mockApi(routes)

beforeAll(() => testUtils.createApp())
beforeEach(() => {
  Object.assign(routes, serverAnswers)
  api.clearCalls()
})
fromFirstPageEachTest('showToast')

describe('favourites', () => {
  it('lists favourites (asking for 1000) and unstars one inline', async () => {
    const toasts = spyToasts()
    try {
      const screen = await openShowing('/pages/account/saved/index', '增长黑客实战')
      expect(api.callsTo('/ca-open/v1/entityData/favor/list')[0].query.size).toBe('1000')
      testUtils.fireEvent.click(screen.getByRole('button', { name: '取消收藏 增长黑客实战' }))
      await screen.findByText('还没有收藏')
      expect(toasts).toContain('已取消收藏')
    } finally {
      jest.mocked(Taro.showToast).mockRestore()
    }
  })

  it('shows a failure with retry', async () => {
    routes['GET /ca-open/v1/entityData/favor/list'] = envelope(500, null, '收藏服务不可用')
    const screen = await openShowing('/pages/account/saved/index', '收藏服务不可用')
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })
})

describe('courses', () => {
  it('shows owned courses with progress and filters by learn status', async () => {
    const screen = await openShowing('/pages/account/course/index', '数据分析入门')
    expect(screen.getByRole('progressbar', { name: '数据分析入门 学习进度' }).getAttribute('aria-valuenow')).toBe('40')
    testUtils.fireEvent.click(screen.getByRole('tab', { name: '已完成' }))
    await waitFor(() => expect(screen.queryByText('数据分析入门')).toBeNull())
    expect(api.callsTo('/ca/v1/course/owned').pop()?.query.learnStatus).toBe('COMPLETED')
    await expectToOpen('/pages/course/index?id=6', () => testUtils.fireEvent.click(screen.getByRole('button', { name: /^增长方法论/ })))
  })

  it('says when there are no courses', async () => {
    routes['GET /ca/v1/course/owned'] = []
    await openShowing('/pages/account/course/index', '暂无课程')
  })
})

describe('events, materials, lottery records', () => {
  it('shows attendance with audit and check-in badges', async () => {
    const screen = await openShowing('/pages/account/event/index', '年度峰会')
    expectShows(screen.getByRole('button', { name: /年度峰会/ }), '已通过', '已签到')
  })

  it('shows materials with their file size', async () => {
    const screen = await openShowing('/pages/account/material/index', '白皮书.pdf · 2MB')
    expect(screen.getByRole('button', { name: '下载 白皮书.pdf' })).toBeTruthy()
  })

  it('shows wins and losses and sends a physical prize to the claim form', async () => {
    const screen = await openShowing('/pages/account/lottery/index', '蓝牙音箱')
    expectShows(currentPage(), '未中奖', '待领取')
    await expectToOpen('/pages/lottery/index?id=3&claim=CRED-1', () => testUtils.fireEvent.click(screen.getByRole('button', { name: '填写领奖信息' })))
  })

  it('lists only won prizes on my prizes', async () => {
    const screen = await openShowing('/pages/account/gifts/prize/index', '蓝牙音箱')
    expect(screen.queryByText(/未中奖/)).toBeNull()
    expect(screen.getByRole('button', { name: '去领奖' })).toBeTruthy()
  })

  it('says when lottery records are empty', async () => {
    routes['GET /ca-open/v1/lottery/history'] = page([])
    await openShowing('/pages/account/lottery/index', '还没有抽奖记录')
    await openShowing('/pages/account/gifts/prize/index', '还没有奖品')
  })
})

describe('notices', () => {
  it('expands a notice with sanitised content and marks it read', async () => {
    const screen = await openShowing('/pages/account/notification/index', '活动提醒：明天开幕')
    const first = () => within(screen.getByTestId('notice-1'))
    expect(first().getByLabelText('未读')).toBeTruthy()
    testUtils.fireEvent.click(first().getByRole('button', { name: /活动提醒：明天开幕/ }))
    await screen.findByText('请准时')
    expect(screen.getByTestId('notice-1').innerHTML).not.toContain('onerror')
    await waitFor(() => expect(api.callsTo('/ca-open/v1/notice/read/1')).toHaveLength(1))
    expect(first().queryByLabelText('未读')).toBeNull()
    // A read notice is not marked again.
    testUtils.fireEvent.click(screen.getByRole('button', { name: /积分到账/ }))
    await screen.findByText('+50')
    expect(api.calls.filter(c => c.path.startsWith('/ca-open/v1/notice/read/'))).toHaveLength(1)
  })

  it('keeps a link in a notice’s body as a link to the app’s page, opened in the same tab by a tap', async () => {
    const offer: Notice = {
      id: 3,
      title: '候补成功：名额已为你保留',
      content: '<p>名额为你保留到 6月2日 08:00（北京时间）。<a href="/web/h/pages/form/index?id=3&amp;eventId=9">立即报名</a></p>',
      read: true,
      createdAt: '2025-06-01T08:00:00'
    }
    routes['GET /ca-open/v1/notice/list'] = page([offer])
    const screen = await openShowing('/pages/account/notification/index', '候补成功：名额已为你保留')
    testUtils.fireEvent.click(screen.getByRole('button', { name: /候补成功/ }))
    const link = await within(screen.getByTestId('notice-3')).findByRole('link', { name: '立即报名' })
    // The app's own form under its web base path: the browser opens it in this tab, where the app takes the route.
    expect(link.getAttribute('href')).toBe('/web/h/pages/form/index?id=3&eventId=9')
    expect(link.getAttribute('target')).toBeNull()
    // Nothing on the page stops the tap from following the link (seen last, on the window, where the test stops
    // jsdom, which cannot load another document).
    let followed: boolean | null = null
    const follow = (e: Event) => {
      followed = !e.defaultPrevented
      e.preventDefault()
    }
    window.addEventListener('click', follow)
    try {
      testUtils.fireEvent.click(link)
    } finally {
      window.removeEventListener('click', follow)
    }
    expect(followed).toBe(true)
  })

  it('says when there are no notices', async () => {
    routes['GET /ca-open/v1/notice/list'] = page([])
    await openShowing('/pages/account/notification/index', '暂无消息')
  })
})

describe('check-in statistics', () => {
  it('shows the numbers, the rate ring and the hourly bar chart', async () => {
    const screen = await openShowing('/pages/account/event-checkin-statistic/index', '签到率 50%')
    const card = screen.getByTestId('checkin-9')
    expect(card.textContent).toContain('40')
    expect(within(card).getByText('已签退')).toBeTruthy()
    const chart = within(card).getByLabelText('分时段签到柱状图')
    // The chart is an SVG drawn into the image's source (on Taro's host or its inner <img>).
    expect(chart.getAttribute('src') || chart.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('shows the error with retry', async () => {
    routes['GET /ca/v1/event/checkinStatistic'] = envelope(403, null, '需要渠道伙伴权限')
    const screen = await openShowing('/pages/account/event-checkin-statistic/index', '需要渠道伙伴权限')
    routes['GET /ca/v1/event/checkinStatistic'] = []
    testUtils.fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await screen.findByText('暂无签到统计')
  })
})

describe('points and redemptions', () => {
  it('shows point changes with sign, reason and balance', async () => {
    await openShowing('/pages/account/gifts/points/index', '签到奖励')
    expectShows(currentPage(), '+50', '-100', '余额 450')
  })

  it('shows redemption records with status', async () => {
    await openShowing('/pages/account/gifts/orders/index', '定制马克杯')
    expectShows(currentPage(), '已发货', '-200 积分')
  })

  it('says when there are no point records or redemptions', async () => {
    routes['GET /ca/v1/community/pointHistory/list'] = page([])
    routes['GET /ca/v1/community/gift/redeemList'] = page([])
    await openShowing('/pages/account/gifts/points/index', '暂无积分记录')
    await openShowing('/pages/account/gifts/orders/index', '还没有兑换记录')
  })
})

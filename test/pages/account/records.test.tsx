import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { expectShows } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi, page } from '../../utils/mock-api'
import type { FavouriteItem, LotteryRecord, Notice } from '../../../types/contract'
import { button, byLabel, currentPage, findText, login, member, open, spyToasts } from './fixtures'

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

const routes: Record<string, unknown> = {
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
const api = mockApi(routes)

beforeAll(async () => {
  await testUtils.createApp()
})

describe('favourites', () => {
  it('lists favourites (asking for 1000) and unstars one inline', async () => {
    const toasts = spyToasts()
    await open('/pages/account/saved/index')
    await findText('增长黑客实战')
    expect(api.callsTo('/ca-open/v1/entityData/favor/list')[0].query.size).toBe('1000')
    testUtils.fireEvent.click(byLabel('取消收藏 增长黑客实战'))
    await findText('还没有收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('shows a failure with retry', async () => {
    routes['GET /ca-open/v1/entityData/favor/list'] = envelope(500, null, '收藏服务不可用')
    await open('/pages/account/saved/index')
    await findText('收藏服务不可用')
    expect(button('重试')).toBeTruthy()
  })
})

describe('courses', () => {
  it('shows owned courses with progress and filters by learn status', async () => {
    await open('/pages/account/course/index')
    await findText('数据分析入门')
    expect(currentPage().querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('40')
    testUtils.fireEvent.click(Array.from(currentPage().querySelectorAll('[role="tab"]')).find(t => t.textContent === '已完成') as Element)
    await waitFor(() => expect(currentPage().textContent).not.toContain('数据分析入门'))
    expect(api.callsTo('/ca/v1/course/owned').pop()?.query.learnStatus).toBe('COMPLETED')
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      testUtils.fireEvent.click(currentPage().querySelector('.record-row') as Element)
      await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/course/index?id=6' }))
    } finally {
      nav.mockRestore()
    }
  })

  it('says when there are no courses', async () => {
    routes['GET /ca/v1/course/owned'] = []
    await open('/pages/account/course/index')
    await findText('暂无课程')
  })
})

describe('events, materials, lottery records', () => {
  it('shows attendance with audit and check-in badges', async () => {
    await open('/pages/account/event/index')
    await findText('年度峰会')
    expectShows(currentPage(), '已通过', '已签到')
  })

  it('shows materials with their file size', async () => {
    await open('/pages/account/material/index')
    await findText('白皮书.pdf · 2MB')
    expect(byLabel('下载 白皮书.pdf')).toBeTruthy()
  })

  it('shows wins and losses and sends a physical prize to the claim form', async () => {
    await open('/pages/account/lottery/index')
    await findText('蓝牙音箱')
    expectShows(currentPage(), '未中奖', '待领取')
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      testUtils.fireEvent.click(button('填写领奖信息'))
      await waitFor(() => expect(nav).toHaveBeenCalledWith({ url: '/pages/lottery/index?id=3&claim=CRED-1' }))
    } finally {
      nav.mockRestore()
    }
  })

  it('lists only won prizes on my prizes', async () => {
    await open('/pages/account/gifts/prize/index')
    await findText('蓝牙音箱')
    expect(currentPage().textContent).not.toContain('未中奖')
    expect(button('去领奖')).toBeTruthy()
  })

  it('says when lottery records are empty', async () => {
    routes['GET /ca-open/v1/lottery/history'] = page([])
    await open('/pages/account/lottery/index')
    await findText('还没有抽奖记录')
    await open('/pages/account/gifts/prize/index')
    await findText('还没有奖品')
  })
})

describe('notices', () => {
  it('expands a notice with sanitised content and marks it read', async () => {
    await open('/pages/account/notification/index')
    await findText('活动提醒：明天开幕')
    const first = () => currentPage().querySelector('[data-testid="notice-1"]') as HTMLElement
    expect(first().querySelector('[aria-label="未读"]')).not.toBeNull()
    testUtils.fireEvent.click(first().querySelector('[role="button"]') as Element)
    await findText('请准时')
    expect(first().innerHTML).not.toContain('onerror')
    await waitFor(() => expect(api.callsTo('/ca-open/v1/notice/read/1')).toHaveLength(1))
    expect(first().querySelector('[aria-label="未读"]')).toBeNull()
    // A read notice is not marked again.
    testUtils.fireEvent.click(currentPage().querySelector('[data-testid="notice-2"] [role="button"]') as Element)
    await findText('+50')
    expect(api.calls.filter(c => c.path.startsWith('/ca-open/v1/notice/read/'))).toHaveLength(1)
  })

  it('says when there are no notices', async () => {
    routes['GET /ca-open/v1/notice/list'] = page([])
    await open('/pages/account/notification/index')
    await findText('暂无消息')
  })
})

describe('check-in statistics', () => {
  it('shows the numbers, the rate ring and the hourly bar chart', async () => {
    await open('/pages/account/event-checkin-statistic/index')
    await findText('签到率 50%')
    const card = currentPage().querySelector('[data-testid="checkin-9"]') as HTMLElement
    expect(card.textContent).toContain('40')
    expect(card.textContent).toContain('已签退')
    const chart = card.querySelector('[aria-label="分时段签到柱状图"]') as HTMLElement
    expect(chart.getAttribute('src') || chart.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('shows the error with retry', async () => {
    routes['GET /ca/v1/event/checkinStatistic'] = envelope(403, null, '需要渠道伙伴权限')
    await open('/pages/account/event-checkin-statistic/index')
    await findText('需要渠道伙伴权限')
    routes['GET /ca/v1/event/checkinStatistic'] = []
    testUtils.fireEvent.click(button('重试'))
    await findText('暂无签到统计')
  })
})

describe('points and redemptions', () => {
  it('shows point changes with sign, reason and balance', async () => {
    await open('/pages/account/gifts/points/index')
    await findText('签到奖励')
    expectShows(currentPage(), '+50', '-100', '余额 450')
  })

  it('shows redemption records with status', async () => {
    await open('/pages/account/gifts/orders/index')
    await findText('定制马克杯')
    expectShows(currentPage(), '已发货', '-200 积分')
  })

  it('says when there are no point records or redemptions', async () => {
    routes['GET /ca/v1/community/pointHistory/list'] = page([])
    routes['GET /ca/v1/community/gift/redeemList'] = page([])
    await open('/pages/account/gifts/points/index')
    await findText('暂无积分记录')
    await open('/pages/account/gifts/orders/index')
    await findText('还没有兑换记录')
  })
})

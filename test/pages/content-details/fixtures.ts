import type { Account, CourseDetail, CourseItem, EntityDataDetail, EventInfo, LoginResult } from '../../../types/contract'
import { loginAnswer, testAccount } from '../../support/accounts'
import { testEventInfo } from '../../support/events'

export const XSS_HTML =
  '<p>正文开始</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">点我</a><p onclick="window.__xss=4">结尾段落</p>'

export function detail(overrides: Partial<EntityDataDetail> = {}): EntityDataDetail {
  return {
    id: 7,
    entityDataId: 7,
    entityType: 'ARTICLE',
    contentType: 1,
    title: '示例文章',
    summary: '摘要',
    cover: 'https://img.example.com/a.png',
    categoryId: 1,
    categoryName: '行业洞察',
    labels: ['增长'],
    publishTime: '2024-03-05T10:00:00Z',
    viewCount: 12,
    starCount: 3,
    recommend: false,
    price: null,
    content: '<p>正文内容</p>',
    redirectType: 'NONE',
    redirectUrl: null,
    registerWebsiteFormId: null,
    submitted: false,
    gate: { requireCpContact: false, requireSubscribe: false },
    owned: true,
    starred: false,
    files: [],
    video: null,
    event: null,
    speakers: [],
    metadata: [],
    ...overrides
  }
}

export const account = (overrides: Partial<Account> = {}): Account => testAccount({ accountId: 11, accountKey: 'key-11', apiKey: 'api-11', ...overrides })

const login = (a: Account = account()): LoginResult => loginAnswer(a)

export function lesson(overrides: Partial<CourseItem> = {}): CourseItem {
  return {
    id: 101,
    courseId: 30,
    title: '第一课',
    type: 'VIDEO',
    duration: 120,
    videoUrl: 'https://media.example.com/1.mp4',
    poster: null,
    content: null,
    free: true,
    learned: false,
    progressTime: 0,
    percent: 0,
    ...overrides
  }
}

export function course(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...detail({ id: 30, entityDataId: 30, entityType: 'COURSE', contentType: 3, title: '增长课程' }),
    lessons: [lesson(), lesson({ id: 102, title: '第二课', type: 'ARTICLE', videoUrl: null, content: '<p>图文课时</p>' })],
    collected: false,
    learnStatus: 'NOT_STARTED',
    progress: 0,
    ...overrides
  }
}

/** Routes every page needs: sign-in and account info. */
export function sessionRoutes(a: Account = account()) {
  return {
    'POST /ca-open/v1/companyAccount/wxh5/login': login(a),
    'GET /ca-open/v1/companyAccount/info': a,
    'GET /open/v1/company/companyInfo': {
      id: 1,
      name: '示例公司',
      domain: '',
      miniAppWebsiteId: 1,
      themeColor: '#DB2231',
      gradientColor: ['#DB2231', '#FF6A00'],
      squareLogo: '',
      productName: 'Marketing',
      servicePhone: ''
    }
  }
}

/** Sanitisation checks on the rendered DOM. */
export function assertNoActiveContent(root: ParentNode = document): void {
  expect(root.querySelectorAll('script').length).toBe(0)
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.startsWith('on')).toBe(false)
      if (attr.name === 'href' || attr.name === 'src') expect(/^\s*javascript:/i.test(attr.value)).toBe(false)
    }
  }
}

/** An upcoming event in Shanghai with seats to spare: 12 of 100 taken. */
export const openEvent = (overrides: Partial<EventInfo> = {}): EventInfo =>
  testEventInfo({ address: '浦东新区世纪大道 1 号', capacity: 100, signedUpCount: 12, ...overrides })

/** 闭门圆桌 (id 60): a form event (form 9) whose six seats are all taken (the waitlist's tests). */
export const fullEvent = (overrides: Parameters<typeof detail>[0] = {}) =>
  detail({ id: 60, entityDataId: 60, entityType: 'EVENT', contentType: 5, title: '闭门圆桌', registerWebsiteFormId: 9, event: testEventInfo(), ...overrides })

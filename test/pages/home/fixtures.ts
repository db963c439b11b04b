import type { BusinessCard, CompanyInfo, NavItem, SiteModule, WebsiteInfo } from '../../../types/contract'

export const company: CompanyInfo = {
  id: 1,
  name: '云途科技',
  domain: 'http://localhost',
  miniAppWebsiteId: 1,
  themeColor: '#1f6fff',
  gradientColor: ['#1f6fff', '#00b4ff'],
  squareLogo: 'https://example.com/logo.png',
  productName: 'Marketing',
  servicePhone: '400-000-0000'
}

const nav = (id: number, title: string, over: Partial<NavItem>): NavItem => ({ id, title, icon: '', type: 1, ...over })

/** One nav item of every type of spec §2, with where each should go. */
export const NAV_CASES: { item: NavItem; expect: { url?: string; toast?: string } }[] = [
  { item: nav(100, '官网', { type: 0, outUrl: 'https://example.com/a' }), expect: { url: '/pages/web/index?src=https%3A%2F%2Fexample.com%2Fa' } },
  { item: nav(101, '文章', { type: 1, templateId: -4, extra: '3' }), expect: { url: '/pages/article-list/index?categoryId=3' } },
  { item: nav(102, '专题', { type: 1, templateId: 7 }), expect: { url: '/pages/custom/index?pageId=7' } },
  { item: nav(103, '报名', { type: 2, websiteFormId: 5 }), expect: { url: '/pages/form/index?id=5' } },
  { item: nav(104, '素材', { type: 3, assetId: 6 }), expect: { url: '/pages/assets/index?id=6' } },
  { item: nav(105, '小程序', { type: 4, appId: 'wx1', path: 'pages/x' }), expect: { toast: '不支持跳转小程序' } },
  { item: nav(106, '详情', { type: 5, contentType: 'ARTICLE', contentId: 9 }), expect: { url: '/pages/article/index?id=9' } },
  { item: nav(107, '互动', { type: 6, interactionId: 1 }), expect: { url: '/pages/interaction/index?id=1' } },
  { item: nav(108, '自定义', { type: 7, entityId: 12, entityDataId: 34 }), expect: { url: '/packages/customized/pages/entity-data/index?entityId=12&id=34' } },
  { item: nav(109, '视频号', { type: 8, feedId: 'f1' }), expect: { toast: '网页版暂不支持打开视频号内容' } }
]

const modules: SiteModule[] = [
  {
    id: 1,
    kind: 'BANNER',
    title: '',
    subtitle: '',
    more: null,
    slides: [
      { image: 'https://example.com/b1.jpg', title: '春季发布会', nav: nav(200, 'b', { type: 5, contentType: 'EVENT', contentId: 3 }) },
      { image: 'https://example.com/b2.jpg', title: '', nav: null }
    ]
  },
  { id: 2, kind: 'NAV', title: '快捷入口', subtitle: '', more: null, columns: 5, items: NAV_CASES.map(c => c.item) },
  { id: 3, kind: 'CONTENT', title: '最新文章', subtitle: '行业洞察与产品动态', more: null, entityType: 'ARTICLE', layout: 'list', size: 2 },
  {
    id: 4,
    kind: 'CONTENT',
    title: '热门活动',
    subtitle: '',
    more: nav(201, '更多活动', { type: 1, templateId: -2 }),
    entityType: 'EVENT',
    layout: 'scroll',
    size: 4
  },
  {
    id: 5,
    kind: 'RICH_TEXT',
    title: '关于我们',
    subtitle: '',
    more: null,
    html: '<p>我们是<b>云途</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>'
  },
  { id: 6, kind: 'IMAGE', title: '', subtitle: '', more: null, image: 'https://example.com/i.jpg', nav: nav(202, 'img', { type: 2, websiteFormId: 8 }) },
  { id: 7, kind: 'TITLE', title: '联系我们', subtitle: '欢迎来访', more: null },
  { id: 8, kind: 'CARD', title: '我的名片', subtitle: '', more: null, companyUserId: 1 }
]

export function website(themeConfig: object, over: Partial<WebsiteInfo> = {}): WebsiteInfo {
  return {
    id: 1,
    name: '云途官网',
    logo: '',
    themeCode: 'style_b',
    themeConfig: JSON.stringify(themeConfig),
    shareTitle: '云途科技官网',
    shareImage: '',
    modules,
    ...over
  }
}

export const menu: NavItem[] = [nav(300, '关于我们', { type: 1, templateId: 7 }), nav(301, '全部活动', { type: 1, templateId: -2 })]

export const card: BusinessCard = {
  businessCardId: 1,
  companyUserId: 1,
  name: '李明',
  title: '渠道总监',
  department: '市场部',
  company: '云途科技',
  avatar: '',
  cellphone: '13800000001',
  email: 'li@example.com',
  weChat: 'liming',
  address: '上海市',
  intro: '负责渠道合作',
  companyLogo: '',
  viewCount: 10,
  likeCount: 2
}

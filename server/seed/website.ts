import type { NavItem, SiteModule, ThemeConfig } from '../../types/contract'
import type { Db } from '../db'
import { SERVICE_PHONE } from './company'
import { summitName } from './content'
import { icon, img, insert } from './helpers'

interface WebsiteTargets {
  upcomingId: number
  courseFree: number
  articleIds: number[]
}

/** The website: home modules, theme, menu and the two custom pages (about, products). */
export function seedWebsite(db: Db, targets: WebsiteTargets): void {
  const { upcomingId, courseFree, articleIds } = targets
  // Drawn icons (server/lib/svg.ts ICON_GLYPHS) per quick link.
  const NAV_ICONS: Record<string, string> = {
    官方博客: 'blog',
    行业洞察: 'insight',
    关于我们: 'about',
    申请试用: 'trial',
    品牌素材: 'asset',
    小程序: 'miniapp',
    趋势报告: 'report',
    现场打卡: 'checkin',
    合作伙伴: 'partner',
    视频号: 'video',
    客服热线: 'phone'
  }
  const everyNav = (prefix: number): NavItem[] =>
    [
      { type: 0, title: '官方博客', outUrl: 'https://example.com/yuntu-blog', link: 'https://example.com/yuntu-blog' },
      { type: 1, title: '行业洞察', templateId: -4, extra: '1', tip: '1' },
      { type: 1, title: '关于我们', templateId: 2 },
      { type: 2, title: '申请试用', websiteFormId: 2 },
      { type: 3, title: '品牌素材', assetId: 1 },
      { type: 4, title: '小程序', appId: 'wx8a1b2c3d4e5f6a7b', path: 'pages/index/index' },
      { type: 5, title: '趋势报告', contentType: 'ARTICLE', contentId: articleIds[0] },
      { type: 6, title: '现场打卡', interactionId: 1 },
      { type: 7, title: '合作伙伴', entityId: 101 },
      { type: 8, title: '视频号', feedId: 'export/UzFfAgtgekIEAQAAAAAAb4MZQyUAAAAAstQy6ubaLX4KHWvLEZgBPE' },
      { type: 9, title: '客服热线', link: 'callNumber', phoneNumber: SERVICE_PHONE }
    ].map((item, i) => ({ id: prefix + i, icon: icon(NAV_ICONS[item.title] || item.title), ...item }) as NavItem)

  const more = (title: string, templateId: number): NavItem => ({ id: 800 + Math.abs(templateId), title, icon: icon(title), type: 1, templateId })
  const contentModule = (
    id: number,
    title: string,
    subtitle: string,
    entityType: string,
    layout: 'list' | 'grid' | 'scroll',
    size: number,
    moreNav: NavItem | null,
    filter = {}
  ) => {
    insert(db, 'site_modules', { id, entity_type: entityType, size, filter })
    return { id, kind: 'CONTENT', title, subtitle, more: moreNav, entityType: /^\d+$/.test(entityType) ? Number(entityType) : entityType, layout, size }
  }
  const home: SiteModule[] = [
    {
      id: 1,
      kind: 'BANNER',
      title: '',
      subtitle: '',
      more: null,
      slides: [
        {
          image: img('banner-summit', `${summitName()} · 上海`, '报名中'),
          title: summitName(),
          nav: { id: 11, title: '峰会', icon: '', type: 5, contentType: 'EVENT', contentId: upcomingId }
        },
        {
          image: img('banner-course', '营销自动化入门 · 免费课程', '课程'),
          title: '营销自动化入门',
          nav: { id: 12, title: '课程', icon: '', type: 5, contentType: 'COURSE', contentId: courseFree }
        },
        { image: img('banner-ai', '问问 AI 助手小云', 'AI'), title: 'AI 助手', nav: { id: 13, title: 'AI', icon: '', type: 0, link: '/pages/ai/index' } }
      ]
    },
    { id: 2, kind: 'NAV', title: '快捷入口', subtitle: '', more: null, columns: 4, items: everyNav(100) },
    contentModule(3, '近期活动', '线上线下，与同行面对面', 'EVENT', 'scroll', 5, more('全部活动', -2)) as SiteModule,
    contentModule(4, '精选文章', '行业洞察与实践', 'ARTICLE', 'list', 5, more('更多文章', -4), { recommend: true }) as SiteModule,
    contentModule(5, '热门课程', '系统学习营销数字化', 'COURSE', 'grid', 4, more('全部课程', -3)) as SiteModule,
    {
      id: 6,
      kind: 'RICH_TEXT',
      title: '关于云图',
      subtitle: '',
      more: null,
      html:
        '<p><strong>云图科技</strong>专注营销数字化 10 年，服务 2000+ 企业客户。我们相信：好的营销，是让客户在需要的时候找到你。</p><p>服务热线：' +
        SERVICE_PHONE +
        '</p>'
    },
    {
      id: 7,
      kind: 'IMAGE',
      title: '',
      subtitle: '',
      more: null,
      image: img('image-lottery', '峰会幸运大抽奖 · 100% 有礼', '抽奖'),
      nav: { id: 14, title: '抽奖', icon: '', type: 0, link: '/pages/lottery/index?id=1' }
    },
    contentModule(8, '客户案例', '他们都在用云图', 'CUSTOMER_CASE', 'scroll', 6, more('全部案例', -6)) as SiteModule,
    { id: 9, kind: 'TITLE', title: '联系我们', subtitle: '你的专属顾问', more: null },
    { id: 10, kind: 'CARD', title: '我的名片', subtitle: '', more: null, companyUserId: 1 }
  ]
  const theme: ThemeConfig = {
    themeColor: '#2f6bff',
    backgroundType: 'color',
    backgroundColor: '#f4f5f9',
    backgroundSrc: '',
    moduleTheme: 'theme2',
    moduleThemeSettings: {
      boxShadow: true,
      verticalMargin: 12,
      horizontalMargin: 12,
      borderRadius: 12,
      titleHeight: 44,
      titleBackground: '#ffffff',
      titleDecoration: 'bar',
      titlePosition: 'left',
      titleText: '#1f2329',
      subtitleText: '#8f959e',
      contentPaddings: 12,
      contentBackground: '#ffffff',
      moreAtBottom: false
    }
  }
  insert(db, 'websites', {
    id: 1,
    name: '云图科技官网',
    logo: '/media/logo/yuntu.png',
    theme_code: 'style_b',
    theme_config: JSON.stringify(theme),
    share_title: '云图科技 · 营销数字化服务商',
    share_image: img('share-home', '云图科技 · 营销数字化服务商'),
    modules: home,
    // 我的 (the personal centre, type 1 templateId -1) first in the menu: tickets, orders, favourites.
    menu: [{ id: 299, title: '我的', icon: icon('我的'), type: 1, templateId: -1 } as NavItem, ...everyNav(200)]
  })
  const aboutPage: SiteModule[] = [
    { id: 101, kind: 'IMAGE', title: '', subtitle: '', more: null, image: img('about-hero', '关于云图科技'), nav: null },
    {
      id: 102,
      kind: 'RICH_TEXT',
      title: '公司简介',
      subtitle: '',
      more: null,
      html: '<p>云图科技成立于 2015 年，总部位于上海，在北京、深圳、杭州设有分支机构。</p><p>我们的使命是：让每一家企业都能用好数据和内容，与客户建立长期信任。</p>'
    },
    contentModule(103, '合作伙伴', '遍布全国的服务网络', '101', 'list', 10, { id: 899, title: '全部伙伴', icon: '', type: 7, entityId: 101 }) as SiteModule,
    contentModule(104, '加入我们', '开放职位', '102', 'list', 10, null) as SiteModule,
    { id: 105, kind: 'CARD', title: '联系顾问', subtitle: '', more: null, companyUserId: 2 }
  ]
  const productPage: SiteModule[] = [
    { id: 111, kind: 'BANNER', title: '', subtitle: '', more: null, slides: [{ image: img('product-hero', '产品中心'), title: '产品中心', nav: null }] },
    contentModule(112, '营销云', '', 'PRODUCT_INTRODUCTION', 'grid', 6, more('全部产品', -9)) as SiteModule,
    contentModule(113, '产品演示视频', '', 'VIDEO', 'scroll', 8, more('全部视频', -10)) as SiteModule,
    contentModule(114, '资料下载', '', 'FILEDOWNLOAD', 'list', 5, more('全部资料', -5)) as SiteModule,
    { id: 115, kind: 'NAV', title: '更多', subtitle: '', more: null, columns: 3, items: everyNav(300).slice(0, 6) }
  ]
  insert(db, 'custom_pages', { id: 2, title: '关于我们', modules: aboutPage })
  insert(db, 'custom_pages', { id: 3, title: '产品中心', modules: productPage })
}

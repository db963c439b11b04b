/**
 * Every route of spec §2 with its navigation-bar title. app.config.ts and the route tests
 * read this table, so a route cannot be declared without a title or forgotten in a test.
 * Plain data only: app.config.ts is evaluated at build time.
 */
interface RouteEntry {
  /** Path without leading slash, as Taro declares it. */
  path: string
  title: string
  /** Sharing to friends/timeline allowed (mini-programs); false hides the share menu. */
  share?: boolean
}

export const MAIN_ROUTES: RouteEntry[] = [
  // home and custom pages
  { path: 'pages/index/index', title: '首页', share: true },
  { path: 'pages/scene/scene', title: '专题', share: true },
  { path: 'pages/custom/index', title: '专题', share: true },
  // content lists and details
  { path: 'pages/event-list/index', title: '活动', share: true },
  { path: 'pages/event/index', title: '活动详情', share: true },
  { path: 'pages/course-list/index', title: '课程', share: true },
  { path: 'pages/course/index', title: '课程详情', share: true },
  { path: 'pages/article-list/index', title: '文章', share: true },
  { path: 'pages/article/index', title: '文章详情', share: true },
  { path: 'pages/material-list/index', title: '资料下载', share: true },
  { path: 'pages/material/index', title: '资料详情', share: true },
  { path: 'pages/case-list/index', title: '客户案例', share: true },
  { path: 'pages/case/index', title: '案例详情', share: true },
  { path: 'pages/product-list/index', title: '产品介绍', share: true },
  { path: 'pages/product/index', title: '产品详情', share: true },
  { path: 'pages/video-list/index', title: '视频', share: true },
  { path: 'pages/video/index', title: '视频详情', share: true },
  { path: 'pages/speaker-list/index', title: '嘉宾', share: true },
  { path: 'pages/course/item/index', title: '视频课时' },
  { path: 'pages/course/item/article/index', title: '图文课时' },
  { path: 'pages/schedule/index', title: '议程', share: true },
  { path: 'pages/event/checkin/index', title: '活动签到' },
  // forms
  { path: 'pages/form/index', title: '报名表单', share: true },
  { path: 'pages/form/success/index', title: '报名成功' },
  // assets and interaction
  { path: 'pages/assets/index', title: '资源', share: true },
  { path: 'pages/album/index', title: '相册', share: true },
  { path: 'pages/interaction/index', title: '现场互动' },
  // lottery
  { path: 'pages/lottery/index', title: '抽奖', share: true },
  { path: 'pages/lottery/scan/index', title: '奖品核销' },
  // posters and promotion
  { path: 'pages/poster/index', title: '分享海报' },
  { path: 'pages/promotion/index', title: '推广中心' },
  { path: 'pages/my-promotion/index', title: '我的推广' },
  { path: 'pages/promo/index', title: '渠道伙伴中心' },
  { path: 'pages/promotion-task/index', title: '任务中心' },
  { path: 'pages/promo/attendee/index', title: '参会人审核' },
  { path: 'pages/promo/leads/index', title: '线索雷达' },
  { path: 'pages/invite-rank/index', title: '邀请排行' },
  { path: 'pages/invite-poster/index', title: '邀请海报', share: false },
  // web views and links
  { path: 'pages/web/index', title: '网页' },
  { path: 'pages/web/payment/index', title: '支付' },
  { path: 'pages/link-open/index', title: '打开链接' },
  { path: 'pages/link-content/index', title: '内容' },
  // follow and contact prompts
  { path: 'pages/subscribe/index', title: '关注公众号' },
  { path: 'pages/cp-contact/index', title: '添加企业微信' },
  // assistant, app, phone verification
  { path: 'pages/ai/index', title: 'AI 助手', share: true },
  { path: 'pages/app/index', title: '应用' },
  { path: 'pages/apply/apply', title: '申请' },
  { path: 'pages/verify-phone/index', title: '验证手机号' },
  // attendee self-service
  { path: 'pages/attendee/attendee-inputcheckin/index', title: '输入信息签到' },
  { path: 'pages/attendee/attendee-signout/index', title: '签退' },
  { path: 'pages/404/index', title: '页面不存在' },
  // personal centre
  { path: 'pages/account/index', title: '个人中心' },
  { path: 'pages/account/info/index', title: '编辑资料' },
  { path: 'pages/account/payment/index', title: '订单支付' },
  { path: 'pages/account/lottery/index', title: '抽奖记录' },
  { path: 'pages/account/order/index', title: '我的订单' },
  { path: 'pages/account/saved/index', title: '我的收藏' },
  { path: 'pages/account/course/index', title: '我的课程' },
  { path: 'pages/account/event/index', title: '我的活动' },
  { path: 'pages/account/material/index', title: '我的资料' },
  { path: 'pages/account/tickets/index', title: '我的门票' },
  { path: 'pages/account/tickets/detail/index', title: '门票详情' },
  { path: 'pages/account/tickets/claim/index', title: '领取门票' },
  { path: 'pages/account/gifts/index', title: '积分兑换' },
  { path: 'pages/account/gifts/points/index', title: '积分明细' },
  { path: 'pages/account/gifts/orders/index', title: '兑换记录' },
  { path: 'pages/account/gifts/prize/index', title: '我的奖品' },
  { path: 'pages/account/notification/index', title: '消息通知' },
  { path: 'pages/account/event-checkin-statistic/index', title: '签到统计' },
  { path: 'pages/account/my-data/index', title: '我的数据' },
  // UC (colleague) area
  { path: 'pages/uc/login/index', title: '同事登录' },
  { path: 'pages/uc/apply/index', title: '名片信息' },
  { path: 'pages/uc/colleagues/index', title: '同事' }
]

export const CUSTOMIZED_ROOT = 'packages/customized'
export const CUSTOMIZED_ROUTES: RouteEntry[] = [
  { path: 'pages/entity/index', title: '列表', share: true },
  { path: 'pages/entity-data/index', title: '详情', share: true }
]

/** Every route as a URL path (leading slash), sub-package included. */
export const ALL_ROUTE_PATHS: string[] = [...MAIN_ROUTES.map(r => `/${r.path}`), ...CUSTOMIZED_ROUTES.map(r => `/${CUSTOMIZED_ROOT}/${r.path}`)]

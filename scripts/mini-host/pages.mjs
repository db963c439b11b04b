// Every page of app.json (sub-package included) with the query it needs from the demo seed (server/seed: ids are
// assigned in insertion order, so they are stable), who is signed in, and a text from the demo data the rendered
// tree must contain. `as`: visitor (silent platform login), member (13800000000), promoter (13800000001, UC token).
// `taps`: texts tapped through Taro's event path; the run checks what each tap did (`expectTap`). `share`: the page
// allows sharing (its config enables it), so it must answer onShareAppMessage; `update`: the host reports a new
// version and the update prompt must appear; `expectAttr`/`expectNav`: an attribute value / a redirect target;
// `expectSubscribe`: the platform's subscribe dialog was asked for its template, and a tap's request sent it accepted.

/** The year (Beijing time) of a day `days` from now: the seed names its dated titles so (server/seed/helpers.ts bjYear). */
const yearIn = days => new Date(Date.now() + 8 * 3600000 + days * 86400000).toISOString().slice(0, 4)
/** The summit, 14 days after the seed, is named after its year (server/seed/content.ts summitName). */
const SUMMIT = `${yearIn(14)} 数字营销增长峰会`
const THIS_YEAR = yearIn(0)
const EVENT = 30 // the summit (上海站), register form 1
const COURSE = 35
const FULL_EVENT = 77 // CMO 闭门圆桌: full, with a waitlist
/** The subscribe-message templates the host's server is configured with (WX_TMPL_WAITLIST_OFFER, TT_TMPL_WAITLIST_OFFER). */
export const SUBSCRIBE_TEMPLATES = { weapp: 'demoWxWaitlistOffer', tt: 'demoTtWaitlistOffer' }
export const PAGES = [
  { route: 'pages/index/index', share: true, update: true, expect: '云图科技' },
  { route: 'pages/scene/scene', share: true, query: { pageId: 3 }, expect: '产品中心' },
  { route: 'pages/custom/index', share: true, query: { pageId: 2 }, expect: '关于我们' },
  {
    route: 'pages/event-list/index',
    share: true,
    expect: '云图产品开放日 · 北京',
    taps: [{ text: '云图产品开放日 · 北京' }],
    expectTap: { navigate: /pages\/event\/index\?id=31/ }
  },
  { route: 'pages/event/index', share: true, query: { id: EVENT }, expect: `${SUMMIT}（上海站）` },
  {
    route: 'pages/event/index',
    share: true,
    query: { id: FULL_EVENT },
    // The member (a verified phone: joining needs one) joins the waitlist: the tap asks for the offer's subscribe
    // message (the host accepts) and the join carries the accepted template; the page then shows them in line.
    as: 'member',
    expect: ['CMO 闭门圆桌（上海 · 限 6 席）', '退出候补'],
    taps: [{ text: '加入候补', exact: true }],
    expectTap: { request: /\/ca\/v1\/event\/77\/waitlist\/join$/ },
    expectSubscribe: SUBSCRIBE_TEMPLATES
  },
  { route: 'pages/course-list/index', share: true, expect: '营销自动化' },
  { route: 'pages/course/index', share: true, query: { id: COURSE }, expect: '第 1 课：什么是营销自动化' },
  {
    route: 'pages/article-list/index',
    share: true,
    expect: `${THIS_YEAR} 年 B2B 营销数字化趋势报告解读`,
    taps: [{ text: `${THIS_YEAR} 年 B2B 营销数字化趋势报告解读` }],
    expectTap: { navigate: /pages\/article\/index\?id=1\b/ }
  },
  {
    route: 'pages/article/index',
    share: true,
    query: { id: 1 },
    // After the taps: the share sheet's link is on the web app's origin (the API origin on a mini-program).
    expect: [`${THIS_YEAR} 年 B2B 营销数字化趋势报告解读`, 'https://api.mini.test/web/h/pages/article/index?id=1'],
    taps: [{ text: '收藏' }, { text: '分享', settle: 400 }],
    expectTap: { request: /\/entityData\/star\/1$/ }
  },
  { route: 'pages/material-list/index', share: true, expect: `${THIS_YEAR} B2B 营销趋势白皮书` },
  { route: 'pages/material/index', share: true, query: { id: 46 }, expect: `${THIS_YEAR} B2B 营销趋势白皮书.pdf` },
  { route: 'pages/case-list/index', share: true, expect: '华联零售：私域复购率提升 106%' },
  { route: 'pages/case/index', share: true, query: { id: 58 }, expect: '华联零售：私域复购率提升 106%' },
  { route: 'pages/product-list/index', share: true, expect: '营销云 · 活动中心' },
  { route: 'pages/product/index', share: true, query: { id: 64 }, expect: '营销云 · 活动中心' },
  { route: 'pages/video-list/index', share: true, expect: '云图营销云产品介绍' },
  { route: 'pages/video/index', share: true, query: { id: 38 }, expect: '云图营销云产品介绍' },
  { route: 'pages/speaker-list/index', share: true, expect: '林晓峰' },
  { route: 'pages/course/item/index', query: { id: COURSE, itemId: 1 }, expect: '第 1 课：什么是营销自动化' },
  { route: 'pages/course/item/article/index', query: { id: COURSE, itemId: 2 }, expect: '第 2 课：线索评分模型' },
  { route: 'pages/schedule/index', share: true, query: { id: EVENT }, expect: '开幕致辞：营销数字化的下一个十年' },
  {
    route: 'pages/event/checkin/index',
    query: { id: 31 },
    as: 'member',
    expect: '手机号签到',
    // The host's scanCode reads the member's ticket for event 31; the page checks in with it.
    taps: [{ text: '扫码签到' }],
    expectTap: { request: /\/ca\/v1\/event\/31\/attendee\/checkIn$/, body: '"code":"YT115838"' }
  },
  { route: 'pages/form/index', share: true, query: { id: 1, eventId: EVENT }, expect: '峰会报名' },
  // 团体报名 (extension groupRegistration): the member has no group for the summit, so the group's form shows.
  { route: 'pages/form/index', share: true, query: { id: 1, eventId: EVENT, group: 1 }, as: 'member', expect: ['共同信息', '成员 2', '提交团体报名（2 人）'] },
  { route: 'pages/form/success/index', query: { eventId: EVENT, ticketId: 1 }, as: 'member', expect: 'YT107919' },
  { route: 'pages/assets/index', share: true, query: { id: 1 }, as: 'promoter', expect: '品牌主视觉' },
  {
    route: 'pages/album/index',
    share: true,
    query: { dirId: 2 },
    as: 'promoter',
    expect: '相册',
    expectAttr: 'https://api.mini.test/media/cover/asset-summit.png'
  },
  { route: 'pages/interaction/index', query: { id: 1 }, as: 'member', expect: '开放日现场打卡' },
  { route: 'pages/lottery/index', share: true, query: { id: 1 }, as: 'member', expect: '峰会幸运大抽奖' },
  { route: 'pages/lottery/scan/index', as: 'promoter', expect: '扫码核销' },
  { route: 'pages/poster/index', query: { id: 1, type: 'ARTICLE' }, as: 'member', expect: '简约白' },
  { route: 'pages/promotion/index', query: { eventId: EVENT }, as: 'promoter', expect: '/s/p1e30' },
  { route: 'pages/my-promotion/index', query: { eventId: EVENT }, as: 'promoter', expect: '/s/p1e30' },
  { route: 'pages/promo/index', query: { eventId: EVENT }, as: 'promoter', expect: '王芳' },
  { route: 'pages/promotion-task/index', as: 'promoter', expect: '带来 10 次访问' },
  { route: 'pages/promo/attendee/index', query: { eventId: EVENT }, as: 'promoter', expect: '张伟' },
  // 线索雷达 (server/seed/lead-radar.ts): the visitor 李娜's shared article brought, warm on content.
  { route: 'pages/promo/leads/index', as: 'promoter', expect: ['谁对你感兴趣', '访客7305'] },
  { route: 'pages/invite-rank/index', query: { eventId: EVENT }, as: 'promoter', expect: '李娜' },
  {
    route: 'pages/invite-poster/index',
    query: { eventId: EVENT },
    as: 'promoter',
    expect: '长按图片可保存或发送给朋友',
    expectAttr: 'https://api.mini.test/media/poster/'
  },
  { route: 'pages/web/index', query: { src: 'https://www.example.com/' }, expect: '网页', expectAttr: 'https://www.example.com/' },
  { route: 'pages/web/payment/index', query: { id: 2, orderNo: 'D202510099371' }, as: 'member', expect: '私域增长进阶课' },
  { route: 'pages/link-open/index', query: { keyword: 'summit', contentId: EVENT }, expect: '打开链接', expectNav: /pages\/event\/index\?id=30/ },
  { route: 'pages/link-content/index', query: { keyword: 'summit' }, expect: SUMMIT },
  { route: 'pages/subscribe/index', query: { id: EVENT }, expect: `关注后即可查看「${SUMMIT}（上海站）」` },
  { route: 'pages/cp-contact/index', query: { id: EVENT }, expect: `获取「${SUMMIT}（上海站）」最新通知` },
  { route: 'pages/ai/index', share: true, as: 'member', expect: '你好，我是云图科技的 AI 助手小云' },
  { route: 'pages/app/index', expect: ['在小程序中打开', 'https://api.mini.test/web/h/pages/index/index'] },
  { route: 'pages/apply/apply', as: 'member', expect: '成为认证会员' },
  {
    route: 'pages/verify-phone/index',
    as: 'member',
    expect: '验证手机号',
    // The platform's phone-number button hands its one-time code to bindCellphone.
    taps: [{ text: '手机号快捷验证', type: 'getphonenumber', detail: { code: 'phone-code-1', errMsg: 'getPhoneNumber:ok' } }],
    expectTap: { request: /\/open\/v1\/wx\/bindCellphone\?code=phone-code-1&appId=miniapp/ }
  },
  { route: 'pages/attendee/attendee-inputcheckin/index', query: { id: EVENT }, as: 'member', expect: '输入报名信息签到' },
  { route: 'pages/attendee/attendee-signout/index', query: { id: EVENT }, as: 'member', expect: '活动签退' },
  { route: 'pages/404/index', query: { path: '/no/such/page', query: 'a=1' }, expect: '/no/such/page' },
  { route: 'pages/account/index', as: 'member', expect: '张伟', taps: [{ text: '门票' }], expectTap: { navigate: /pages\/account\/tickets\/index/ } },
  { route: 'pages/account/info/index', as: 'member', expect: '个人资料' },
  { route: 'pages/account/payment/index', query: { id: 2 }, as: 'member', expect: '私域增长进阶课' },
  { route: 'pages/account/lottery/index', as: 'member', expect: '还没有抽奖记录' },
  { route: 'pages/account/order/index', as: 'member', expect: '【付费】B2B 增长方法论完整版（含 30 页案例）' },
  { route: 'pages/account/saved/index', as: 'member', expect: '营销自动化入门：从线索到成交的完整旅程' },
  { route: 'pages/account/course/index', as: 'member', expect: '营销自动化入门（免费）' },
  { route: 'pages/account/event/index', as: 'member', expect: '私域运营实战工作坊（深圳）' },
  { route: 'pages/account/material/index', as: 'member', expect: '私域运营 SOP 手册' },
  { route: 'pages/account/tickets/index', as: 'member', expect: `${SUMMIT}（上海站）` },
  { route: 'pages/account/tickets/detail/index', query: { id: 1 }, as: 'member', expect: 'YT107919' },
  // The demo's open ticket transfer (server/seed/self-service.ts DEMO_TRANSFER_TOKEN): a roundtable seat offered to the member.
  {
    route: 'pages/account/tickets/claim/index',
    query: { token: 'de300000000000000000000000000001' },
    as: 'member',
    expect: ['把门票转让给你', 'CMO 闭门圆桌（上海 · 限 6 席）', '验证并领取']
  },
  { route: 'pages/account/gifts/index', as: 'member', expect: '品牌帆布袋' },
  { route: 'pages/account/gifts/points/index', as: 'member', expect: '峰会报名奖励' },
  { route: 'pages/account/gifts/orders/index', as: 'member', expect: '品牌帆布袋' },
  { route: 'pages/account/gifts/prize/index', as: 'member', expect: '还没有奖品' },
  { route: 'pages/account/notification/index', as: 'member', expect: '峰会报名审核通过' },
  { route: 'pages/account/my-data/index', as: 'member', expect: ['我们保存了什么', '公司员工'] },
  { route: 'pages/account/event-checkin-statistic/index', as: 'promoter', expect: SUMMIT },
  { route: 'pages/uc/login/index', expect: '同事专区' },
  { route: 'pages/uc/apply/index', as: 'promoter', expect: '名片信息', expectAttr: '渠道经理', settle: 2500 },
  { route: 'pages/uc/colleagues/index', as: 'promoter', expect: '解决方案顾问 · 售前部' },
  { route: 'packages/customized/pages/entity/index', share: true, query: { id: 101 }, expect: '上海数联信息技术有限公司' },
  { route: 'packages/customized/pages/entity-data/index', share: true, query: { entityId: 101, id: 70 }, expect: '上海数联信息技术有限公司' }
]

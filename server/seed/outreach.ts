import type { NavItem } from '../../types/contract'
import type { Db } from '../db'
import { SERVICE_PHONE } from './company'
import { summitName, summitTitle } from './content'
import { at, icon, img, insert } from './helpers'
import { ARTICLES } from './text'
import { appPageUrl, Routes } from '../../src/shared/routes'

interface OutreachTargets {
  upcomingId: number
  ongoingId: number
  coursePaid: number
  articleIds: number[]
  memberId: number
}

/** The open-day check-in interaction, notices, popups and short links (with the privacy policy). */
export function seedOutreach(db: Db, targets: OutreachTargets): void {
  const { upcomingId, ongoingId, coursePaid, articleIds, memberId } = targets
  insert(db, 'interactions', { id: 1, title: '开放日现场打卡', description: '完成 3 个展区打卡，每个展区可获得积分奖励。', event_id: ongoingId })
  insert(db, 'interaction_points', { interaction_id: 1, name: '产品体验区', description: '体验活动中心与数据看板', reward: 50 })
  insert(db, 'interaction_points', { interaction_id: 1, name: 'AI 助手体验区', description: '向 AI 助手提一个问题', reward: 30 })
  insert(db, 'interaction_points', { interaction_id: 1, name: '客户案例墙', description: '了解 6 个行业标杆案例', reward: 20 })
  db.prepare('INSERT INTO interaction_verifications (account_id, point_id, created_at) VALUES (?, 1, ?)').run(memberId, at(-7))
  insert(db, 'notices', {
    title: '峰会报名审核通过',
    content: `你报名的「${summitTitle()}」已审核通过，请按时参加。`,
    created_at: at(-2),
    account_id: memberId
  })
  insert(db, 'notices', {
    title: '积分商城上新啦',
    content: `<h3>积分商城上新</h3><p>新增<strong>定制保温杯</strong>与<strong>会员月卡</strong>，快来兑换！</p><ul><li>签到得积分</li><li>打卡得积分</li></ul><p><a href="${appPageUrl(Routes.accountGifts)}">立即前往</a></p>`,
    created_at: at(-4)
  })
  insert(db, 'notices', { title: '系统维护通知', content: '本周六 02:00-04:00 系统维护，期间部分功能可能无法使用。', created_at: at(-9) })
  const navTo = (nav: Partial<NavItem> & { type: NavItem['type']; title: string }, id = 900): NavItem => ({ id, icon: icon(nav.title), ...nav }) as NavItem
  insert(db, 'popups', {
    placement: 'PUSH',
    image: img('popup-summit', '峰会报名中', '活动'),
    title: `${summitName()}报名中`,
    nav: navTo({ type: 5, title: '峰会', contentType: 'EVENT', contentId: upcomingId }),
    rule: 'ONCE'
  })
  insert(db, 'popups', {
    placement: 'SALE',
    image: img('popup-course', '进阶课限时优惠', '课程'),
    title: '私域增长进阶课限时优惠',
    nav: navTo({ type: 5, title: '进阶课', contentType: 'COURSE', contentId: coursePaid }),
    rule: 'DAILY'
  })
  insert(db, 'popups', {
    placement: 'MINIPROGRAM',
    image: img('popup-lottery', '幸运大抽奖', '抽奖'),
    title: '峰会幸运大抽奖',
    nav: navTo({ type: 1, title: '抽奖', templateId: 2 }),
    rule: 'EVERY'
  })
  insert(db, 'short_links', {
    keyword: 'summit',
    content_id: upcomingId,
    target: `/pages/event/index?id=${upcomingId}`,
    title: summitName(),
    content: '峰会报名进行中'
  })
  insert(db, 'short_links', {
    keyword: 'report',
    content_id: articleIds[0],
    target: `/pages/article/index?id=${articleIds[0]}`,
    title: ARTICLES[0].title,
    content: ARTICLES[0].summary
  })
  insert(db, 'short_links', { keyword: 'partner', content_id: null, target: 'https://example.com/yuntu-partner-program', title: '伙伴计划介绍', content: null })
  // The privacy policy the forms' 《隐私政策》 links to (pages/link-content/index?keyword=privacy).
  insert(db, 'short_links', {
    keyword: 'privacy',
    content_id: null,
    target: '/pages/link-content/index?keyword=privacy',
    title: '隐私政策',
    content:
      '<p>云图科技（以下简称“我们”）重视你的个人信息保护。本政策说明我们在活动报名、表单提交和内容浏览中如何收集、使用和保护你的信息。</p><h3>一、我们收集的信息</h3><p>你主动填写的姓名、手机号、公司、职位、邮箱等报名信息；为保障账号安全所需的登录记录；你浏览内容时产生的访问记录。</p><h3>二、我们如何使用</h3><p>用于活动报名审核、签到入场、发送活动通知、提供你订阅的内容与服务，以及在你同意的范围内与你联系。我们不会将你的信息出售给任何第三方。</p><h3>三、信息的保存与保护</h3><p>信息保存在中国境内的服务器上，仅保存实现上述目的所需的期限，并采取加密传输、访问控制等措施防止泄露。</p><h3>四、你的权利</h3><p>你可以在“我的”中查看和修改个人资料、取消活动报名；如需删除账号或撤回同意，请联系客服 ' +
      SERVICE_PHONE +
      '。</p>'
  })
}

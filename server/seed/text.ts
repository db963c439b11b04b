/** Demo copy for the seed: believable Chinese marketing content. */
import { bjYear } from './helpers'
import { appPageUrl, Routes } from '../../src/shared/routes'

interface ArticleSeed {
  title: string
  summary: string
  category: 0 | 1 | 2
  labels: number[]
  paragraphs: string[]
}

const P = {
  trend: [
    '过去三年，B2B 企业的获客成本平均上涨了 40% 以上，单纯依靠投放已难以为继。越来越多的企业开始把内容、活动和私域运营串成一条完整的增长链路。',
    '我们访谈了 120 家年营收过亿的企业市场负责人，发现表现最好的团队有三个共同点：统一的客户数据、可复用的内容资产，以及以线索质量而非数量为核心的考核。',
    '营销数字化不是买一套工具，而是重新设计“人、内容、数据”之间的协作方式。'
  ],
  private: [
    '私域运营的核心是信任。企业微信让销售与客户之间的每一次互动都可以被记录、被分析、被复用。',
    '建议从三个动作起步：用名片沉淀联系人，用内容触达唤醒沉睡客户，用活动把线上关注转化为线下见面。',
    '复购率提升的关键在于分层运营：新客重在教育，老客重在服务，高价值客户重在一对一的专属关怀。'
  ],
  automation: [
    '营销自动化（Marketing Automation）帮助团队把重复的工作交给系统：线索打分、自动培育、分配给销售，每一步都有据可查。',
    '一个典型的培育旅程包括：下载白皮书后的欢迎邮件、三天后的案例推荐、一周后的直播邀请，以及高意向时的销售跟进提醒。',
    '上线自动化之前，请先梳理清楚线索的生命周期阶段（MQL、SQL、商机），否则再好的工具也只是把混乱自动化。'
  ],
  event: [
    '一场成功的线下活动，70% 的功夫在会前：明确目标人群、设计报名表单、用海报和推广链接让渠道伙伴帮你传播。',
    '会中要关注签到率和互动率。扫码签到、现场打卡、抽奖环节都可以把现场热度沉淀为可追踪的数据。',
    '会后 48 小时是跟进的黄金期：把讲义和回放发给参会者，把高意向名单第一时间交给销售。'
  ],
  data: [
    '客户画像不是一张静态的标签表，而是随着每一次浏览、下载、报名不断更新的动态档案。',
    '建议把行为数据分为三类：兴趣信号（浏览、收藏）、意向信号（下载、报名）、购买信号（咨询、试用），并分别赋予不同的权重。',
    '有了统一的数据，市场和销售才能在同一张看板上讨论“哪些线索值得跟进”。'
  ],
  content: [
    '内容营销最常见的误区，是把产品手册拆成文章发出去。客户关心的是他们的问题，而不是你的功能列表。',
    '好的内容矩阵包含三层：吸引关注的行业洞察、建立信任的客户案例、推动决策的产品对比与 ROI 测算。',
    '每一篇内容都应该有明确的下一步：订阅、下载、报名或预约演示。'
  ]
}

export const ARTICLES: ArticleSeed[] = [
  {
    title: `${bjYear(0)} 年 B2B 营销数字化趋势报告解读`,
    summary: '获客成本持续上涨，领先企业如何用内容、活动和私域构建增长飞轮。',
    category: 0,
    labels: [1, 4],
    paragraphs: P.trend
  },
  {
    title: '私域运营实战：如何用企业微信提升客户复购',
    summary: '从名片、内容到活动，三步搭建可复制的私域运营体系。',
    category: 0,
    labels: [1, 3],
    paragraphs: P.private
  },
  {
    title: '营销自动化入门：从线索到成交的完整旅程',
    summary: '线索打分、自动培育、销售分配，一文讲清营销自动化的核心概念。',
    category: 0,
    labels: [3, 5],
    paragraphs: P.automation
  },
  { title: '线下活动营销全流程指南', summary: '会前、会中、会后三个阶段的关键动作清单，让每一场活动都有回报。', category: 0, labels: [3], paragraphs: P.event },
  { title: '数据驱动的客户画像构建方法', summary: '用行为数据给线索打分，让市场和销售在同一张看板上协作。', category: 0, labels: [3, 6], paragraphs: P.data },
  { title: '内容营销的 5 个常见误区', summary: '别再把产品手册拆成文章了：从客户问题出发设计内容矩阵。', category: 0, labels: [3, 5], paragraphs: P.content },
  {
    title: '云图营销云 6.0 发布：全新的活动中心与数据看板',
    summary: '活动报名、签到、审核一站式完成，推广数据实时可见。',
    category: 1,
    labels: [2],
    paragraphs: [...P.event.slice(0, 2), '新版活动中心支持报名审核、代报名、扫码签到与签退统计，渠道伙伴可以在手机上完成全部操作。']
  },
  {
    title: '新功能：AI 助手上线，基于站内内容回答客户问题',
    summary: '访客提问，AI 助手从文章、活动和课程中找到最相关的答案。',
    category: 1,
    labels: [2, 1],
    paragraphs: ['AI 助手会根据访客的问题，在站内文章、活动和课程中检索最相关的内容，并附上链接。', '所有回答都来自企业自己发布的内容，确保口径一致、可追溯。']
  },
  {
    title: '积分商城升级：兑换流程更顺畅',
    summary: '积分兑换礼品支持实物与虚拟两种类型，兑换记录随时可查。',
    category: 1,
    labels: [2],
    paragraphs: ['会员可以通过签到、参加活动和互动打卡获得积分，并在积分商城兑换礼品。', '兑换时系统会实时校验积分与库存，避免超兑。']
  },
  {
    title: '电子名片全新改版：一键保存联系人',
    summary: '销售名片支持保存到通讯录、生成名片海报，并能查看访客浏览记录。',
    category: 1,
    labels: [2],
    paragraphs: ['新版电子名片让客户一键保存联系方式，销售也能看到谁浏览了自己的名片。', '结合推广链接，名片成为私域运营的起点。']
  },
  {
    title: '抽奖互动组件上线：让活动现场热起来',
    summary: '支持实物、积分、优惠券等多种奖品，中奖概率与库存精确可控。',
    category: 1,
    labels: [2],
    paragraphs: ['抽奖组件支持按人限定抽奖次数，奖品概率与库存均可配置。', '实物奖品中奖后，用户可以直接填写收货信息，现场还能扫码核销。']
  },
  {
    title: '推广中心：让渠道伙伴成为你的增长引擎',
    summary: '专属推广链接、海报与排行榜，每一次转发都可以追踪。',
    category: 1,
    labels: [2, 1],
    paragraphs: ['渠道伙伴可以生成专属推广链接和海报，访问与报名数据实时统计。', '排行榜与推广任务让激励更透明。']
  },
  {
    title: '某连锁零售品牌如何用私域实现复购率翻倍',
    summary: '三个月内沉淀 20 万企业微信好友，会员复购率提升 106%。',
    category: 2,
    labels: [1],
    paragraphs: [...P.private.slice(1), '项目上线三个月后，该品牌的会员复购率提升了 106%，单客年贡献提升 38%。']
  },
  {
    title: '制造业客户的线索培育实践',
    summary: '销售周期长达 9 个月，自动化培育让商机转化率提升 2.3 倍。',
    category: 2,
    labels: [3],
    paragraphs: [...P.automation.slice(1), '通过分阶段的内容培育，该企业的 MQL 到商机转化率提升了 2.3 倍。']
  },
  {
    title: 'SaaS 企业的内容增长之路',
    summary: '从 0 到每月 3000 条有效线索，一家 SaaS 公司的内容运营复盘。',
    category: 2,
    labels: [3, 1],
    paragraphs: P.content
  },
  { title: '教育机构的活动获客方法论', summary: '每月 12 场线下体验课，报名到到场率稳定在 75% 以上。', category: 2, labels: [3], paragraphs: P.event },
  {
    title: '医疗器械企业的合规营销实践',
    summary: '在合规前提下做好学术推广与客户教育。',
    category: 2,
    labels: [4],
    paragraphs: ['医疗行业的营销需要格外重视合规：内容审核、讲者管理与参会记录都必须完整可追溯。', '线上学术会议与线下沙龙结合，是目前效率最高的客户教育方式。']
  },
  {
    title: '如何设计一张高转化的报名表单',
    summary: '字段越少越好吗？报名表单设计的 7 条经验。',
    category: 0,
    labels: [3, 5],
    paragraphs: [
      '表单字段每增加一个，完成率平均下降 4%。只收集真正会用到的信息。',
      '手机号验证可以显著提升线索质量，但要在用户点击提交前清楚说明原因。',
      '提交成功页是再次转化的好位置：推荐相关内容或引导添加企业微信。'
    ]
  },
  {
    title: '直播营销的完整打法',
    summary: '从预热、直播到回放，一场直播如何带来持续线索。',
    category: 0,
    labels: [3],
    paragraphs: ['直播前一周开始预热，用海报和推广链接扩散报名。', '直播中设置抽奖和问答环节提升停留时长。', '回放视频与讲义是最好的会后培育内容。']
  },
  {
    title: '营销团队的 OKR 怎么定',
    summary: '从线索数量到线索质量：市场团队目标设定的常见问题。',
    category: 0,
    labels: [6],
    paragraphs: ['市场团队的目标应该与销售结果挂钩，例如“贡献的商机金额”，而不是“发了多少篇文章”。', ...P.data.slice(2)]
  },
  {
    title: '客户成功团队如何参与营销',
    summary: '老客户是最好的销售：案例、推荐与复购。',
    category: 0,
    labels: [6],
    paragraphs: ['客户成功团队掌握着最真实的客户故事，是案例内容的最佳来源。', '建立客户推荐激励机制，让老客户帮你带来新客户。']
  },
  {
    title: '品牌官网改版的 10 个检查点',
    summary: '移动端体验、加载速度、转化路径与数据埋点。',
    category: 0,
    labels: [5],
    paragraphs: ['超过 70% 的 B2B 访客首次访问来自手机，移动端体验必须放在第一位。', '每个页面都要有明确的转化入口，并做好访问数据的埋点。']
  },
  {
    title: '云图科技获评“年度最佳营销科技服务商”',
    summary: '感谢客户与伙伴的信任，我们将继续专注营销数字化。',
    category: 1,
    labels: [1],
    paragraphs: ['在年度营销科技大会上，云图科技获评“年度最佳营销科技服务商”。', '未来一年，我们将继续在 AI 助手、数据平台和活动中心上加大投入。']
  },
  {
    title: '渠道伙伴招募计划正式启动',
    summary: '加入云图伙伴计划，共享客户资源与专属激励。',
    category: 1,
    labels: [1, 2],
    paragraphs: ['伙伴计划面向集成商、咨询公司和行业服务商开放。', '伙伴可获得专属推广链接、培训课程与销售激励。']
  }
]

/**
 * A body of plain paragraphs (a product, an event, a course). Like every demo body it opens with its text, never a
 * heading: the page shows the title above it, and the course and event pages a section title (课程介绍, 活动介绍) (issue #43).
 */
export const PARAGRAPHS_HTML = (paragraphs: string[]) => paragraphs.map(p => `<p>${p}</p>`).join('')

/** An article's or a case study's body: its paragraphs, then the source note and who it is for. */
export const RICH_ARTICLE_HTML = (paragraphs: string[]) =>
  PARAGRAPHS_HTML(paragraphs) +
  `<blockquote>本文内容仅供交流学习，数据来自云图科技客户调研。</blockquote>` +
  `<ul><li>适合人群：市场负责人、运营经理、销售负责人</li><li>阅读时间：约 5 分钟</li></ul>`

/** An article whose content carries the usual XSS vectors (the app must sanitise it). */
export const XSS_HTML = `<h2>富文本安全测试</h2>
<p>这篇文章用于检验富文本净化：下面的内容在页面上都不应执行脚本。</p>
<script>window.__xss = 'script'; alert('xss')</script>
<img src="x" onerror="window.__xss='onerror';alert(1)" alt="坏图片">
<p><a href="javascript:alert('link')">javascript 链接</a> · <a href="JaVaScRiPt:alert(2)">大小写混写</a> · <a href="data:text/html,&lt;script&gt;alert(3)&lt;/script&gt;">data 链接</a></p>
<iframe src="javascript:alert('iframe')"></iframe>
<iframe srcdoc="&lt;script&gt;alert(4)&lt;/script&gt;"></iframe>
<svg onload="window.__xss='svg';alert(5)"><circle r="10"></circle></svg>
<div style="background:url(javascript:alert(6))" onclick="alert(7)">带事件的 div</div>
<form action="javascript:alert(8)"><input type="submit" value="提交"></form>
<object data="javascript:alert(9)"></object><embed src="javascript:alert(10)">
<math><mtext><table><mglyph><style><img src=x onerror=alert(11)></style></mglyph></table></mtext></math>
<p>正常的段落、<strong>加粗</strong>和<a href="${appPageUrl(Routes.article, { id: 1 })}">站内链接</a>应当保留。</p>`

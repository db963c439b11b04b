import type { Db } from '../db'
import { token } from '../lib/random'
import { CUSTOM_FIELDS } from './company'
import { type AddEntity, bjYear, type ContentRow, cover, insert, introParagraphs } from './helpers'
import productsJson from './data/products.json'
import { PARAGRAPHS_HTML, RICH_ARTICLE_HTML } from './text'

const PRODUCTS: ContentRow[] = productsJson

/** Downloadable materials (files of several sizes; one size unknown); one belongs to the ended workshop. */
export function seedMaterials(db: Db, addEntity: AddEntity, endedId: number): void {
  // This year's documents are named after the year they are published in.
  const year = bjYear(0)
  const materials: [string, number, [string, number | null, string][], string][] = [
    [
      `${year} B2B 营销趋势白皮书`,
      10,
      [[`${year} B2B 营销趋势白皮书.pdf`, 2_411_724, 'pdf']],
      '基于 500 家 B2B 企业的调研：预算流向、获客渠道的投入产出与明年的三个趋势。适合制定年度营销计划的负责人。'
    ],
    [
      '私域运营 SOP 手册',
      10,
      [
        ['私域运营 SOP 手册.pdf', 1_258_291, 'pdf'],
        ['SOP 模板.xlsx', 48_128, 'xlsx']
      ],
      '从建群、内容排期到社群转化的 42 个标准动作，附可直接套用的 SOP 模板表格。'
    ],
    ['营销自动化实施指南', 10, [['营销自动化实施指南.pdf', 5_872_025, 'pdf']], '营销自动化从选型、数据打通到首批旅程上线的实施路线，附 12 周项目计划。'],
    ['活动策划清单', 10, [['活动策划清单.docx', 35_840, 'docx']], '一场线下活动从立项到复盘的 60 项检查清单，按活动前、中、后分组。'],
    ['客户画像模板', 10, [['客户画像模板.xlsx', 22_528, 'xlsx']], 'B2B 客户画像的字段模板与填写示例，帮助市场与销售对齐目标客户。'],
    ['云图营销云产品手册', 11, [['云图营销云产品手册.pdf', 3_355_443, 'pdf']], '云图营销云各模块的功能、典型场景与部署方式一览，适合选型评估时阅读。'],
    ['数据平台技术白皮书', 11, [['数据平台技术白皮书.pdf', 9_122_611, 'pdf']], '数据平台的架构、数据安全与开放接口说明，供技术团队评估集成方案。'],
    [`产品报价单（${year} 版）`, 11, [['产品报价单.pdf', 364_544, 'pdf']], '各版本的功能范围与年度订阅价格，含私有化部署的报价说明。'],
    [
      '峰会讲义合集',
      10,
      [
        ['开幕演讲.pptx', 7_340_032, 'pptx'],
        ['圆桌纪要.docx', null, 'docx']
      ],
      '年度峰会的开幕演讲与圆桌讨论纪要，汇总嘉宾分享的实践方法。'
    ],
    ['行业案例集', 10, [['行业案例集.pdf', 901_120, 'pdf']], '零售、制造、教育、医疗四个行业的 16 个客户案例，每个案例附关键指标变化。'],
    ['ROI 测算表', 11, [['ROI 测算表.xlsx', 15_360, 'xlsx']], '填入预算与转化数据即可估算各渠道的投入产出比，附填写说明。'],
    ['品牌视觉规范', 11, [['品牌视觉规范.pdf', 12_582_912, 'pdf']], '云图科技的标志、色彩、字体与版式规范，供合作伙伴制作联合物料时使用。']
  ]
  materials.forEach(([title, category_id, files, about], i) => {
    const key = `material-${i + 1}`
    const mid = addEntity({
      entity_type: 'FILEDOWNLOAD',
      content_type: 6,
      content_key: key,
      title,
      summary: about,
      cover: cover(key),
      category_id,
      label_ids: i % 3 === 0 ? [1, 4] : [3],
      content: `<p>${about}</p>`,
      related_entity_id: i === 8 ? endedId : null
    })
    // Random names: sequential ones (material-1-1.pdf) would let anyone list every file.
    files.forEach(([name, size, ext]) => insert(db, 'files', { entity_data_id: mid, name, url: `/media/file/${token(16)}.${ext}`, size, ext }))
  })
}

/** Customer cases, products (data/products.json) and the custom records (partners 101, jobs 102). */
export function seedCatalogue(addEntity: AddEntity): void {
  /** One record of custom entity `entityId`: `values` fill its fields in order and, joined with “ · ”, make the summary. */
  const customRecord = (entityId: 101 | 102, key: string, title: string, category_id: number, values: string[], content: string) =>
    addEntity({
      entity_type: String(entityId),
      content_type: 0,
      content_key: key,
      title,
      summary: values.join(' · '),
      cover: cover(key),
      category_id,
      label_ids: [],
      content,
      metadata: CUSTOM_FIELDS[entityId].map(([field, label], i) => ({ key: field, label, value: values[i] }))
    })
  const cases = [
    ['华联零售：私域复购率提升 106%', 12],
    ['优选生鲜：社群团购的精细化运营', 12],
    ['远航制造：9 个月销售周期的线索培育', 13],
    ['恒力装备：经销商渠道的数字化协同', 13],
    ['知行教育：活动获客到场率 75%', 12],
    ['康泰医疗：合规学术推广平台', 13]
  ] as const
  cases.forEach(([title, category_id], i) =>
    addEntity({
      entity_type: 'CUSTOMER_CASE',
      content_type: 10,
      content_key: `case-${i + 1}`,
      title,
      summary: `${title.split('：')[1]}。了解他们的做法与成果。`,
      cover: cover(`case-${i + 1}`),
      category_id,
      label_ids: [1],
      content: RICH_ARTICLE_HTML([...introParagraphs('案例'), `${title.split('：')[0]}在上线云图营销云后，获得了显著成效。`]),
      metadata: [
        { key: 'industry', label: '行业', value: category_id === 12 ? '零售消费' : '先进制造' },
        { key: 'scale', label: '企业规模', value: ['1000 人以上', '500-1000 人', '100-500 人'][i % 3] }
      ]
    })
  )
  PRODUCTS.forEach((product, i) =>
    addEntity({
      entity_type: 'PRODUCT_INTRODUCTION',
      content_type: 11,
      content_key: `product-${i + 1}`,
      cover: cover(`product-${i + 1}`),
      ...product,
      content: PARAGRAPHS_HTML([product.summary, '支持私有化部署与开放 API，可与 CRM、企业微信无缝集成。'])
    })
  )
  const partners = [
    ['上海数联信息技术有限公司', 16, '华东', '金牌伙伴', '实施、培训'],
    ['杭州云帆咨询', 16, '华东', '银牌伙伴', '咨询'],
    ['深圳海纳科技', 17, '华南', '金牌伙伴', '实施、运维'],
    ['广州启明数字', 17, '华南', '认证伙伴', '内容代运营']
  ] as const
  partners.forEach(([title, category_id, region, level, services], i) =>
    customRecord(101, `partner-${i + 1}`, title, category_id, [region, level, services], `<p>${title}是云图科技${level}，提供${services}服务。</p>`)
  )
  const jobs = [
    ['高级前端工程师', 18, '上海', '25-40K', '3-5 年'],
    ['数据工程师', 18, '北京', '30-45K', '3-5 年'],
    ['内容营销经理', 19, '上海', '20-30K', '3 年以上']
  ] as const
  jobs.forEach(([title, category_id, city, salary, experience], i) =>
    customRecord(102, `job-${i + 1}`, title, category_id, [city, salary, experience], `<p>岗位职责与任职要求详见面试沟通。工作地点：${city}。</p>`)
  )
}

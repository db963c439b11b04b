import type { Db } from '../db'
import { insert } from './helpers'

/** The fields of the two custom entity types, partners (101) and jobs (102), in order. */
export const CUSTOM_FIELDS = {
  101: [
    ['region', '所在区域'],
    ['level', '伙伴级别'],
    ['services', '服务范围']
  ],
  102: [
    ['city', '工作城市'],
    ['salary', '薪资范围'],
    ['experience', '经验要求']
  ]
} as const

/** The company's service line: the one number every seeded page (about, menu, privacy policy) and the assistant give. */
export const SERVICE_PHONE = '400-820-1234'

/** The company, its labels, content categories and the two custom entity types (partners, jobs). */
export function seedCompany(db: Db): void {
  insert(db, 'company', {
    id: 1,
    name: '云图科技',
    domain: 'localhost',
    mini_app_website_id: 1,
    theme_color: '#2f6bff',
    gradient_color: ['#2f6bff', '#7a4dff'],
    square_logo: '/media/logo/yuntu.png',
    product_name: 'Marketing',
    service_phone: SERVICE_PHONE,
    // A demo appid: the code on pages/app opens this mini-program (weixin://dl/business/ scheme).
    mini_app_id: 'wx2f6b0d3c9e1a7b45'
  })
  for (const [id, name] of [
    [1, '热门'],
    [2, '新品'],
    [3, '干货'],
    [4, '行业报告'],
    [5, '入门'],
    [6, '进阶']
  ] as const)
    insert(db, 'labels', { id, name })
  const cats: [number, string, string][] = [
    [1, '行业洞察', 'ARTICLE'],
    [2, '产品动态', 'ARTICLE'],
    [3, '客户故事', 'ARTICLE'],
    [4, '线下沙龙', 'EVENT'],
    [5, '线上直播', 'EVENT'],
    [6, '入门课程', 'COURSE'],
    [7, '进阶课程', 'COURSE'],
    [8, '产品演示', 'VIDEO'],
    [9, '客户访谈', 'VIDEO'],
    [10, '白皮书', 'FILEDOWNLOAD'],
    [11, '产品手册', 'FILEDOWNLOAD'],
    [12, '零售消费', 'CUSTOMER_CASE'],
    [13, '先进制造', 'CUSTOMER_CASE'],
    [14, '营销云', 'PRODUCT_INTRODUCTION'],
    [15, '数据平台', 'PRODUCT_INTRODUCTION'],
    [16, '华东区', '101'],
    [17, '华南区', '101'],
    [18, '技术类', '102'],
    [19, '市场类', '102']
  ]
  cats.forEach(([id, name, entity_type], i) => insert(db, 'categories', { id, name, entity_type, sort: i }))

  for (const [id, name] of [
    [101, '合作伙伴'],
    [102, '招聘职位']
  ] as const)
    insert(db, 'custom_entities', { id, name, fields: CUSTOM_FIELDS[id].map(([key, label]) => ({ key, label })) })
}

import type { Db } from '../db'
import { avatar, insert } from './helpers'

/** The AI assistant and the lookup tables: enterprises, regions, metadata definitions, tracking parameters. */
export function seedLookups(db: Db): void {
  insert(db, 'ai_assistant', {
    id: 1,
    name: '小云',
    avatar: avatar('小云'),
    welcome: '你好，我是云图科技的 AI 助手小云。可以问我关于产品、活动、课程和行业实践的问题。',
    suggestions: ['最近有什么活动？', '私域运营怎么做？', '营销自动化入门课程', '有哪些零售行业案例？']
  })
  const enterprises: [string, string, string][] = [
    ['云图科技有限公司', '91310000MA1FL0001X', '林晓峰'],
    ['上海云图信息技术有限公司', '91310115MA1HB0002Y', '林晓峰'],
    ['华联零售集团股份有限公司', '91310000132200003A', '王建国'],
    ['远航智能制造有限公司', '91320500MA1MN0004B', '赵志强'],
    ['知行教育科技有限公司', '91110108MA01C0005C', '孙悦'],
    ['康泰医疗器械有限公司', '91440300MA5D00006D', '陈康'],
    ['优选生鲜电子商务有限公司', '91330100MA2H00007E', '周敏'],
    ['恒力装备制造股份有限公司', '91370200MA3C00008F', '郑恒']
  ]
  for (const [name, credit_code, legal_person] of enterprises) insert(db, 'enterprises', { name, credit_code, legal_person })
  const regions: [string, string][] = [
    ['310000', '上海市'],
    ['310100', '上海市'],
    ['310101', '黄浦区'],
    ['310104', '徐汇区'],
    ['310115', '浦东新区'],
    ['110000', '北京市'],
    ['110100', '北京市'],
    ['110105', '朝阳区'],
    ['110108', '海淀区'],
    ['440000', '广东省'],
    ['440100', '广州市'],
    ['440106', '天河区'],
    ['440300', '深圳市'],
    ['440305', '南山区'],
    ['330000', '浙江省'],
    ['330100', '杭州市'],
    ['330106', '西湖区']
  ]
  // Administrative codes: province PP0000, city PPCC00, district PPCCDD; the parent is the code with its last non-zero pair zeroed.
  const parentCode = (code: string) => (code.endsWith('0000') ? null : code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`)
  for (const [code, name] of regions) insert(db, 'addresses', { code, name, parent_code: parentCode(code) })
  for (const [key, label] of [
    ['industry', '行业'],
    ['scale', '企业规模'],
    ['author', '作者'],
    ['readTime', '阅读时长'],
    ['region', '所在区域'],
    ['level', '伙伴级别']
  ])
    insert(db, 'metadata_defs', { key, label, type: 'TEXT' })
  for (const [param_name, param_value] of [
    ['utm_source', 'website'],
    ['utm_scid', ''],
    ['utm_uid', ''],
    ['utm_entity_data_id', '']
  ])
    insert(db, 'track_params', { param_name, param_value })
}

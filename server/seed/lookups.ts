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
  const regions: [string, string, string | null][] = [
    ['310000', '上海市', null],
    ['310100', '上海市', '310000'],
    ['310101', '黄浦区', '310100'],
    ['310104', '徐汇区', '310100'],
    ['310115', '浦东新区', '310100'],
    ['110000', '北京市', null],
    ['110100', '北京市', '110000'],
    ['110105', '朝阳区', '110100'],
    ['110108', '海淀区', '110100'],
    ['440000', '广东省', null],
    ['440100', '广州市', '440000'],
    ['440106', '天河区', '440100'],
    ['440300', '深圳市', '440000'],
    ['440305', '南山区', '440300'],
    ['330000', '浙江省', null],
    ['330100', '杭州市', '330000'],
    ['330106', '西湖区', '330100']
  ]
  for (const [code, name, parent_code] of regions) insert(db, 'addresses', { code, name, parent_code })
  for (const [key, label, type] of [
    ['industry', '行业', 'TEXT'],
    ['scale', '企业规模', 'TEXT'],
    ['author', '作者', 'TEXT'],
    ['readTime', '阅读时长', 'TEXT'],
    ['region', '所在区域', 'TEXT'],
    ['level', '伙伴级别', 'TEXT']
  ])
    insert(db, 'metadata_defs', { key, label, type })
  for (const [param_name, param_value] of [
    ['utm_source', 'website'],
    ['utm_scid', ''],
    ['utm_uid', ''],
    ['utm_entity_data_id', '']
  ])
    insert(db, 'track_params', { param_name, param_value })
}

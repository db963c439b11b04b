import type { Db } from '../db'
import { avatar, insert } from './helpers'
import { seedRegions } from './regions'

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
  seedRegions(db)
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

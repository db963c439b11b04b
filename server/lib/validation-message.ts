/** Chinese messages for Ajv (schema) errors, so no answer carries "must NOT have more than 1000 characters". */
import { CELLPHONE_INVALID, CELLPHONE_PATTERN } from '../../src/shared/phone'

interface AjvErrorLike {
  keyword: string
  instancePath?: string
  params?: Record<string, unknown>
  message?: string
}

/** Names a visitor recognises for the fields the API takes. */
const LABELS: Record<string, string> = {
  nickName: '昵称',
  name: '姓名',
  avatar: '头像',
  email: '邮箱',
  cellphone: '手机号',
  phone: '手机号',
  code: '验证码',
  smsCode: '验证码',
  phoneCode: '验证码',
  company: '公司',
  title: '标题',
  department: '部门',
  address: '地址',
  intro: '简介',
  weChat: '微信号',
  gender: '性别',
  message: '消息',
  content: '内容',
  searchValue: '搜索词',
  keyword: '关键词',
  url: '链接',
  path: '路径',
  page: '页码',
  size: '每页条数',
  id: 'id'
}

const label = (field: string) => (field ? (LABELS[field] ?? field) : '请求')

const typeNames: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值'
}

/** `body/nickName` or `/items/0/name` → the last named segment. */
function fieldOf(error: AjvErrorLike): string {
  const parts = String(error.instancePath ?? '')
    .split('/')
    .filter(p => p && !/^\d+$/.test(p))
  return parts[parts.length - 1] ?? ''
}

/** One Chinese sentence for the first schema error of a request. */
export function validationMessage(errors: AjvErrorLike[] | undefined, context?: string): string {
  const e = errors?.[0]
  if (!e) return '参数错误'
  const p = e.params ?? {}
  const field = fieldOf(e)
  const what = label(field)
  switch (e.keyword) {
    case 'required':
      return `缺少参数 ${String(p.missingProperty ?? '')}`.trim()
    case 'additionalProperties':
      return `不支持的参数 ${String(p.additionalProperty ?? '')}`.trim()
    case 'minLength':
      return Number(p.limit) <= 1 ? `${what}不能为空` : `${what}至少 ${p.limit} 个字符`
    case 'maxLength':
      return `${what}最多 ${p.limit} 个字符`
    case 'pattern':
      // The phone schemas (lib/schema.ts) say what the app says.
      if (String(p.pattern ?? '').endsWith(CELLPHONE_PATTERN.source)) return CELLPHONE_INVALID
      return `${what}格式不正确`
    case 'format':
      return `${what}格式不正确`
    case 'type': {
      const t = String(p.type ?? '')
        .split(',')
        .map(x => typeNames[x] ?? x)
        .join('或')
      return `${what}类型不正确（应为${t}）`
    }
    case 'enum':
    case 'const':
      return `${what}取值无效`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${what}不能小于 ${p.limit}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${what}不能大于 ${p.limit}`
    case 'minItems':
      return `${what}至少 ${p.limit} 项`
    case 'maxItems':
      return `${what}最多 ${p.limit} 项`
    case 'maxProperties':
      return `${what}的字段过多（最多 ${p.limit} 个）`
    case 'anyOf':
    case 'oneOf':
      return `${what === '请求' && context === 'body' ? '请求体' : what}格式不正确`
    default:
      return `${what}无效`
  }
}

import type { FormField } from '../../types/contract'
import type { Db } from '../db'
import { insert } from './helpers'

/** The four forms (summit registration, trial with SMS, survey, course registration); returns the summit form's id. */
export function seedForms(db: Db, upcomingId: number, courseForm: number): number {
  const f = (key: string, label: string, type: FormField['type'], required: boolean, extra: Partial<FormField> = {}): FormField => ({
    key,
    label,
    type,
    required,
    placeholder: extra.placeholder ?? (['RADIO', 'CHECKBOX', 'AGREEMENT', 'DATE', 'REGION', 'IMAGE', 'FILE'].includes(type) ? '' : `请输入${label}`),
    options: extra.options ?? [],
    ...extra
  })
  const agreement = '<p>我已阅读并同意《隐私政策》，同意云图科技就本次活动与我联系。</p>'
  const nameField = f('name', '姓名', 'TEXT', true, { maxLength: 20 })
  const phoneField = f('cellphone', '手机号', 'PHONE', true)
  const agreeField = f('agree', '隐私政策', 'AGREEMENT', true, { agreement })
  // A request is no event: its consent speaks of the request.
  const requestAgreement = '<p>我已阅读并同意《隐私政策》，同意云图科技就本次试用申请与我联系。</p>'
  const summitForm = insert(db, 'forms', {
    id: 1,
    title: '峰会报名',
    description: '请填写真实信息，审核通过后将短信通知。',
    fields: [
      nameField,
      phoneField,
      f('company', '公司名称', 'COMPANY', true),
      f('title', '职位', 'TEXT', false, { maxLength: 30 }),
      f('email', '邮箱', 'EMAIL', false),
      f('industry', '所属行业', 'RADIO', true, { options: ['零售消费', '先进制造', '教育', '医疗', '其他'] }),
      f('interests', '感兴趣的议题', 'CHECKBOX', false, { options: ['内容营销', '私域运营', '营销自动化', '数据分析'] }),
      agreeField
    ],
    sms_verify: 0,
    content_entity_id: upcomingId,
    submit_text: '提交报名',
    success_text: '报名成功，请等待审核'
  })
  insert(db, 'forms', {
    id: 2,
    title: '产品试用申请',
    description: '填写后顾问将在 1 个工作日内联系你（需短信验证手机号）。',
    fields: [
      nameField,
      phoneField,
      f('email', '邮箱', 'EMAIL', true),
      f('company', '公司名称', 'COMPANY', true),
      // A conditional field (extension conditionalFields): 公司规模 is asked, and required, of 企业用户 only.
      f('identity', '身份', 'RADIO', false, { options: ['个人用户', '企业用户'] }),
      f('employees', '公司规模', 'NUMBER', true, { min: 1, max: 100000, placeholder: '请输入公司人数', showWhen: { key: 'identity', equals: '企业用户' } }),
      f('role', '你的角色', 'RADIO', true, { options: ['市场', '销售', '管理层', 'IT'] }),
      f('modules', '想试用的模块', 'CHECKBOX', true, { options: ['活动中心', '内容中心', '推广中心', '数据平台', 'AI 助手'] }),
      f('date', '期望演示日期', 'DATE', false, { fromToday: true }),
      f('region', '所在地区', 'REGION', false),
      f('needs', '需求描述', 'TEXTAREA', false, { maxLength: 500 }),
      f('card', '名片照片', 'IMAGE', false),
      f('attachment', '需求文档', 'FILE', false),
      f('agree', '隐私政策', 'AGREEMENT', true, { agreement: requestAgreement })
    ],
    sms_verify: 1,
    content_entity_id: null,
    submit_text: '申请试用',
    success_text: '顾问将在 1 个工作日内联系你'
  })
  insert(db, 'forms', {
    id: 3,
    title: '活动满意度调查',
    description: '感谢参加，花 1 分钟告诉我们你的感受。',
    fields: [
      f('score', '整体满意度（1-10）', 'NUMBER', true, { min: 1, max: 10 }),
      f('best', '最喜欢的环节', 'RADIO', true, { options: ['主题演讲', '圆桌讨论', '产品体验', '抽奖互动'] }),
      f('topics', '希望下次听到的议题', 'CHECKBOX', false, { options: ['AI 营销', '私域', '数据', '出海'] }),
      f('advice', '其他建议', 'TEXTAREA', false, { maxLength: 300 })
    ],
    sms_verify: 0,
    content_entity_id: null,
    submit_text: '提交',
    success_text: '感谢你的反馈！'
  })
  const courseFormId = insert(db, 'forms', {
    id: 4,
    title: '训练营报名',
    description: '报名后即可开始学习。',
    fields: [nameField, phoneField, f('company', '公司名称', 'COMPANY', false)],
    sms_verify: 0,
    content_entity_id: courseForm,
    submit_text: '立即报名',
    success_text: '报名成功，开始学习吧'
  })
  db.prepare('UPDATE entity_data SET register_form_id = ? WHERE id = ?').run(summitForm, upcomingId)
  db.prepare('UPDATE entity_data SET register_form_id = ? WHERE id = ?').run(courseFormId, courseForm)
  return summitForm
}

import type { FormField } from '../../types/contract'
import type { Db } from '../db'
import type { DemoEvents } from './content'
import { at, bj, cover, DAY, insert, type AddEntity } from './helpers'
import { DEMO, type DemoPeople } from './people'

/** The claim link's secret of the demo's open ticket transfer (a real one is random). */
export const DEMO_TRANSFER_TOKEN = 'de300000000000000000000000000001'

/** The demo's full event (content key), so tests and docs can find it. */
const FULL_EVENT_KEY = 'event-roundtable'

/**
 * What the self-service extensions of issue #29 show in the demo: a full event with people on its waitlist,
 * a registration its attendee changed while it waits for audit (the audit screen's 已修改), and the member's
 * reminder subscriptions (their reminders come 24 h and 1 h before those events start); (ticketTransfer) a roundtable
 * seat its holder is giving to the member; and (groupRegistration) a group 李娜 registered for the summit.
 */
export function seedSelfService(db: Db, addEntity: AddEntity, events: DemoEvents, people: DemoPeople): void {
  const { others, memberId } = people
  // Full: six seats, six registrations (the colleague 周杰 holds one, so a journey can give it back).
  const eventId = addEntity({
    entity_type: 'EVENT',
    content_type: 5,
    content_key: FULL_EVENT_KEY,
    title: 'CMO 闭门圆桌（上海 · 限 6 席）',
    summary: '6 位品牌负责人围桌交流年度预算与团队分工，名额已满，可加入候补。',
    cover: cover(FULL_EVENT_KEY),
    category_id: 4,
    label_ids: [1],
    content: '<p>小范围闭门交流，不设直播与录像。名额已满时可加入候补：有人取消后，系统按候补顺序为你保留名额并通知你。</p>',
    start_time: bj(7, '12:00'),
    end_time: bj(7, '14:00'),
    address: '上海市徐汇区漕河泾开发区宜山路 700 号 B2 栋 18F',
    city: '上海',
    capacity: 6,
    needs_audit: 0
  })
  const field = (key: string, label: string, type: FormField['type'], required: boolean, extra: Partial<FormField> = {}): FormField => ({
    key,
    label,
    type,
    required,
    placeholder: type === 'AGREEMENT' ? '' : `请输入${label}`,
    options: [],
    ...extra
  })
  const formId = insert(db, 'forms', {
    title: '闭门圆桌报名',
    description: '名额有限，报名即占座；如不能出席请在门票页取消，名额会自动让给候补的人。',
    fields: [
      field('name', '姓名', 'TEXT', true, { maxLength: 20 }),
      field('cellphone', '手机号', 'PHONE', true),
      field('company', '公司名称', 'COMPANY', true),
      field('title', '职位', 'TEXT', false, { maxLength: 30 }),
      field('agree', '隐私政策', 'AGREEMENT', true, { agreement: '<p>我已阅读并同意《隐私政策》，同意云图科技就本次活动与我联系。</p>' })
    ],
    sms_verify: 0,
    content_entity_id: eventId,
    submit_text: '提交报名',
    success_text: '报名成功'
  })
  db.prepare('UPDATE entity_data SET register_form_id = ? WHERE id = ?').run(formId, eventId)

  const colleague = db.prepare('SELECT id, name, company FROM accounts WHERE cellphone = ?').get(DEMO.colleague) as {
    id: number
    name: string
    company: string
  }
  const seated: [number, string, string, string][] = [
    [colleague.id, colleague.name, DEMO.colleague, colleague.company],
    ...others.slice(0, 5).map((id, i): [number, string, string, string] => {
      const row = db.prepare('SELECT name, cellphone, company FROM accounts WHERE id = ?').get(id) as { name: string; cellphone: string; company: string }
      return [id, row.name, row.cellphone, `${row.company}${i % 2 ? '集团' : ''}`]
    })
  ]
  seated.forEach(([accountId, name, cellphone, company], i) => {
    const values = { name, cellphone, company, agree: true }
    const attendeeId = insert(db, 'attendees', {
      event_id: eventId,
      account_id: accountId,
      name,
      cellphone,
      company,
      title: '市场负责人',
      audit_status: 'APPROVED',
      created_at: at(-5, i),
      form_values: values
    })
    const ticketId = insert(db, 'tickets', { attendee_id: attendeeId, code: `RT${String(200000 + i * 7127).slice(-6)}` })
    insert(db, 'form_submissions', { form_id: formId, account_id: accountId, form_values: values, created_at: at(-5, i), ticket_id: ticketId })
  })
  // Two people in line, oldest first.
  const now = Date.now()
  insert(db, 'waitlist_entries', { event_id: eventId, account_id: others[6], status: 'WAITING', created_at: now - 2 * DAY })
  insert(db, 'waitlist_entries', { event_id: eventId, account_id: others[7], status: 'WAITING', created_at: now - DAY })

  // 陈晨 (waiting for audit on the summit) corrected her company and industry after registering.
  const chen = db.prepare("SELECT id, form_values FROM attendees WHERE event_id = ? AND cellphone = '13900000002'").get(events.upcomingId) as
    { id: number; form_values: string } | undefined
  if (chen) {
    const before = JSON.parse(chen.form_values) as Record<string, unknown>
    const after = { ...before, company: '知行教育科技集团', industry: '教育' }
    db.prepare('UPDATE attendees SET company = ?, form_values = ? WHERE id = ?').run(after.company, JSON.stringify(after), chen.id)
    insert(db, 'attendee_edits', {
      attendee_id: chen.id,
      account_id: others[2],
      before_values: before,
      after_values: after,
      edited_at: at(-1)
    })
  }

  // The member asked for reminders of the summit and the live broadcast.
  for (const id of [events.upcomingId, events.liveId]) {
    insert(db, 'event_subscriptions', { account_id: memberId, event_id: id, template_ids: [] })
  }

  seedDemoGroup(db, events, people)

  // The sixth roundtable seat is being given to the member (ticketTransfer): an open transfer whose claim link
  // (pages/account/tickets/claim/index?token=DEMO_TRANSFER_TOKEN) the member opens and claims with an SMS code.
  const giver = db
    .prepare(
      'SELECT a.id, a.account_id, a.name, a.cellphone, t.id AS ticket_id FROM attendees a JOIN tickets t ON t.attendee_id = a.id WHERE a.event_id = ? AND a.account_id = ?'
    )
    .get(eventId, others[4]) as { id: number; account_id: number; name: string; cellphone: string; ticket_id: number } | undefined
  const member = db.prepare('SELECT name, cellphone FROM accounts WHERE id = ?').get(memberId) as { name: string; cellphone: string }
  if (giver) {
    insert(db, 'ticket_transfers', {
      ticket_id: giver.ticket_id,
      event_id: eventId,
      attendee_id: giver.id,
      from_account_id: giver.account_id,
      from_name: giver.name,
      from_cellphone: giver.cellphone,
      to_name: member.name,
      to_cellphone: member.cellphone,
      token: DEMO_TRANSFER_TOKEN,
      status: 'PENDING',
      created_at: now - DAY / 4,
      expires_at: now + 2 * DAY
    })
  }
}

/**
 * 李娜's group for the summit (groupRegistration): two people of a partner company she registered in one go, approved
 * by a colleague (nobody audits what they registered on someone's behalf, and 李娜 is the demo's auditor); neither
 * has an account, so their tickets are kept in hers (我的门票 › 团体报名). Not the member's: the journeys and tests
 * register the member's own group for the summit.
 */
function seedDemoGroup(db: Db, events: DemoEvents, people: DemoPeople): void {
  const shared = { company: '远航制造', agree: true }
  const leader = people.promoterAccount
  const created = Date.now() - 2 * DAY
  const formId = db.prepare('SELECT register_form_id FROM entity_data WHERE id = ?').pluck().get(events.upcomingId) as number
  const groupId = insert(db, 'group_registrations', {
    event_id: events.upcomingId,
    form_id: formId,
    leader_account_id: leader,
    shared_values: shared,
    promoter_id: null,
    idempotency_key: null,
    created_at: created
  })
  const members: [string, string, string][] = [
    ['郑浩', '13700001001', '采购总监'],
    ['冯雪', '13700001002', 'IT 经理']
  ]
  members.forEach(([name, cellphone, title], i) => {
    const values = { name, cellphone, title, industry: '先进制造', ...shared }
    const attendeeId = insert(db, 'attendees', {
      event_id: events.upcomingId,
      account_id: leader,
      name,
      cellphone,
      company: shared.company,
      title,
      audit_status: 'APPROVED',
      created_at: new Date(created).toISOString(),
      form_values: values,
      behalf_by: leader
    })
    const ticketId = insert(db, 'tickets', { attendee_id: attendeeId, code: `GR${String(300000 + i * 6113).slice(-6)}` })
    insert(db, 'group_registration_members', {
      group_id: groupId,
      attendee_id: attendeeId,
      ticket_id: ticketId,
      name,
      cellphone,
      status: 'ACTIVE',
      created_at: created
    })
  })
}

import Database from 'better-sqlite3'
import assert from 'node:assert/strict'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import type { FormField, Ticket } from '../../types/contract'
import { apiKeyOf, body, idOf, present, serverPerSuite, tokenFor, uploaded, type TestServer } from './helpers'

/**
 * A ticket's entry code and its registered answers, on a real temporary database: a registration waiting for
 * audit gets no signed QR, from the ticket or from 我的门票; its answers come labelled by the event's form.
 */
describe('the ticket of a registration waiting for audit', () => {
  /** Seeded: waiting for audit on the summit, a phone the fixed demo code signs in. */
  const WAITING = '13900000002'
  let s: TestServer
  let visitor: Record<string, string>
  let summit = 0
  /** The tests set audit states and stored answers directly: the audit and the form are not what they test. */
  let write: Database.Database

  serverPerSuite(async server => {
    s = server
    visitor = await tokenFor(s.app, WAITING)
    summit = idOf(s.db, 'event-summit')
    write = new Database(path.join(s.dir, 'app.sqlite'))
  })
  after(() => write?.close())

  const get = async <T>(url: string) => body<T>(await s.app.inject({ url, headers: visitor }))
  const attendeeId = () => s.db.prepare('SELECT id FROM attendees WHERE event_id = ? AND cellphone = ?').pluck().get(summit, WAITING) as number
  const ticketId = () => s.db.prepare('SELECT id FROM tickets WHERE attendee_id = ?').pluck().get(attendeeId()) as number
  const setAudit = (status: string) => write.prepare('UPDATE attendees SET audit_status = ? WHERE id = ?').run(status, attendeeId())
  const summitTicket = async () => present((await get<Ticket[]>('/api/ca/v1/bagevent/attendee/getSuccessByCellphone')).data.find(t => t.eventId === summit))

  it('hands out no entry QR until the registration is approved', async () => {
    setAudit('PENDING')
    const ticket = await get<Ticket>(`/api/ca/v1/bagevent/attendee/ticket/${ticketId()}`)
    assert.equal(ticket.code, 200, ticket.message)
    assert.equal(ticket.data.auditStatus, 'PENDING')
    assert.equal(ticket.data.qrCode, null)
    assert.equal((await summitTicket()).qrCode, null)

    setAudit('REJECTED')
    assert.equal((await get<Ticket>(`/api/ca/v1/bagevent/attendee/ticket/${ticketId()}`)).data.qrCode, null)

    setAudit('APPROVED')
    const approved = (await get<Ticket>(`/api/ca/v1/bagevent/attendee/ticket/${ticketId()}`)).data
    assert.match(present(approved.qrCode), /^\/api\/open\/qrCode\/gen\?content=.+&s=[0-9a-f]{16}$/)
    assert.equal((await s.app.inject(present(approved.qrCode))).statusCode, 200)
    setAudit('PENDING')
  })

  it('shows the registered answers under the form’s labels: hidden, empty and the agreement left out', async () => {
    const formId = s.db.prepare('SELECT id FROM forms WHERE content_entity_id = ?').pluck().get(summit) as number
    const fields = JSON.parse(s.db.prepare('SELECT fields FROM forms WHERE id = ?').pluck().get(formId) as string) as FormField[]
    const extra: FormField[] = [
      { key: 'licence', label: '营业执照', type: 'FILE', required: false, placeholder: '', options: [] },
      { key: 'size', label: '公司规模', type: 'TEXT', required: false, placeholder: '', options: [], showWhen: { key: 'industry', equals: '教育' } },
      { key: 'region', label: '所在地区', type: 'REGION', required: false, placeholder: '', options: [] }
    ]
    write.prepare('UPDATE forms SET fields = ? WHERE id = ?').run(JSON.stringify([...fields, ...extra]), formId)
    const file = await uploaded(s.app, apiKeyOf(s.db, WAITING), '营业执照.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))
    const values = {
      name: '刘洋',
      cellphone: WAITING,
      company: '知行教育',
      title: '',
      industry: '零售消费',
      interests: ['私域运营', '数据分析'],
      agree: true,
      licence: file.url,
      size: '50 人以下',
      region: ['四川省', '成都市', '武侯区']
    }
    write.prepare('UPDATE attendees SET form_values = ? WHERE id = ?').run(JSON.stringify(values), attendeeId())

    const ticket = (await get<Ticket>(`/api/ca/v1/bagevent/attendee/ticket/${ticketId()}`)).data
    assert.deepEqual(ticket.answers, [
      { label: '姓名', value: '刘洋' },
      { label: '手机号', value: '139****0002' },
      { label: '公司名称', value: '知行教育' },
      { label: '所属行业', value: '零售消费' },
      { label: '感兴趣的议题', value: '私域运营、数据分析' },
      { label: '营业执照', value: '营业执照.pdf' },
      { label: '所在地区', value: '四川省 / 成都市 / 武侯区' }
    ])
  })
})

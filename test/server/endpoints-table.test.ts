import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type { InjectOptions } from 'fastify'
import type { Envelope, GroupRegistration, InteractionPointCode, LoginResult } from '../../types/contract'
import { body, idOf, login, MEMBER, present, PROMOTER, serverPerSuite, sessionCookie, type TestServer } from './helpers'

/** Whether a parsed answer has the envelope's shape: {code: number, data, message: string}. */
function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('data' in value)) return false
  const { code, message } = value as { code?: unknown; message?: unknown }
  return typeof code === 'number' && typeof message === 'string'
}

/** One row of docs/endpoints.md. */
interface Row {
  method: 'GET' | 'POST'
  path: string
  line: string
  needsAuth: boolean
}

/** Every `| METHOD /path ... |` row of the endpoint table. */
export function parseEndpoints(markdown: string): Row[] {
  const rows: Row[] = []
  for (const line of markdown.split('\n')) {
    const m = /^\|\s*(GET|POST)\s+(\/[^\s?(|]*)/.exec(line)
    if (m) rows.push({ method: m[1] as Row['method'], path: m[2], line: line.trim(), needsAuth: /\[(auth|promoter)\]/.test(line) })
  }
  return rows
}

type Who = 'promoter' | 'member' | 'visitor' | 'none' | string
interface Fixture {
  query?: string
  body?: InjectOptions['payload']
  as?: Who
  params?: Record<string, string | number>
  kind?: 'envelope' | 'png' | 'html' | 'sse' | 'redirect' | 'csv' | 'calendar'
  code?: number
  headers?: Record<string, string>
  /** Computed just before the request (may use earlier answers through the DB). */
  prepare?: () => Promise<Partial<Fixture>> | Partial<Fixture>
}

const docs = fs.readFileSync(path.resolve(__dirname, '../../docs/endpoints.md'), 'utf8')
const rows = parseEndpoints(docs)

describe('docs/endpoints.md and the server agree', () => {
  let s: TestServer
  const tokens = new Map<string, Record<string, string>>()
  let promoterCookie = ''
  let uc = ''
  let ids: Record<string, number>
  /** The promoter's own call, made while preparing another row: its answer's data. */
  const promoterCalls = async <T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    body<T>(await s.app.inject({ method, url, headers: tokens.get('promoter'), ...(payload ? { payload } : {}) })).data

  serverPerSuite(async server => {
    s = server
    const page = await s.app.inject({
      method: 'POST',
      url: '/web/ca/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cellphone=${PROMOTER}&code=123456&returnUrl=%2Fweb%2Fh%2F`
    })
    promoterCookie = sessionCookie(page)
    const p = body<LoginResult>(
      await s.app.inject({ method: 'POST', url: '/api/ca-open/v1/companyAccount/wxh5/login', headers: { cookie: promoterCookie } })
    ).data
    tokens.set('promoter', { 'authorization-ca': p.account.accountKey })
    uc = present(p.ucToken, 'the promoter UC token')
    for (const phone of [MEMBER, '13900000002'])
      tokens.set(phone === MEMBER ? 'member' : phone, { 'authorization-ca': (await login(s.app, phone)).account.accountKey })
    tokens.set('visitor', { 'authorization-ca': (await login(s.app)).account.accountKey })
    tokens.set('none', {})
    ids = {
      upcoming: idOf(s.db, 'event-summit'),
      ongoing: idOf(s.db, 'event-openday'),
      bag: idOf(s.db, 'event-bagevent'),
      course: idOf(s.db, 'course-automation'),
      paidArticle: idOf(s.db, 'article-paid'),
      article: idOf(s.db, 'article-1')
    }
  })

  const fixtures = (): Record<string, Fixture> => {
    const pending = () =>
      s.db.prepare("SELECT id FROM attendees WHERE event_id = ? AND audit_status = 'PENDING' ORDER BY id LIMIT 1").pluck().get(ids.upcoming) as number
    const anyAttendee = () =>
      s.db.prepare('SELECT id FROM attendees WHERE event_id = ? AND promoter_id IS NOT NULL ORDER BY id LIMIT 1').pluck().get(ids.upcoming) as number
    // A ticket of the member that can still be cancelled (not checked in, event not over).
    const memberTicket = () =>
      s.db
        .prepare(
          `SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id JOIN accounts c ON c.id = a.account_id JOIN entity_data e ON e.id = a.event_id
           WHERE c.cellphone = ? AND a.checkin_status = 'NOT_CHECKED_IN' AND e.end_time > ? ORDER BY t.id DESC LIMIT 1`
        )
        .pluck()
        .get(MEMBER, new Date().toISOString()) as number
    const memberSummitTicket = () =>
      s.db
        .prepare('SELECT t.id FROM tickets t JOIN attendees a ON a.id = t.attendee_id WHERE a.event_id = ? AND a.cellphone = ?')
        .pluck()
        .get(ids.upcoming, MEMBER) as number
    const lastTransferToken = () => s.db.prepare('SELECT token FROM ticket_transfers ORDER BY id DESC LIMIT 1').pluck().get() as string
    // The member's group for the summit (groupRegistration), registered the first time a row needs it.
    const groupShared = { company: '华联零售集团', agree: true }
    const groupPerson = (name: string, cellphone: string) => ({ values: { name, cellphone, industry: '零售消费' } })
    let group: GroupRegistration | null = null
    const memberGroup = async (): Promise<GroupRegistration> => {
      if (group) return group
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/ca/v1/event/${ids.upcoming}/group`,
        headers: tokens.get('member'),
        payload: { shared: groupShared, members: [groupPerson('李雷', '13700008801'), groupPerson('韩梅梅', '13700008802')] }
      })
      group = present(body<GroupRegistration>(res).data, "the member's group")
      return group
    }
    let bindCode = ''
    let verifyCode = ''
    return {
      'POST /api/ca-open/v1/companyAccount/wxh5/login': { as: 'none', headers: { cookie: '' }, prepare: () => ({ headers: { cookie: promoterCookie } }) },
      'POST /api/ca-open/v1/companyAccount/logout': { as: 'visitor' },
      'GET /api/open/v1/company/companyInfo': { as: 'none' },
      'GET /api/open/v1/extensions': { as: 'none' },
      'GET /api/ca-open/v1/promote/funnel': { query: 'days=7' },
      'POST /api/open/v1/companyAccount/init': { body: { ocuid: 1, trackParams: [{ paramName: 'utm_source', paramValue: 'poster' }] } },
      'GET /api/open/v1/getCurrentCompanyAccount': {},
      'GET /api/ca/v1/event/checkAddCpUser': { prepare: () => ({ query: `eventId=${ids.upcoming}` }), code: 209 },
      'GET /api/ca-open/v1/companyAccount/info': {},
      'GET /api/ca-open/v1/companyAccount/trackParams': { as: 'none' },
      'GET /api/open/auth/code': { as: 'none', query: 'account=13800000009&type=0' },
      'POST /api/open/v1/wx/verifyCellphone': {
        body: { code: '123456', phoneCode: PROMOTER },
        prepare: () => ({})
      },
      'POST /api/open/v1/wx/bindCellphone': {
        prepare: async () => {
          bindCode = (
            await promoterCalls<{ verified: boolean; bindCode: string }>('POST', '/api/open/v1/wx/verifyCellphone', { code: '123456', phoneCode: PROMOTER })
          ).bindCode
          return { query: `code=${bindCode}&appId=web&bind=true` }
        }
      },
      'POST /api/ca-open/v1/companyAccount/updateInfos': { body: { nickName: '李娜', title: '渠道经理' } },
      'GET /api/open/v1/website/{id}/info': { as: 'none', params: { id: 1 } },
      'GET /api/open/v1/website/{id}/menu': { as: 'none', params: { id: 1 } },
      'GET /api/open/v1/popup/fetchPopupPush': { as: 'none', query: 'platform=MINI_PROGRAM' },
      'GET /api/open/v1/account/miniappPhoneVerifyQrCode': {},
      'GET /api/open/v1/account/verifyResult': {
        prepare: async () => {
          verifyCode = (await promoterCalls<{ code: string; qrCode: string }>('GET', '/api/open/v1/account/miniappPhoneVerifyQrCode')).code
          return { query: `code=${verifyCode}` }
        }
      },
      'POST /api/open/v1/wx/minapp/mainDomain/{appId}': { as: 'none', params: { appId: 'wx8a1b2c3d4e5f6a7b' } },
      'GET /api/open/v1/douyin/mainDomain/{appId}': { as: 'none', params: { appId: 'tt1234' } },
      'POST /api/open/v1/wx/minapp/loginV1': { as: 'none', body: { code: 'wx-code' } },
      'POST /api/open/v1/douyin/login': { as: 'none', body: { code: 'dy-code' } },
      'POST /api/open/v1/wx/businessMiniApp/loginUcByWeixinCellphoneAndCode': { as: 'none', body: { cellphone: PROMOTER, code: '123456' } },
      // Only links to this site or codes the server signed are drawn (a link to the host asked).
      'GET /api/open/qrCode/gen': { as: 'none', query: `content=${encodeURIComponent('http://localhost/web/h/')}`, kind: 'png' },
      // 添加到日历's file of a ticket's event (public: no entry code in it).
      'GET /web/h/calendar/event/{file}': { as: 'none', prepare: () => ({ params: { file: `${ids.upcoming}.ics` }, query: 'ticket=1' }), kind: 'calendar' },
      'GET /order/pay/submitCa': {
        as: 'none',
        kind: 'html',
        // The buyer's session (the pay page serves only the order's owner).
        prepare: async () => {
          const page = await s.app.inject({
            method: 'POST',
            url: '/web/ca/login',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `cellphone=${MEMBER}&code=123456`
          })
          const no = s.db
            .prepare("SELECT o.order_no FROM orders o JOIN accounts a ON a.id = o.account_id WHERE o.pay_status = 'WAIT_PAY' AND a.cellphone = ? LIMIT 1")
            .pluck()
            .get(MEMBER)
          return { headers: { cookie: sessionCookie(page) }, query: `orderNumber=${no}&redirectUrl=%2Fweb%2Fh%2F` }
        }
      },
      'GET /web/ca/login': { as: 'none', query: 'returnUrl=%2Fweb%2Fh%2F', kind: 'html' },

      'GET /api/open/ca/v1/businessCard/getBusinessCardByCompanyUserId': { query: 'companyUserId=1' },
      'GET /api/open/ca/v1/businessCard/getBrowsedRecord/{id}': { params: { id: 1 } },
      'GET /api/open/ca/v1/businessCard/digitalAssets/directory': { as: 'none', query: 'directoryId=1&page=1' },
      'GET /api/open/ca/v1/businessCard/loadBusinessPosterTemplates': { as: 'none' },
      'POST /api/open/ca/v1/businessCard/posterDownload': { query: 'businessCardId=1&freeMarkerTemplateId=4' },
      'GET /api/open/ca/v1/businessCard/getCompanyBusinessCardTemplate': { as: 'none' },
      'GET /api/open/v1/asset/list': { as: 'none', query: 'dirId=1&size=1000' },
      'GET /api/uc/v1/colleagues': { prepare: () => ({ headers: { 'authorization-uc': uc } }) },
      'POST /api/uc/v1/businessCard/save': {
        body: { name: '李娜', title: '高级渠道经理', intro: '欢迎交流' },
        prepare: () => ({ headers: { 'authorization-uc': uc } })
      },

      'GET /api/open/v1/entityData/entityDataList': { as: 'none', query: 'entityType=ARTICLE&page=1&size=10' },
      'GET /api/open/v1/entityData/listCategories': { as: 'none', query: 'entityType=ARTICLE' },
      'GET /api/open/v1/entityData/entityDataDetail/{id}': { prepare: () => ({ params: { id: ids.article } }) },
      'POST /api/open/v1/entityData/view/{id}': { as: 'none', prepare: () => ({ params: { id: ids.article } }) },
      'GET /api/open/v1/entityData/metadata': { as: 'none', prepare: () => ({ query: `entityDataId=${ids.article}` }) },
      'GET /api/open/v1/entityData/getCourseDetail/{id}': { prepare: () => ({ params: { id: ids.course } }) },
      'GET /api/open/v1/content/searchableEntityList': { as: 'none' },
      'GET /api/open/v1/content/customEntity/list': { as: 'none' },
      'GET /api/open/v1/speaker/list': { as: 'none', prepare: () => ({ query: `size=1000&entityDataId=${ids.upcoming}` }) },
      'GET /api/open/v1/website/miniapp/template/{id}': { as: 'none', params: { id: 2 } },
      'GET /api/open/v1/event/bagevent/eventList': { as: 'none' },
      'GET /api/open/v1/event/bagevent/singleEvent/{id}': { as: 'none', prepare: () => ({ params: { id: ids.bag } }) },
      'GET /api/open/v1/metadata/list': { as: 'none' },
      'GET /api/open/website/module/moduleData/{id}': { as: 'none', params: { id: 3 } },
      'GET /api/open/address/list': { as: 'none', query: 'code=310000' },
      'GET /api/open/v1/common/enterpriseInfo/searchByName': { as: 'none', query: `name=${encodeURIComponent('云图')}` },
      'GET /api/open/v1/shortLink/showInfo': { as: 'none', query: 'keyword=summit' },
      'GET /api/open/wx/api/signature': { as: 'none', query: `url=${encodeURIComponent('http://localhost/web/h/')}` },

      'GET /api/ca/v1/personalCenter/attendanceRecord': { as: 'member', query: 'page=1&size=10' },
      'GET /api/ca/v1/personalCenter/resources': { as: 'member', query: 'page=1&size=10' },
      'GET /api/ca/v1/personalCenter/currentAccountInfo': {},
      'POST /api/ca/v1/community/favor/collectionCourse/{id}': { prepare: () => ({ params: { id: ids.course } }) },
      'GET /api/ca/v1/course/owned': { as: 'member' },
      'POST /api/ca/v1/community/entityData/signup/{id}': { prepare: () => ({ params: { id: ids.ongoing } }) },
      'POST /api/ca-open/v1/entityData/star/{id}': { prepare: () => ({ params: { id: ids.article } }) },
      'GET /api/ca-open/v1/entityData/favor/list': { as: 'member', query: 'page=1&size=1000' },
      'GET /api/ca-open/v1/entityData/{id}/hasInteractiveData': {
        as: 'member',
        code: 209,
        query: 'favorKey=ENTITY_DATA_STAR',
        prepare: () => ({ params: { id: ids.article } })
      },
      'GET /api/ca/v1/bagevent/attendee/getSuccessByCellphone': { as: 'member' },
      'GET /api/ca/v1/bagevent/attendee/ticket/{ticketId}': { as: 'member', params: { ticketId: 1 } },
      'GET /api/ca-open/v1/notice/list': { as: 'member', query: 'page=1&size=10' },
      'POST /api/ca-open/v1/notice/read/{id}': { as: 'member', params: { id: 2 } },
      'GET /api/ca-open/v1/popup/salePopup': { as: 'none' },
      'GET /api/ca-open/v1/popup/miniprogram/list': { as: 'none' },
      'GET /api/ca/v1/event/checkinStatistic': {},

      'GET /api/open/v1/account/getFormById': { as: 'none', query: 'id=2' },
      'POST /api/open/v1/account/submitSurvey': { query: 'websiteFormId=3', body: { values: { score: 9, best: '主题演讲' }, idempotencyKey: 'table-1' } },
      'POST /api/open/v1/account/verification': { as: 'none', query: 'websiteFormId=2', body: { cellphone: '13800000008' } },
      'GET /api/ca-open/v1/companyAccount/form/submitted': { query: 'websiteFormId=3', code: 209 },
      'POST /api/open/v1/account/form/behalfSubmit': {
        prepare: () => ({
          body: {
            websiteFormId: 1,
            submitFormType: 'REGISTER_EVENT',
            contentEntityId: ids.upcoming,
            values: { name: '郑爽', cellphone: '13700000001', company: '恒力装备', industry: '先进制造', agree: true }
          }
        })
      },
      'POST /api/open/v1/account/form/modifyProfileData': { body: { values: { title: '总监' } }, prepare: () => ({ query: `attendeeId=${anyAttendee()}` }) },

      'POST /api/ca/v1/event/{id}/attendee/checkInByPhone': { body: { cellphone: '13900000003' }, prepare: () => ({ params: { id: ids.ongoing } }) },
      'POST /api/ca/v1/event/{id}/attendee/checkIn': { body: { name: '黄磊', cellphone: '13900000004' }, prepare: () => ({ params: { id: ids.ongoing } }) },
      'POST /api/ca/v1/event/{id}/attendee/signOut': { body: { cellphone: '13900000000' }, prepare: () => ({ params: { id: ids.ongoing } }) },
      'POST /api/ca/v1/event/{id}/subscribeNotice': { body: { templateIds: ['tpl-start'] }, prepare: () => ({ params: { id: ids.upcoming } }) },
      'POST /api/ca/v1/event/attendee/batchAudit': { prepare: () => ({ body: { eventId: ids.upcoming, attendeeIds: [pending()], auditType: 'APPROVE' } }) },
      'GET /api/ca/v1/event/attendee/info': { prepare: () => ({ query: `attendeeId=${anyAttendee()}` }) },
      'POST /api/ca/v1/event/ticket/{ticketId}/cancel': { as: 'member', prepare: () => ({ params: { ticketId: memberTicket() } }) },
      'GET /api/ca/v1/event/ticket/{ticketId}/cancelled': {
        as: 'member',
        prepare: () => ({ params: { ticketId: s.db.prepare('SELECT ticket_id FROM cancelled_tickets ORDER BY id DESC LIMIT 1').pluck().get() as number } })
      },
      'GET /api/ca/v1/event/ticket/cancelledList': { as: 'member' },
      'GET /api/open/v1/event/addCpUserCode': { as: 'none', prepare: () => ({ query: `eventId=${ids.upcoming}` }) },
      'GET /api/open/v1/entitySubscribeMpQrCode': { as: 'none', prepare: () => ({ query: `id=${ids.article}&trackType=article` }) },

      'GET /api/ca-open/v1/share/loadShareTemplates': { as: 'none' },
      'POST /api/ca-open/v1/share/genPoster': { prepare: () => ({ body: { templateId: 1, entityDataId: ids.article } }) },
      'GET /api/ca-open/v1/share/maPosterImg/{entityDataId}/{templateId}': { prepare: () => ({ params: { entityDataId: ids.article, templateId: 2 } }) },

      'GET /api/ca-open/v1/promote/getMyPromotionUrl': { prepare: () => ({ query: `eventId=${ids.upcoming}` }) },
      'GET /api/ca-open/v1/promote/getMyPromotionPageViewData': {},
      'GET /api/ca-open/v1/promote/myPromotionViewData': { query: 'days=7' },
      'GET /api/ca-open/v1/promote/myPromotionViewDetail': { query: 'page=1&size=10' },
      'GET /api/ca-open/v1/promote/select/numberOfApplicants/{eventId}': { code: 209, prepare: () => ({ params: { eventId: ids.upcoming } }) },
      'GET /api/ca-open/v1/promote/getPromotionAccessCount': { code: 209 },
      'GET /api/ca-open/v1/promote/{eventId}/submit/list': { query: 'page=1&size=10', prepare: () => ({ params: { eventId: ids.upcoming } }) },
      'GET /api/ca-open/v1/promote/getApplicantsList/{eventId}': {
        query: 'page=1&size=10&auditStatus=PENDING',
        prepare: () => ({ params: { eventId: ids.upcoming } })
      },
      'GET /api/ca-open/v1/promote/getAccessList': { query: 'page=1&size=10' },
      'GET /api/ca-open/v1/promote/campaigns': {},
      'GET /api/ca-open/v1/promote/tasks': {},
      'GET /api/open/v1/promotionEvent/rank': { prepare: () => ({ query: `eventId=${ids.upcoming}` }) },
      'GET /api/ca-open/v1/promotionEvent/getMyPoster': { prepare: () => ({ query: `eventId=${ids.upcoming}` }) },

      'GET /api/ca-open/v1/lottery/{id}': { as: 'none', params: { id: 1 } },
      'GET /api/ca-open/v1/lottery/winners': { as: 'none', query: 'lotteryId=1&size=20' },
      'GET /api/ca-open/v1/lottery/{id}/chance': { params: { id: 1 } },
      'GET /api/ca-open/v1/lottery/history': { query: 'page=1&size=1000' },
      'POST /api/ca-open/v1/lottery/{id}': { params: { id: 1 } },
      'POST /api/ca-open/v1/lottery/completeInfo': {
        as: '13900000002',
        body: { credentialId: 'DEMOWIN002', name: '陈晨', cellphone: '13900000002', address: '上海市静安区南京西路 1266 号 10F' }
      },
      'POST /api/ca-open/v1/lottery/verify': { body: { credentialId: 'DEMOWIN001' } },

      'POST /api/ca/v1/order/pay/generateOrder': {
        prepare: () => ({ body: { contentEntityDataId: ids.paidArticle, orderType: 'CONTENT', payType: 'WX_PAY' } })
      },
      'GET /api/ca/v1/order/list': { query: 'payStatus=WAIT_PAY&page=1&size=10' },
      'POST /api/ca/v1/order/cancelOrder': {
        as: 'member',
        prepare: () => ({
          query: `orderId=${s.db.prepare("SELECT o.id FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.cellphone = ? AND o.pay_status = 'WAIT_PAY'").pluck().get(MEMBER)}`
        })
      },
      'POST /api/ca/v1/order/generatePayParam': {
        // An order of the promoter's own waiting for payment (rows run in the document's order: made here).
        prepare: async () => {
          const order = await promoterCalls<{ orderId: number }>('POST', '/api/ca/v1/order/pay/generateOrder', {
            contentEntityDataId: ids.paidArticle,
            orderType: 'CONTENT',
            payType: 'WX_PAY'
          })
          return { query: `orderId=${order.orderId}` }
        }
      },
      'GET /api/ca/v1/order/orderInfo': { as: 'member', query: 'orderId=1' },

      'GET /api/ca/v1/community/gift/list': { query: 'page=1&size=10' },
      'GET /api/ca/v1/community/gift/detail/{id}': { params: { id: 1 } },
      'GET /api/ca/v1/community/gift/redeemList': { as: 'member', query: 'page=1&size=10' },
      'POST /api/ca/v1/community/gift/confirmGift/{id}': { params: { id: 1 } },
      'POST /api/ca/v1/community/gift/redeemGift': { body: { giftId: 3 } },
      'GET /api/ca/v1/community/pointHistory/list': { as: 'member', query: 'page=1&size=1000' },

      'GET /api/ca-open/v1/onSiteInteractive/info': { query: 'id=1' },
      'POST /api/ca-open/v1/onSiteInteractive/point/record/verify': {
        prepare: async () => {
          const codes = await promoterCalls<InteractionPointCode[]>('GET', '/api/ca-open/v1/onSiteInteractive/point/codes?id=1')
          return {
            query: present(
              codes.find(c => c.pointId === 2),
              'point 2'
            ).scanText
          }
        }
      },
      'GET /api/ca-open/v1/onSiteInteractive/point/codes': { query: 'id=1' },
      'GET /api/ca-open/v1/ai/assistant/info': { as: 'none' },
      'POST /api/ca-open/v1/ai/assistant/chat': { body: { message: '私域运营怎么做？' } },
      'POST /api/ca-open/v1/ai/assistant/beforeStreamChat': { body: { message: '有什么活动' }, kind: 'sse' },
      'GET /api/ca-open/v1/ai/assistant/message/historyList': { query: 'page=1&size=10' },
      'POST /api/ca-open/v1/course/record': { body: { courseItemId: 1, time: 6, progressTime: 6, percent: 100, learnCompletedEvent: 1 } },
      'POST /api/open/file/upload': {
        as: 'none',
        prepare: () => {
          const apiKey = s.db.prepare('SELECT api_key FROM accounts WHERE cellphone = ?').pluck().get(PROMOTER)
          const boundary = '----table'
          return {
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-api-key': String(apiKey) },
            body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`
          }
        }
      },
      'GET /api/open/file/{name}': { as: 'none', params: { name: `${'0'.repeat(32)}.txt` }, code: 404 },
      'POST /api/open/v1/analytics': {
        as: 'none',
        body: {
          siteId: 1,
          anonymousPageId: 'a1',
          type: 'event',
          event: 'PAGE_VIEW',
          properties: {},
          pageProperties: {
            title: '首页',
            url: 'http://localhost/web/h/',
            path: '/pages/index/index',
            hash: '',
            search: '',
            width: 375,
            height: 812,
            referrer: ''
          }
        }
      },
      'GET /api/dev/analytics': { as: 'none', query: 'limit=5' },
      'POST /api/dev/scheduler/tick': { as: 'none' },
      'GET /api/ca-open/v1/event/{id}/waitlist': { as: 'none', prepare: () => ({ params: { id: idOf(s.db, 'event-roundtable') } }) },
      'POST /api/ca/v1/event/{id}/waitlist/join': {
        body: { platform: 'weapp', subscribed: ['tmpl-not-configured'] },
        prepare: () => ({ params: { id: idOf(s.db, 'event-roundtable') } })
      },
      'POST /api/ca/v1/event/{id}/waitlist/leave': { prepare: () => ({ params: { id: idOf(s.db, 'event-roundtable') } }) },
      'GET /api/ca/v1/event/ticket/{ticketId}/registration': { as: 'member', prepare: () => ({ params: { ticketId: memberSummitTicket() } }) },
      'POST /api/ca/v1/event/ticket/{ticketId}/registration': {
        as: 'member',
        body: { values: { name: '张伟', cellphone: MEMBER, company: '华联零售集团', title: '市场总监', industry: '零售消费', agree: true } },
        prepare: () => ({ params: { ticketId: memberSummitTicket() } })
      },
      'GET /api/ca/v1/event/{id}/reminders': { as: 'member', prepare: () => ({ params: { id: ids.upcoming } }) },
      'GET /api/ca/v1/event/ticket/{ticketId}/transfer': { as: 'member', prepare: () => ({ params: { ticketId: memberSummitTicket() } }) },
      'POST /api/ca/v1/event/ticket/{ticketId}/transfer': {
        as: 'member',
        body: { name: '李雷', cellphone: '13811112222' },
        prepare: () => ({ params: { ticketId: memberSummitTicket() } })
      },
      'POST /api/ca/v1/event/ticket/{ticketId}/transfer/withdraw': { as: 'member', prepare: () => ({ params: { ticketId: memberSummitTicket() } }) },
      'GET /api/ca/v1/event/ticketTransfer/{token}': { as: 'member', prepare: () => ({ params: { token: lastTransferToken() } }) },
      // The transfer was withdrawn just before: its link claims nothing.
      'POST /api/ca/v1/event/ticketTransfer/{token}/claim': {
        as: 'member',
        code: 400,
        body: { cellphone: '13811112222', smsCode: '123456' },
        prepare: () => ({ params: { token: lastTransferToken() } })
      },
      'GET /api/ca/v1/event/group/list': { as: 'member' },
      'GET /api/ca/v1/event/group/{groupId}': { as: 'member', prepare: async () => ({ params: { groupId: (await memberGroup()).groupId } }) },
      'POST /api/ca/v1/event/group/{groupId}/member/{memberId}/cancel': {
        as: 'member',
        prepare: async () => {
          const g = await memberGroup()
          return { params: { groupId: g.groupId, memberId: g.members[0].memberId } }
        }
      },
      'POST /api/ca/v1/event/group/{groupId}/member/{memberId}/replace': {
        as: 'member',
        body: { values: { name: '王五', cellphone: '13700008803', industry: '教育' } },
        prepare: async () => {
          const g = await memberGroup()
          return { params: { groupId: g.groupId, memberId: g.members[1].memberId } }
        }
      },
      'POST /api/ca/v1/event/group/{groupId}/members': {
        as: 'member',
        body: { members: [{ values: { name: '赵六', cellphone: '13700008804', industry: '教育' } }] },
        prepare: async () => ({ params: { groupId: (await memberGroup()).groupId } })
      },
      'GET /api/ca/v1/event/{id}/group': { as: 'member', prepare: () => ({ params: { id: ids.upcoming } }) },
      'POST /api/ca/v1/event/{id}/group': {
        as: '13900000002',
        body: { shared: groupShared, members: [groupPerson('赵一', '13700008811'), groupPerson('钱二', '13700008812')] },
        prepare: () => ({ params: { id: ids.upcoming } })
      },
      'GET /api/ca-open/v1/promote/leads': { query: 'scope=all&category=events' },
      'GET /api/ca-open/v1/promote/leads/export': { query: 'fresh=true', kind: 'csv' },
      'POST /api/ca-open/v1/promote/leads/subscribe': { body: { platform: 'weapp', subscribed: [] } },
      'GET /api/ca-open/v1/promote/leads/{leadId}': {
        prepare: () => ({ params: { leadId: s.db.prepare('SELECT MIN(id) FROM leads').pluck().get() as number } })
      },
      'GET /api/ca/v1/personalCenter/myData': { as: 'member' },
      'POST /api/ca/v1/personalCenter/myData/clear': { as: 'member' }
    }
  }

  it('lists at least the calls of spec §7', () => {
    assert.ok(rows.length >= 120, `only ${rows.length} rows parsed`)
  })

  it('answers every row with its documented kind of answer (never "接口不存在")', async () => {
    const table = fixtures()
    const missing = rows.filter(r => !table[`${r.method} ${r.path}`]).map(r => `${r.method} ${r.path}`)
    assert.deepEqual(missing, [], 'rows without a fixture in this test')
    const failures: string[] = []
    for (const row of rows) {
      const key = `${row.method} ${row.path}`
      const base = table[key]
      const fx: Fixture = { ...base, ...(base.prepare ? await base.prepare() : {}) }
      const who = fx.as ?? 'promoter'
      let url = row.path
      for (const [name, val] of Object.entries(fx.params ?? {})) url = url.replace(`{${name}}`, String(val))
      assert.ok(!/[{}]/.test(url), `${key}: unfilled path parameter`)
      if (fx.query) url += `?${fx.query}`
      const res = await s.app.inject({
        method: row.method,
        url,
        headers: { ...(tokens.get(who) ?? {}), ...(fx.headers ?? {}) },
        ...(fx.body !== undefined ? { payload: fx.body } : row.method === 'POST' ? { payload: {} } : {})
      })
      const kind = fx.kind ?? 'envelope'
      const type = String(res.headers['content-type'] ?? '')
      if (kind === 'png') {
        if (res.statusCode !== 200 || type !== 'image/png') failures.push(`${key}: ${res.statusCode} ${type}`)
        continue
      }
      if (kind === 'html') {
        if (res.statusCode !== 200 || !type.startsWith('text/html')) failures.push(`${key}: ${res.statusCode} ${type}`)
        continue
      }
      if (kind === 'calendar') {
        if (res.statusCode !== 200 || !type.startsWith('text/calendar') || !res.body.startsWith('BEGIN:VCALENDAR'))
          failures.push(`${key}: ${res.statusCode} ${type}`)
        continue
      }
      if (kind === 'csv') {
        if (res.statusCode !== 200 || !type.startsWith('text/csv')) failures.push(`${key}: ${res.statusCode} ${type}`)
        continue
      }
      if (kind === 'sse') {
        if (res.statusCode !== 200 || !type.startsWith('text/event-stream') || !res.body.includes('"done":true'))
          failures.push(`${key}: ${res.statusCode} ${type}`)
        continue
      }
      let env: unknown
      try {
        env = JSON.parse(res.body)
      } catch {
        failures.push(`${key}: not JSON (${res.statusCode})`)
        continue
      }
      if (!isEnvelope(env)) {
        failures.push(`${key}: not an envelope`)
        continue
      }
      if (env.message === '接口不存在') failures.push(`${key}: route missing`)
      else if (env.code !== (fx.code ?? 200)) failures.push(`${key}: code ${env.code} "${env.message}"`)
    }
    assert.deepEqual(failures, [])
  })

  it('refuses every [auth] row without a token (code 401 "请先登录")', async () => {
    const table = fixtures()
    const failures: string[] = []
    for (const row of rows.filter(r => r.needsAuth)) {
      const base = table[`${row.method} ${row.path}`]
      let url = row.path
      for (const [name, val] of Object.entries(base.params ?? {})) url = url.replace(`{${name}}`, String(val))
      url = url.replace(/\{\w+\}/g, '1')
      const res = await s.app.inject({ method: row.method, url, ...(row.method === 'POST' ? { payload: {} } : {}) })
      const env = body(res)
      // Validation may answer first (HTTP 400) for malformed calls; the rest must be 401.
      if (!(env.code === 401 && env.message === '请先登录') && res.statusCode !== 400) failures.push(`${row.method} ${row.path}: ${env.code} ${env.message}`)
    }
    assert.deepEqual(failures, [])
  })
})

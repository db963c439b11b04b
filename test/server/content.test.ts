import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import type {
  AddressNode,
  Category,
  CourseDetail,
  CustomEntity,
  CustomPage,
  EnterpriseInfo,
  EntityDataDetail,
  EntityDataSummary,
  NavItem,
  NavModule,
  ContentModule,
  OwnedCourse,
  Page,
  ShortLinkInfo,
  SiteModule,
  Speaker,
  WebsiteInfo
} from '../../types/contract'
import { body, idOf, MEMBER, present, serverPerSuite, tokenFor, type TestServer } from './helpers'

const LIST = '/api/open/v1/entityData/entityDataList'

describe('content', () => {
  let s: TestServer
  let member: Record<string, string>
  serverPerSuite(async server => {
    s = server
    member = await tokenFor(s.app, MEMBER)
  })
  const get = async <T = unknown>(url: string, headers: Record<string, string> = {}) => {
    const env = body<T>(await s.app.inject({ url, headers }))
    assert.equal(env.code, 200, `${url}: ${env.message}`)
    return env.data
  }
  const list = (url: string) => get<Page<EntityDataSummary>>(url)
  const detail = (id: number, headers: Record<string, string> = {}) => get<EntityDataDetail>(`/api/open/v1/entityData/entityDataDetail/${id}`, headers)
  const courseDetail = (id: number, headers: Record<string, string>) => get<CourseDetail>(`/api/open/v1/entityData/getCourseDetail/${id}`, headers)

  it('pages articles: page 1, 2, 3 of size 10 with last on the third', async () => {
    const seen = new Set<number>()
    for (const page of [1, 2, 3]) {
      const p = await list(`${LIST}?entityType=ARTICLE&page=${page}&size=10`)
      assert.equal(p.number, page - 1)
      assert.equal(p.last, page === 3)
      assert.ok(p.totalElements >= 25)
      for (const row of p.content) {
        assert.equal(row.entityType, 'ARTICLE')
        seen.add(row.id)
      }
    }
    assert.equal(seen.size, (await list(`${LIST}?entityType=ARTICLE&size=1`)).totalElements)
  })

  it('applies every filter of entityDataList', async () => {
    const ids = (p: Page<EntityDataSummary>) => p.content.map(r => r.id)
    const cat = await list(`${LIST}?entityType=ARTICLE&categoryId=2&size=100`)
    assert.ok(cat.content.length > 0 && cat.content.every(r => r.categoryId === 2))
    const types = await list(`${LIST}?entityTypes=VIDEO,COURSE&size=100`)
    assert.deepEqual(new Set(types.content.map(r => r.entityType)), new Set(['VIDEO', 'COURSE']))
    const custom = await list(`${LIST}?entityType=101&size=100`)
    assert.ok(custom.content.length === 4 && custom.content.every(r => r.entityType === 101))
    const keys = await list(`${LIST}?contentKeys=article-1,video-2`)
    assert.deepEqual(ids(keys).sort(), [idOf(s.db, 'article-1'), idOf(s.db, 'video-2')].sort())
    const search = await list(`${LIST}?searchValue=${encodeURIComponent('私域')}&size=100`)
    assert.ok(search.content.length >= 2 && search.content.every(r => (r.title + r.summary).includes('私域')))
    assert.equal((await list(`${LIST}?searchValue=${encodeURIComponent('%_')}`)).totalElements, 0)
    const rec = await list(`${LIST}?entityType=ARTICLE&recommend=true&size=100`)
    assert.ok(rec.content.length > 0 && rec.content.every(r => r.recommend))
    const label = await list(`${LIST}?labelId=2&size=100`)
    assert.ok(label.content.length > 0 && label.content.every(r => r.labels.includes('新品')))
    const anyLabel = await list(`${LIST}?labelIds=4,5&size=100`)
    assert.ok(anyLabel.content.every(r => r.labels.includes('行业报告') || r.labels.includes('入门')))
    const cross = await list(`${LIST}?crossLabelIds=1,4&size=100`)
    assert.ok(cross.content.length > 0 && cross.content.every(r => r.labels.includes('热门') && r.labels.includes('行业报告')))
    const byIds = await list(`${LIST}?ids=1,2,3`)
    assert.deepEqual(ids(byIds).sort(), [1, 2, 3])
    const related = await list(`${LIST}?contentEntityId=${idOf(s.db, 'event-workshop')}&size=100`)
    assert.ok(related.content.length >= 2)
    const upcoming = await list(`${LIST}?entityType=EVENT&filterType=UPCOMING`)
    assert.ok(upcoming.content.length >= 2 && upcoming.content.every(r => r.eventStatus === 'UPCOMING'))
    const ongoing = await list(`${LIST}?entityType=EVENT&filterType=ONGOING`)
    assert.deepEqual(ids(ongoing), [idOf(s.db, 'event-openday')])
    const ended = await list(`${LIST}?entityType=EVENT&filterType=ENDED`)
    assert.ok(ended.content.every(r => r.eventStatus === 'ENDED'))
    const paid = await list(`${LIST}?filterType=PAID&size=100`)
    assert.ok(paid.content.length >= 2 && paid.content.every(r => (r.price ?? 0) > 0))
    const hot = await list(`${LIST}?entityType=ARTICLE&filterType=HOT&size=100`)
    const views = hot.content.map(r => r.viewCount)
    assert.deepEqual(
      views,
      [...views].sort((a: number, b: number) => b - a)
    )
    const bag = await list(`${LIST}?entityType=BAGEVENT`)
    assert.deepEqual(ids(bag), [idOf(s.db, 'event-bagevent')])
  })

  it('rejects malformed list queries with HTTP 400', async () => {
    for (const q of ['page=0', 'page=abc', 'size=5000', 'entityType=NOPE', 'ids=1,,x', 'filterType=BOGUS', 'recommend=maybe']) {
      const res = await s.app.inject(`${LIST}?${q}`)
      assert.equal(res.statusCode, 400, q)
      assert.equal(body(res).code, 400)
      assert.match(body(res).message, /参数/)
    }
  })

  it('answers details for every content type', async () => {
    const expect: Record<string, (d: CourseDetail) => void> = {
      'article-1': d => assert.ok(d.content.includes('<p>') && d.metadata.length === 2),
      'video-1': d => assert.match(present(d.video).url, /^\/media\/video\/.+\.webm$/),
      'course-automation': d => assert.equal(d.lessons.length, 4),
      'event-summit': d => {
        assert.equal(present(d.event).status, 'UPCOMING')
        assert.ok(present(d.event).schedule.length >= 6 && d.speakers.length === 6 && d.registerWebsiteFormId === 1)
      },
      'event-openday': d => assert.ok(present(d.event).checkinOpen && present(d.event).status === 'ONGOING'),
      'event-workshop': d => assert.equal(present(d.event).status, 'ENDED'),
      'event-bagevent': d => assert.match(present(present(d.event).bageventUrl), /^https:/),
      'material-9': d => {
        assert.equal(d.files.length, 2)
        assert.ok(d.files.some(f => f.size === null))
      },
      'case-1': d => assert.equal(d.contentType, 10),
      'product-1': d => assert.equal(d.contentType, 11),
      'partner-1': d => assert.equal(d.entityType, 101),
      'article-redirect': d => assert.ok(d.redirectType === 'URL' && d.redirectUrl),
      'article-cp-gate': d => assert.ok(d.gate.requireCpContact),
      'article-subscribe-gate': d => assert.ok(d.gate.requireSubscribe),
      'article-xss': d => assert.match(d.content, /<script>/)
    }
    for (const [key, check] of Object.entries(expect)) check(await get<CourseDetail>(`/api/open/v1/entityData/entityDataDetail/${idOf(s.db, key)}`))
    const missing = body(await s.app.inject('/api/open/v1/entityData/entityDataDetail/99999'))
    assert.deepEqual(missing, { code: 404, data: null, message: '内容不存在' })
  })

  it('tells owned, starred and submitted per account', async () => {
    const paid = idOf(s.db, 'article-paid')
    assert.equal((await detail(paid)).owned, false)
    const d = await detail(paid, member)
    assert.equal(d.owned, true)
    const summit = await detail(idOf(s.db, 'event-summit'), member)
    assert.equal(summit.submitted, true)
    assert.equal((await detail(idOf(s.db, 'article-1'), member)).starred, true)
  })

  it('toggles star and course collection', async () => {
    const id = idOf(s.db, 'case-2')
    const on = await get('', {}).catch(() => null)
    void on
    const star = async () => body(await s.app.inject({ method: 'POST', url: `/api/ca-open/v1/entityData/star/${id}`, headers: member })).data
    assert.deepEqual(await star(), { starred: true, starCount: 1 })
    assert.deepEqual(await star(), { starred: false, starCount: 0 })
    const course = idOf(s.db, 'course-data')
    const collect = async () => body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/favor/collectionCourse/${course}`, headers: member })).data
    assert.deepEqual(await collect(), { collected: true })
    assert.equal((await courseDetail(course, member)).collected, true)
    assert.deepEqual(await collect(), { collected: false })
    assert.equal(
      body(await s.app.inject({ method: 'POST', url: `/api/ca/v1/community/favor/collectionCourse/${idOf(s.db, 'article-1')}`, headers: member })).code,
      404
    )
  })

  it('records course learning and computes progress from learned lessons', async () => {
    const h = await tokenFor(s.app)
    const course = idOf(s.db, 'course-automation')
    const lessons = (await courseDetail(course, h)).lessons
    const record = async (courseItemId: number, learnCompletedEvent?: 0 | 1) =>
      body(
        await s.app.inject({
          method: 'POST',
          url: '/api/ca-open/v1/course/record',
          headers: h,
          payload: { courseItemId, time: 3, progressTime: 3, percent: 50, ...(learnCompletedEvent !== undefined ? { learnCompletedEvent } : {}) }
        })
      ).data
    assert.deepEqual(await record(lessons[0].id), { learned: false, progress: 0 })
    assert.equal((await courseDetail(course, h)).learnStatus, 'LEARNING')
    assert.deepEqual(await record(lessons[0].id, 1), { learned: true, progress: 25 })
    assert.deepEqual(await record(lessons[0].id, 0), { learned: true, progress: 25 }, 'learned stays learned')
    for (const l of lessons.slice(1)) await record(l.id, 1)
    const done = await courseDetail(course, h)
    assert.equal(done.progress, 100)
    assert.equal(done.learnStatus, 'COMPLETED')
    assert.ok(done.lessons.every(l => l.learned))
    const owned = await get<OwnedCourse[]>('/api/ca/v1/course/owned?learnStatus=COMPLETED', h)
    assert.deepEqual(
      owned.map(c => c.courseId),
      [course]
    )
    // Paid lessons stay locked.
    const paid = await courseDetail(idOf(s.db, 'course-private'), h)
    const locked = present(
      paid.lessons.find(l => !l.free),
      'a locked lesson'
    )
    assert.equal(locked.videoUrl ?? locked.content, null)
    assert.equal(
      body(
        await s.app.inject({
          method: 'POST',
          url: '/api/ca-open/v1/course/record',
          headers: h,
          payload: { courseItemId: locked.id, time: 1, progressTime: 1, percent: 1 }
        })
      ).code,
      403
    )
  })

  it('serves categories, custom entities, speakers, pages, modules and lookups', async () => {
    assert.deepEqual(
      (await get<Category[]>('/api/open/v1/entityData/listCategories?entityType=ARTICLE')).map(c => c.name),
      ['行业洞察', '产品动态', '客户故事']
    )
    assert.equal((await get<Category[]>('/api/open/v1/entityData/listCategories?entityId=101')).length, 2)
    assert.equal((await get<CustomEntity[]>('/api/open/v1/content/customEntity/list')).length, 2)
    assert.equal((await get<Page<Speaker>>(`/api/open/v1/speaker/list?size=1000&entityDataId=${idOf(s.db, 'event-summit')}`)).content.length, 6)
    const info = await get<WebsiteInfo>('/api/open/v1/website/1/info')
    assert.equal(info.themeCode, 'style_b')
    assert.equal(JSON.parse(info.themeConfig).moduleTheme, 'theme2')
    const nav = present(
      info.modules.find((m): m is NavModule => m.kind === 'NAV'),
      'the NAV module'
    )
    assert.deepEqual(
      [...new Set(nav.items.map(i => i.type))].sort((a, b) => a - b),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    )
    const kinds = new Set<string>(info.modules.map(m => m.kind))
    for (const k of ['BANNER', 'NAV', 'CONTENT', 'RICH_TEXT', 'IMAGE', 'CARD']) assert.ok(kinds.has(k), k)
    const menu = await get<NavItem[]>('/api/open/v1/website/1/menu')
    assert.equal(new Set(menu.map(i => i.type)).size, 10)
    assert.ok(menu.some(i => i.type === 1 && i.templateId === -4 && i.extra === '1'))
    assert.ok(menu.some(i => i.type === 9 && i.link === 'callNumber' && i.phoneNumber))
    for (const m of info.modules.filter((m: SiteModule): m is ContentModule => m.kind === 'CONTENT')) {
      const rows = await get<EntityDataSummary[]>(`/api/open/website/module/moduleData/${m.id}`)
      assert.ok(rows.length > 0 && rows.length <= m.size)
    }
    assert.equal((await get<CustomPage>('/api/open/v1/website/miniapp/template/3')).title, '产品中心')
    assert.deepEqual(await get<EnterpriseInfo[]>('/api/open/v1/common/enterpriseInfo/searchByName?name='), [])
    assert.ok((await get<EnterpriseInfo[]>(`/api/open/v1/common/enterpriseInfo/searchByName?name=${encodeURIComponent('云图')}`)).length >= 2)
    assert.ok((await get<AddressNode[]>('/api/open/address/list')).length >= 4)
    assert.equal((await get<ShortLinkInfo>('/api/open/v1/shortLink/showInfo?keyword=summit')).target, `/pages/event/index?id=${idOf(s.db, 'event-summit')}`)
    assert.equal(body(await s.app.inject('/api/open/v1/shortLink/showInfo?keyword=nothing')).code, 404)
  })

  it('serves the demo video as a playable WebM with ranges, and material files', async () => {
    const v = await s.app.inject('/media/video/video-1.webm')
    assert.equal(v.statusCode, 200)
    assert.equal(v.headers['content-type'], 'video/webm')
    assert.deepEqual([...v.rawPayload.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3])
    const part = await s.app.inject({ url: '/media/video/video-1.webm', headers: { range: 'bytes=0-99' } })
    assert.equal(part.statusCode, 206)
    assert.equal(part.rawPayload.length, 100)
    // Material files have random names and need a signed-in visitor (trust-media.test.ts covers the refusals).
    const file = s.db
      .prepare("SELECT f.url FROM files f JOIN entity_data e ON e.id = f.entity_data_id WHERE e.content_key = 'material-1'")
      .pluck()
      .get() as string
    assert.match(file, /^\/media\/file\/[0-9a-f]{32}\.pdf$/)
    const pdf = await s.app.inject({ url: file, headers: await tokenFor(s.app) })
    assert.equal(pdf.statusCode, 200)
    assert.equal(pdf.rawPayload.length, 2_411_724)
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-')
  })
})

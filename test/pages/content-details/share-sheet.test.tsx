import { waitFor } from '@testing-library/dom'
import { course, detail, openEvent } from './fixtures'
import { detailSuite, open, screen, spyNavigation } from './helpers'

let n = 0
const url = (path: string) => `${path}&n=${++n}`

/** Every content type with a page of its own: its page, and the answers that page needs. */
const CONTENT: [string, string, Record<string, unknown>][] = [
  ['article', '/pages/article/index?id=71', { 'GET /open/v1/entityData/entityDataDetail/71': detail({ id: 71, entityDataId: 71 }) }],
  [
    'event',
    '/pages/event/index?id=72',
    {
      'GET /open/v1/entityData/entityDataDetail/72': detail({ id: 72, entityDataId: 72, entityType: 'EVENT', contentType: 5, event: openEvent() }),
      'GET /ca/v1/bagevent/attendee/getSuccessByCellphone': []
    }
  ],
  ['course', '/pages/course/index?id=73', { 'GET /open/v1/entityData/getCourseDetail/73': course({ id: 73, entityDataId: 73 }) }],
  ['video', '/pages/video/index?id=74', { 'GET /open/v1/entityData/entityDataDetail/74': detail({ id: 74, entityDataId: 74, entityType: 'VIDEO' }) }],
  [
    'material',
    '/pages/material/index?id=75',
    { 'GET /open/v1/entityData/entityDataDetail/75': detail({ id: 75, entityDataId: 75, entityType: 'FILEDOWNLOAD', files: [] }) }
  ],
  ['case', '/pages/case/index?id=76', { 'GET /open/v1/entityData/entityDataDetail/76': detail({ id: 76, entityDataId: 76, entityType: 'CUSTOMER_CASE' }) }],
  [
    'product',
    '/pages/product/index?id=77',
    { 'GET /open/v1/entityData/entityDataDetail/77': detail({ id: 77, entityDataId: 77, entityType: 'PRODUCT_INTRODUCTION' }) }
  ],
  [
    'custom record',
    '/packages/customized/pages/entity-data/index?entityId=1001&id=78',
    {
      'GET /open/v1/entityData/entityDataDetail/78': detail({ id: 78, entityDataId: 78, entityType: 1001, metadata: [] }),
      'GET /open/v1/entityData/metadata': [],
      'GET /open/v1/content/customEntity/list': [{ id: 1001, name: '合作伙伴', fields: [] }]
    }
  ]
]

describe('the share sheet of a content', () => {
  const { testUtils, serve } = detailSuite()

  for (const [type, page, answers] of CONTENT) {
    it(`offers 生成海报 beside 复制链接 on a ${type}, opening the poster of that content`, async () => {
      serve(answers)
      await open(url(page))
      const id = /[?&]id=(\d+)/.exec(page)![1]
      testUtils.fireEvent.click(await waitFor(() => screen().getByRole('button', { name: '分享' })))
      const sheet = await screen().findByRole('dialog', { name: '分享' })
      expect(sheet.textContent).toContain('复制链接')
      const nav = spyNavigation()
      testUtils.fireEvent.click(await waitFor(() => screen().getByRole('button', { name: '生成海报' })))
      await waitFor(() => expect(nav.urls()).toEqual([`/pages/poster/index?id=${id}`]))
      expect(screen().queryByRole('dialog', { name: '分享' })).toBeNull()
    })
  }
})

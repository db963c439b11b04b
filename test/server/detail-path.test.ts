import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { detailUrl, TYPE_OF_DETAIL_ROUTE } from '../../src/shared/content-routes'
import { detailPath } from '../../server/services/content'

// The server's links to content (posters, order return links, assistant answers) open the page the app opens
// for the same item: one route table (src/shared/content-routes.ts), not a copy in server/services/content.ts.
describe('detailPath (server links to content)', () => {
  it('is the app’s detail page for every content type', () => {
    for (const [route, type] of Object.entries(TYPE_OF_DETAIL_ROUTE)) {
      assert.equal(detailPath({ id: 7, entity_type: type }), `/${route}?id=7`)
      assert.equal(detailPath({ id: 7, entity_type: type }), detailUrl(type, 7))
    }
  })

  it('opens a BAGEVENT event on the event page and a custom entity on its record page', () => {
    assert.equal(detailPath({ id: 4, entity_type: 'BAGEVENT' }), '/pages/event/index?id=4')
    assert.equal(detailPath({ id: 4, entity_type: '12' }), '/packages/customized/pages/entity-data/index?entityId=12&id=4')
    assert.equal(detailPath({ id: 4, entity_type: 'NEWTYPE' }), '/packages/customized/pages/entity-data/index?entityId=NEWTYPE&id=4')
  })
})

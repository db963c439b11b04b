import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseExtensions, ALL_EXTENSIONS } from '../../server/lib/extensions'
import { body, serverPerSuite, type TestServer } from './helpers'

describe('extensions beyond the specification (docs/endpoints.md "Extensions")', () => {
  let s: TestServer
  serverPerSuite(server => (s = server))

  it('lists every extension by default', async () => {
    const res = await s.app.inject({ url: '/api/open/v1/extensions' })
    assert.deepEqual(body(res).data, { features: [...ALL_EXTENSIONS] })
    assert.ok(ALL_EXTENSIONS.includes('ticketTransfer'))
    assert.ok(ALL_EXTENSIONS.includes('leadRadar'))
  })

  it('reads EXTENSIONS as all, none or a list, and refuses unknown names', () => {
    assert.deepEqual(parseExtensions(undefined), [...ALL_EXTENSIONS])
    assert.deepEqual(parseExtensions('none'), [])
    assert.deepEqual(parseExtensions('funnel, waitlist'), ['waitlist', 'funnel'])
    assert.deepEqual(parseExtensions('ticketTransfer,registrationEdit'), ['registrationEdit', 'ticketTransfer'])
    assert.deepEqual(parseExtensions('leadRadar,funnel'), ['funnel', 'leadRadar'])
    assert.throws(() => parseExtensions('waitlist,teleport'), /teleport/)
  })
})

describe('a server without extensions', () => {
  let s: TestServer
  serverPerSuite(server => (s = server), { extensions: [] })

  it('answers exactly the specification: no extensions call', async () => {
    const res = await s.app.inject({ url: '/api/open/v1/extensions' })
    assert.equal(res.statusCode, 404)
  })
})

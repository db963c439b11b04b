import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { body, serverPerSuite, tokenFor, type TestServer } from './helpers'

/** `[METHOD, url]` of every route the server registered (its OpenAPI document), path parameters as 1. */
function registeredRoutes(s: TestServer): [string, string][] {
  const doc = (s.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger()
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter(m => m === 'get' || m === 'post')
      .map((m): [string, string] => [m.toUpperCase(), path.replace(/\{\w+\}/g, '1')])
  )
}

// The checks live in each route plugin (server/routes/plugin.ts `accountOnly`, `promotersOnly`), not in one global
// hook: these walk every route the server has, so a plugin added without its check fails here.
describe('route guards', () => {
  let s: TestServer
  serverPerSuite(
    server => {
      s = server
    },
    { openapi: true }
  )

  it('refuses every /api/ca/ route without a live token, before reading the request (code 401 "请先登录")', async () => {
    const routes = registeredRoutes(s).filter(([, url]) => url.startsWith('/api/ca/'))
    assert.ok(routes.length >= 30, `only ${routes.length} /api/ca/ routes found`)
    const failures: string[] = []
    for (const [method, url] of routes) {
      for (const headers of [{}, { 'authorization-ca': 'f'.repeat(32) }]) {
        // A malformed body too: the check comes before validation.
        const res = await s.app.inject({ method: method as 'GET' | 'POST', url, headers, ...(method === 'POST' ? { payload: { bad: [] } } : {}) })
        const env = body(res)
        if (env.code !== 401 || env.message !== '请先登录') failures.push(`${method} ${url}: ${env.code} ${env.message}`)
      }
    }
    assert.deepEqual(failures, [])
  })

  it('refuses every promote/** route to a signed-in member who is not a promoter (403 "需要渠道伙伴权限")', async () => {
    const member = await tokenFor(s.app, '13800000000')
    const routes = registeredRoutes(s).filter(([, url]) => url.startsWith('/api/ca-open/v1/promote/'))
    assert.ok(routes.length >= 12, `only ${routes.length} promote routes found`)
    const failures: string[] = []
    for (const [method, url] of routes) {
      const res = await s.app.inject({ method: method as 'GET' | 'POST', url, headers: member })
      const env = body(res)
      if (env.code !== 403 || env.message !== '需要渠道伙伴权限') failures.push(`${method} ${url}: ${env.code} ${env.message}`)
    }
    assert.deepEqual(failures, [])
  })

  it('leaves the open routes of the same areas open', async () => {
    for (const url of ['/api/open/v1/promotionEvent/rank', '/api/ca-open/v1/event/1/waitlist', '/api/ca-open/v1/notice/list']) {
      const res = await s.app.inject({ url })
      // Open routes answer; notice/list checks the account itself, after validating the request.
      assert.notEqual(body(res).message, '接口不存在', url)
    }
    assert.equal(body(await s.app.inject({ url: '/api/open/v1/promotionEvent/rank' })).code, 200)
    assert.equal(body(await s.app.inject({ url: '/api/ca-open/v1/notice/list?page=0' })).code, 400)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { endpointDocument } from '../../server/openapi'

const ROOT = path.resolve(__dirname, '../..')

/** `METHOD /path` with every path parameter as `{}` (the document names them by the route, endpoints.md by meaning). */
const routeKey = (method: string, p: string) => `${method.toUpperCase()} ${p.replace(/:\w+|\{\w+\}/g, '{}')}`

/** The `METHOD /path` of every row of docs/endpoints.md's tables. */
const documentedRoutes = (markdown: string): string[] =>
  markdown.split('\n').flatMap(line => {
    const m = /^\|\s*(GET|POST)\s+(\/[^\s?(|]*)/.exec(line)
    return m ? [routeKey(m[1], m[2])] : []
  })

describe('docs/openapi.json', () => {
  let generated = ''
  it('is what `npm run docs:endpoints` generates from the routes (regenerate and commit after changing a route)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'endpoints-doc-'))
    try {
      generated = await endpointDocument(dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    assert.equal(fs.readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'), generated)
  })

  it('and docs/endpoints.md name the same API endpoints', () => {
    const spec = JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> }
    const served = new Set(
      Object.entries(spec.paths).flatMap(([p, methods]) =>
        Object.keys(methods)
          .filter(m => m === 'get' || m === 'post')
          .map(m => routeKey(m, p))
      )
    )
    const documented = new Set(documentedRoutes(fs.readFileSync(path.join(ROOT, 'docs/endpoints.md'), 'utf8')))
    const api = (k: string) => / \/api\/(?!dev\/)/.test(k)
    assert.deepEqual(
      [...documented].filter(k => !served.has(k)),
      [],
      'documented but not served'
    )
    assert.deepEqual([...served].filter(k => api(k) && !documented.has(k)).sort(), [], 'served but not documented')
  })
})

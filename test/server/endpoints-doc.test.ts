import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { endpointsMarkdown } from '../../server/endpoints-md'
import { endpointDocument } from '../../server/openapi'

const ROOT = path.resolve(__dirname, '../..')
const committed = (name: string) => fs.readFileSync(path.join(ROOT, 'docs', name), 'utf8')

describe('docs/openapi.json and docs/endpoints.md', () => {
  it('openapi.json is what `npm run docs:endpoints` generates from the routes (regenerate and commit after changing a route)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'endpoints-doc-'))
    try {
      assert.equal(committed('openapi.json'), await endpointDocument(dir))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('endpoints.md is what `npm run docs:endpoints` generates from openapi.json and server/endpoints-template.md', () => {
    assert.equal(committed('endpoints.md'), endpointsMarkdown(committed('openapi.json')))
  })

  it('every API route has a summary, so endpoints.md lists it', () => {
    const spec = JSON.parse(committed('openapi.json')) as { paths: Record<string, Record<string, { summary?: string }>> }
    const unsummarised = Object.entries(spec.paths).flatMap(([p, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => p.startsWith('/api/') && !op.summary)
        .map(([m]) => `${m.toUpperCase()} ${p}`)
    )
    assert.deepEqual(unsummarised, [])
  })

  it('refuses a template without a table for an area that has documented routes', () => {
    const doc = JSON.stringify({ paths: { '/api/x': { get: { summary: 'X', tags: ['new-area'] } } } })
    assert.throws(() => endpointsMarkdown(doc, '# Endpoints\n<!-- routes: account -->\n'), /new-area/)
    assert.match(endpointsMarkdown(doc, '# Endpoints\n<!-- routes: new-area -->\n'), /\| GET \/api\/x \| X \|/)
  })
})

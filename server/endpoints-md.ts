import fs from 'node:fs'
import path from 'node:path'
import { BASE_PATH } from '../src/shared/routes'

/** What docs/endpoints.md reads of docs/openapi.json. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>
}

const TEMPLATE = path.join(__dirname, 'endpoints-template.md')
const ROUTES_LINE = /^<!-- routes: ([\w\s,-]+) -->$/

/** Markdown table cells: the answers' `Page<T>` as text, never as an HTML tag. */
const cell = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The request's notes after the path: a query (`?a&b`) right after it, anything else after a space. */
const noteOf = (description = '') => (description.startsWith('?') ? cell(description) : description ? ` ${cell(description)}` : '')

/**
 * docs/endpoints.md from docs/openapi.json (its text) and the prose of server/endpoints-template.md: each
 * `<!-- routes: tag, … -->` line of the template becomes a table of the routes of those areas that have a
 * summary, one row per route: `| METHOD /path description | summary |`, in the tags' order, then by path; `{BASE_PATH}`
 * in the prose is the app's base path (src/shared/routes.ts).
 * Throws when a route with a summary belongs to no table (a new area needs its place in the template).
 */
export function endpointsMarkdown(openapiText: string, template = fs.readFileSync(TEMPLATE, 'utf8')): string {
  const doc = JSON.parse(openapiText) as OpenApiDocument
  const rows = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.summary)
      .map(([method, op]) => ({
        tag: op.tags?.[0] ?? '',
        line: `| ${method.toUpperCase()} ${p}${noteOf(op.description)} | ${cell(op.summary!)} |`
      }))
  )
  const placed = new Set<string>()
  const body = template
    .replace(/^<!--[\s\S]*?-->\n/, '')
    .split('{BASE_PATH}')
    .join(BASE_PATH)
  const out = body.split('\n').map(line => {
    const m = ROUTES_LINE.exec(line)
    if (!m) return line
    const tags = m[1].split(',').map(t => t.trim())
    tags.forEach(t => placed.add(t))
    const table = tags.flatMap(t => rows.filter(r => r.tag === t).map(r => r.line))
    return ['| call | answer |', '|---|---|', ...table].join('\n')
  })
  const unplaced = [...new Set(rows.map(r => r.tag))].filter(t => !placed.has(t))
  if (unplaced.length) throw new Error(`server/endpoints-template.md has no table for the area(s) ${unplaced.join(', ')}`)
  return out.join('\n')
}

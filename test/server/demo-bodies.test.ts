import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { serverPerSuite, type TestServer } from './helpers'

/**
 * Issue #43: the demo's rich-text bodies opened with the title as an h2 (articles, cases, products, lessons) or with a
 * heading repeating their section's (课程介绍 under 课程介绍), so a detail page said its title three times. A body
 * opens with its text: the page shows the title above it.
 */
describe('the demo company’s bodies', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })

  /** The text of a heading: its tags dropped, spaces collapsed. */
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim()

  it('open with their text, never a heading, and never name their title as a heading', () => {
    const rows = [
      // The XSS article is a fixture for the sanitiser's tests (unlisted, opened by id only): its markup is the point.
      ...(s.db.prepare("SELECT entity_type AS type, title, content FROM entity_data WHERE listed = 1 AND content <> ''").all() as Row[]),
      ...(s.db.prepare("SELECT 'LESSON' AS type, title, content FROM course_items WHERE content IS NOT NULL").all() as Row[])
    ]
    const types = new Set(rows.map(r => r.type))
    for (const type of ['ARTICLE', 'CUSTOMER_CASE', 'PRODUCT_INTRODUCTION', 'EVENT', 'COURSE', 'LESSON']) assert.ok(types.has(type), type)
    for (const { type, title, content } of rows) {
      assert.doesNotMatch(content, /^\s*<h[1-6][\s>]/i, `${type} ${title} opens with a heading`)
      for (const [, heading] of content.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi)) {
        assert.ok(!title.includes(text(heading)), `${type} ${title}: heading ${heading}`)
      }
    }
  })

  it('describe a material or video in their own words, not by repeating the title', () => {
    const rows = s.db
      .prepare("SELECT entity_type AS type, title, summary, content FROM entity_data WHERE entity_type IN ('FILEDOWNLOAD', 'VIDEO')")
      .all() as (Row & { summary: string })[]
    assert.ok(rows.length >= 10)
    for (const { type, title, summary, content } of rows) {
      assert.ok(!text(content).includes(title), `${type} ${title}: body ${content}`)
      assert.ok(!summary.includes(title), `${type} ${title}: summary ${summary}`)
      assert.ok(text(content).length >= 20, `${type} ${title}: a sentence, not a label`)
    }
  })
})

interface Row {
  type: string
  title: string
  content: string
}

import { BASE_PATH } from '@/services/navigation/routes'
import { safeAppPath, safeHttpUrl } from '@/services/navigation/links'

/**
 * A small markdown-to-HTML converter for what the assistant writes: paragraphs, line breaks, bold,
 * ordered and unordered lists (with indented continuation lines), headings, links, inline code and
 * fenced code. Everything is HTML-escaped first, so no markup in the text survives; links are kept
 * only for same-site app paths and http(s) URLs. The result still goes through sanitizeHtml.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => ESCAPES[c])
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] as string)
}

/** Where a link in an answer may go: an in-app page (served under the base path) or an http(s) URL. */
export function markdownHref(raw: string): { href: string; kind: 'app' | 'http' } | null {
  const app = safeAppPath(raw)
  if (app) return { href: `${BASE_PATH}${app}`, kind: 'app' }
  const url = safeHttpUrl(raw)
  if (url) return { href: url, kind: 'http' }
  return null
}

// Placeholders never produced by escaped text.
const MARK = '\u0001'
const placeholder = (i: number) => `${MARK}${i}${MARK}`

/** Inline markdown of one escaped line: `code`, [text](href), **bold**, __bold__. */
function inline(escaped: string): string {
  const saved: string[] = []
  const keep = (html: string) => {
    saved.push(html)
    return placeholder(saved.length - 1)
  }
  let text = escaped.replace(/`([^`]+)`/g, (_, code: string) => keep(`<code>${code}</code>`))
  text = text.replace(/\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, (_whole, label: string, rawHref: string) => {
    const target = markdownHref(unescapeHtml(rawHref))
    if (!target) return label
    const external = target.kind === 'http' ? ' target="_blank" rel="noopener noreferrer nofollow"' : ''
    return keep(`<a href="${escapeHtml(target.href)}"${external}>${label}</a>`)
  })
  text = text.replace(/\*\*([^*\n]+?)\*\*/g, '<strong>$1</strong>').replace(/__([^_\n]+?)__/g, '<strong>$1</strong>')
  return text.replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, i: string) => saved[Number(i)])
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[][] } | { kind: 'code'; lines: string[] } | { kind: 'h'; text: string }

/** The assistant's markdown as safe HTML (escaped text, vetted links). */
export function markdownToHtml(markdown: unknown): string {
  if (typeof markdown !== 'string' || !markdown.trim()) return ''
  const lines = markdown.replace(/\r\n?/g, '\n').replace(new RegExp(MARK, 'g'), '').split('\n')
  const blocks: Block[] = []
  let current: Block | null = null
  let inCode = false

  for (const line of lines) {
    if (/^\s*```/.test(line)) {
      if (inCode) {
        inCode = false
        current = null
      } else {
        inCode = true
        current = { kind: 'code', lines: [] }
        blocks.push(current)
      }
      continue
    }
    if (inCode && current?.kind === 'code') {
      current.lines.push(line)
      continue
    }
    if (!line.trim()) {
      current = null
      continue
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line)
    const bullet = /^\s{0,3}[-*+]\s+(.*)$/.exec(line)
    const numbered = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/.exec(line)
    if (heading) {
      blocks.push({ kind: 'h', text: heading[1] })
      current = null
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol'
      const text = (bullet || numbered)![1]
      if (current && current.kind === kind) current.items.push([text])
      else {
        current = { kind, items: [[text]] }
        blocks.push(current)
      }
    } else if (current && (current.kind === 'ul' || current.kind === 'ol') && /^\s+\S/.test(line)) {
      // An indented line continues the last list item.
      current.items[current.items.length - 1].push(line.trim())
    } else if (current && current.kind === 'p') {
      current.lines.push(line.trim())
    } else {
      current = { kind: 'p', lines: [line.trim()] }
      blocks.push(current)
    }
  }

  const render = (parts: string[]) => parts.map(part => inline(escapeHtml(part))).join('<br/>')
  return blocks
    .map(block => {
      switch (block.kind) {
        case 'code':
          return `<pre><code>${escapeHtml(block.lines.join('\n'))}</code></pre>`
        case 'h':
          return `<h4>${inline(escapeHtml(block.text))}</h4>`
        case 'ul':
        case 'ol':
          return `<${block.kind}>${block.items.map(item => `<li>${render(item)}</li>`).join('')}</${block.kind}>`
        default:
          return `<p>${render(block.lines)}</p>`
      }
    })
    .join('')
}

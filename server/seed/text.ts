/** Demo copy for the seed: believable Chinese marketing content (the articles' texts are data/articles.json). */
import { bjYear } from './helpers'
import articlesJson from './data/articles.json'
import { appPageUrl, Routes } from '../../src/shared/routes'

/**
 * data/articles.json: paragraphs several articles share, by name, and the articles in order (their ids follow it).
 * An article's paragraph is its own text, or `{ "shared": name }` for those shared paragraphs (`from`/`to` take
 * part of them, as Array.slice does); `{year}` in a title is this year in Beijing.
 */
interface ArticlesFile {
  shared: Record<string, string[]>
  articles: (Omit<ArticleSeed, 'paragraphs'> & { paragraphs: (string | { shared: string; from?: number; to?: number })[] })[]
}

interface ArticleSeed {
  title: string
  summary: string
  category_id: number
  label_ids: number[]
  paragraphs: string[]
}

const { shared, articles }: ArticlesFile = articlesJson

function sharedParagraphs(name: string, from?: number, to?: number): string[] {
  const list = shared[name]
  if (!list) throw new Error(`data/articles.json: no shared paragraphs "${name}"`)
  return list.slice(from, to)
}

export const ARTICLES: ArticleSeed[] = articles.map(a => ({
  ...a,
  title: a.title.replace('{year}', bjYear(0)),
  paragraphs: a.paragraphs.flatMap(p => (typeof p === 'string' ? p : sharedParagraphs(p.shared, p.from, p.to)))
}))

/**
 * A body of plain paragraphs (a product, an event, a course). Like every demo body it opens with its text, never a
 * heading: the page shows the title above it, and the course and event pages a section title (课程介绍, 活动介绍) (issue #43).
 */
export const PARAGRAPHS_HTML = (paragraphs: string[]) => paragraphs.map(p => `<p>${p}</p>`).join('')

/** An article's or a case study's body: its paragraphs, then the source note and who it is for. */
export const RICH_ARTICLE_HTML = (paragraphs: string[]) =>
  PARAGRAPHS_HTML(paragraphs) +
  `<blockquote>本文内容仅供交流学习，数据来自云图科技客户调研。</blockquote>` +
  `<ul><li>适合人群：市场负责人、运营经理、销售负责人</li><li>阅读时间：约 5 分钟</li></ul>`

/** An article whose content carries the usual XSS vectors (the app must sanitise it). */
export const XSS_HTML = `<h2>富文本安全测试</h2>
<p>这篇文章用于检验富文本净化：下面的内容在页面上都不应执行脚本。</p>
<script>window.__xss = 'script'; alert('xss')</script>
<img src="x" onerror="window.__xss='onerror';alert(1)" alt="坏图片">
<p><a href="javascript:alert('link')">javascript 链接</a> · <a href="JaVaScRiPt:alert(2)">大小写混写</a> · <a href="data:text/html,&lt;script&gt;alert(3)&lt;/script&gt;">data 链接</a></p>
<iframe src="javascript:alert('iframe')"></iframe>
<iframe srcdoc="&lt;script&gt;alert(4)&lt;/script&gt;"></iframe>
<svg onload="window.__xss='svg';alert(5)"><circle r="10"></circle></svg>
<div style="background:url(javascript:alert(6))" onclick="alert(7)">带事件的 div</div>
<form action="javascript:alert(8)"><input type="submit" value="提交"></form>
<object data="javascript:alert(9)"></object><embed src="javascript:alert(10)">
<math><mtext><table><mglyph><style><img src=x onerror=alert(11)></style></mglyph></table></mtext></math>
<p>正常的段落、<strong>加粗</strong>和<a href="${appPageUrl(Routes.article, { id: 1 })}">站内链接</a>应当保留。</p>`

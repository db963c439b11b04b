import { withoutLeadingTitle } from '../../src/shared/leading-title'

/** Issue #43: a body that opens with the page's own title as a heading does not show it a second time. */
describe('a leading heading equal to the title', () => {
  it('is dropped, with the empty lines before it; the rest of the body stays as it was', () => {
    expect(withoutLeadingTitle('<h2>营销云 · 活动中心</h2><p>正文</p><h2>营销云 · 活动中心</h2>', '营销云 · 活动中心')).toBe(
      '<p>正文</p><h2>营销云 · 活动中心</h2>'
    )
    expect(withoutLeadingTitle('<p><br></p>\n<p>&nbsp;</p><h1>标题</h1>\n<p>正文</p>', '标题')).toBe('<p>正文</p>')
  })

  it('matches through markup, entities, spacing, case and full-width forms, inside an editor wrapper it keeps', () => {
    const html = '<section class="rich a"><h3 id="t"><strong>ＡＢＣ&nbsp;  增长</strong> &amp; 复购</h3><p>正文</p></section>'
    expect(withoutLeadingTitle(html, 'abc 增长 & 复购')).toBe('<section class="rich a"><p>正文</p></section>')
  })

  it('keeps a heading that only resembles the title, one that is not first, and a body that is only other text', () => {
    for (const [html, title] of [
      ['<h2>私域 SOP 模板合集</h2><p>正文</p>', '【会员专享】私域 SOP 模板合集'],
      ['<p>导语</p><h2>标题</h2>', '标题'],
      ['<p>标题</p><p>正文</p>', '标题'],
      ['<h2>标题</h3><p>正文</p>', '标题'],
      ['<h2>标题</h2>', '']
    ]) {
      expect(withoutLeadingTitle(html, title)).toBe(html)
    }
  })

  it('leaves nothing of a body that was only the title', () => {
    expect(withoutLeadingTitle('<h2>标题</h2>', '标题')).toBe('')
  })
})

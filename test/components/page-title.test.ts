import { setPageTitle } from '../../src/components/page/title'

/** Issue #17 item 13: a server title holding markup stays text on the web (never Taro's innerHTML path). */
describe('setPageTitle (web)', () => {
  it("puts the title in document.title and Taro's bar as text, creating no element", () => {
    document.body.innerHTML = '<div id="taro-navigation-bar"><div class="taro-navigation-bar-title"></div></div>'
    const title = '<a href="https://evil.example">x</a><img src=x>'
    setPageTitle(title)
    expect(document.title).toBe(title)
    const bar = document.querySelector('.taro-navigation-bar-title')!
    expect(bar.textContent).toBe(title)
    expect(bar.children).toHaveLength(0)
    expect(document.querySelectorAll('a, img')).toHaveLength(0)
  })
})

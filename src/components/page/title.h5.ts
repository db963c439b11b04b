/**
 * Sets the screen title on the web as text only. Taro's H5 setNavigationBarTitle writes the title into its
 * navigation bar with innerHTML (@tarojs/router navigation-bar.js), so a content title holding markup would
 * become live links, forms or images. Titles come from the server (article titles…): they never go there.
 * document.title takes text; Taro's (hidden) bar title, when present, gets the same text as textContent.
 */
export function setPageTitle(title: string): void {
  if (typeof document === 'undefined') return
  document.title = title
  const bar = document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')
  if (bar) bar.textContent = title
}

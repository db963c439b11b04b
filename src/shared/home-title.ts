/** Home's title (nav bar, menu, document title, share, the painted page): the company's name, else the website's, else 首页. */
export function homeTitle(companyName: string | null | undefined, websiteName: string | null | undefined): string {
  return companyName || websiteName || '首页'
}

/**
 * The promoter's numbers: one name and one definition each, the same on every screen that shows them (the summary
 * tiles, 访问趋势, the funnel, its trend and the sources). The server counts them the same way everywhere too.
 */
export const METRIC = {
  views: '浏览量',
  visitors: '访客数',
  registrations: '报名人数',
  approved: '审核通过',
  checkedIn: '到场签到'
} as const

/** What 浏览量 counts. */
export const VIEWS_HINT = '浏览量：每打开一次推广页面算 1 次'
/** What 访客数 counts. */
export const VISITORS_HINT = '访客数：按访客去重，同一人多次访问算 1'

import { buildQuery, type Query } from './query'

/** The base path the H5 app is served under. */
export const BASE_PATH = '/web/h'
export const HOME = '/pages/index/index'
export const NOT_FOUND = '/pages/404/index'
export const MAX_STACK = 10

/** Route paths by name, so callers never spell a page path twice. */
export const Routes = {
  home: HOME,
  scene: '/pages/scene/scene',
  custom: '/pages/custom/index',
  eventList: '/pages/event-list/index',
  event: '/pages/event/index',
  courseList: '/pages/course-list/index',
  course: '/pages/course/index',
  articleList: '/pages/article-list/index',
  article: '/pages/article/index',
  materialList: '/pages/material-list/index',
  material: '/pages/material/index',
  caseList: '/pages/case-list/index',
  case: '/pages/case/index',
  productList: '/pages/product-list/index',
  product: '/pages/product/index',
  videoList: '/pages/video-list/index',
  video: '/pages/video/index',
  speakerList: '/pages/speaker-list/index',
  courseItem: '/pages/course/item/index',
  courseArticle: '/pages/course/item/article/index',
  schedule: '/pages/schedule/index',
  eventCheckin: '/pages/event/checkin/index',
  form: '/pages/form/index',
  formSuccess: '/pages/form/success/index',
  assets: '/pages/assets/index',
  album: '/pages/album/index',
  interaction: '/pages/interaction/index',
  lottery: '/pages/lottery/index',
  lotteryScan: '/pages/lottery/scan/index',
  poster: '/pages/poster/index',
  promotion: '/pages/promotion/index',
  myPromotion: '/pages/my-promotion/index',
  promo: '/pages/promo/index',
  promotionTask: '/pages/promotion-task/index',
  promoAttendee: '/pages/promo/attendee/index',
  promoLeads: '/pages/promo/leads/index',
  inviteRank: '/pages/invite-rank/index',
  invitePoster: '/pages/invite-poster/index',
  web: '/pages/web/index',
  webPayment: '/pages/web/payment/index',
  linkOpen: '/pages/link-open/index',
  linkContent: '/pages/link-content/index',
  subscribe: '/pages/subscribe/index',
  cpContact: '/pages/cp-contact/index',
  ai: '/pages/ai/index',
  app: '/pages/app/index',
  apply: '/pages/apply/apply',
  verifyPhone: '/pages/verify-phone/index',
  attendeeInputCheckin: '/pages/attendee/attendee-inputcheckin/index',
  attendeeSignout: '/pages/attendee/attendee-signout/index',
  notFound: NOT_FOUND,
  account: '/pages/account/index',
  accountInfo: '/pages/account/info/index',
  accountPayment: '/pages/account/payment/index',
  accountLottery: '/pages/account/lottery/index',
  accountOrder: '/pages/account/order/index',
  accountSaved: '/pages/account/saved/index',
  accountCourse: '/pages/account/course/index',
  accountEvent: '/pages/account/event/index',
  accountMaterial: '/pages/account/material/index',
  accountTickets: '/pages/account/tickets/index',
  accountTicketDetail: '/pages/account/tickets/detail/index',
  accountTicketClaim: '/pages/account/tickets/claim/index',
  accountGifts: '/pages/account/gifts/index',
  accountPoints: '/pages/account/gifts/points/index',
  accountGiftOrders: '/pages/account/gifts/orders/index',
  accountPrize: '/pages/account/gifts/prize/index',
  accountNotification: '/pages/account/notification/index',
  accountCheckinStatistic: '/pages/account/event-checkin-statistic/index',
  accountMyData: '/pages/account/my-data/index',
  ucLogin: '/pages/uc/login/index',
  ucApply: '/pages/uc/apply/index',
  ucColleagues: '/pages/uc/colleagues/index',
  entityList: '/packages/customized/pages/entity/index',
  entityData: '/packages/customized/pages/entity-data/index'
} as const

/** A page URL with its query: pageUrl(Routes.article, { id: 7 }) → /pages/article/index?id=7 */
export function pageUrl(path: string, query?: Query): string {
  const qs = buildQuery(query)
  return qs ? `${path}?${qs}` : path
}

/** The app's own address (/web/h/): where the server sends a visitor home. */
export const APP_ROOT = `${BASE_PATH}/`

/**
 * A page's address as a browser opens it, for links the server writes (notices, posters, QR codes, redirects):
 * appPageUrl(Routes.article, { id: 7 }) → /web/h/pages/article/index?id=7
 */
export function appPageUrl(path: string, query?: Query): string {
  return BASE_PATH + pageUrl(path, query)
}

/** Strips the /web/h base (and a trailing slash) from a browser path. */
export function stripBase(path: string): string {
  let rest = path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : path
  if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1)
  return rest || '/'
}

/** The web sign-in page (phone and SMS code; `&wxAuth=true` makes it the silent visitor sign-in instead). */
const LOGIN_PAGE = '/web/ca/login'

/** The phone sign-in, coming back to the app page `returnTo` (a route with its query) once signed in. */
export function phoneLoginHref(returnTo: string): string {
  return `${LOGIN_PAGE}?returnUrl=${encodeURIComponent(BASE_PATH + returnTo)}`
}

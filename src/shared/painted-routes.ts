import { LIST_KIND_OF_ROUTE } from './content-lists'
import { TYPE_OF_DETAIL_ROUTE } from './content-routes'
import { Routes } from './routes'

/**
 * The routes the server paints a first view for (app paths without the /web/h base): home (and its search), custom
 * and scene pages, the content lists, the content details, the AI chat page, the form page and its success page, the
 * lottery, the subscribe gate, the speakers, an event's agenda, an album and the two lesson pages (server/ssr/painter.ts;
 * the parity browser test walks them all).
 */
export const PAINTED_ROUTES = [
  'pages/index/index',
  'pages/custom/index',
  'pages/scene/scene',
  ...Object.keys(LIST_KIND_OF_ROUTE),
  ...Object.keys(TYPE_OF_DETAIL_ROUTE),
  Routes.ai.slice(1),
  Routes.form.slice(1),
  Routes.formSuccess.slice(1),
  Routes.lottery.slice(1),
  Routes.subscribe.slice(1),
  Routes.speakerList.slice(1),
  Routes.schedule.slice(1),
  Routes.album.slice(1),
  Routes.courseItem.slice(1),
  Routes.courseArticle.slice(1)
]

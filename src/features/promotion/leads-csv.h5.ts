import { http } from '@/services/http'
import { BadResponseError } from '@/services/http/errors'
import { unwrapEnvelope } from '@/services/http/envelope'
import { saveBlob } from '@/utils/save-blob'
import { isWechatBrowser } from '@/services/platform/wechat-browser'
import { EXPORT_IN_BROWSER, leadsCsvUrl, type LeadFilters } from './leads'

/** The file name the server gives (Content-Disposition filename*), else 线索雷达.csv. */
function fileNameOf(disposition: string | null): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')
  try {
    return m ? decodeURIComponent(m[1]) : '线索雷达.csv'
  } catch {
    return '线索雷达.csv'
  }
}

/**
 * Downloads the radar's list as CSV (company staff): the signed-in request (a plain link would carry no token), then
 * the file handed to the browser. A refusal comes as the usual envelope and is thrown as the API client throws it.
 * WeChat's browser drops a file made in the page without a word: there the visitor is told to open a browser, rather
 * than told 已导出表格 for a file that never came.
 */
export async function downloadLeadsCsv(f: LeadFilters): Promise<void> {
  if (isWechatBrowser()) throw new Error(EXPORT_IN_BROWSER)
  const res = await fetch(leadsCsvUrl(f), { headers: http.headers(), credentials: 'same-origin' })
  if (!(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    unwrapEnvelope(res.status, await res.text())
    throw new BadResponseError()
  }
  saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition')))
}

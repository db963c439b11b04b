import { waitFor } from '@testing-library/dom'
import { fromFirstPageEachTest, openShowing, queriesOnTop, serveApp, topPageElement } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope } from '../../utils/mock-api'
import { LOGIN, login, openCentreShowing } from './fixtures'

/** A server without the leadRadar extension (its extensions call answers 404): the screens as the specification has them. */

const testUtils = new TaroTestApp()
const routes: Record<string, unknown> = {
  [LOGIN]: login(['MEMBER', 'PROMOTER', 'UC_USER']),
  'GET /open/v1/extensions': envelope(404, null, '接口不存在'),
  'GET /ca-open/v1/promote/getMyPromotionUrl': { url: 'http://localhost/web/h/pages/index/index?utm_scid=abc', shortUrl: '', qrCode: '', scid: 'abc' },
  'GET /ca-open/v1/promote/getMyPromotionPageViewData': { pv: 7, uv: 3, applicants: 1, daily: [] },
  'GET /ca-open/v1/promote/myPromotionViewData': { pv: 0, uv: 0, applicants: 0, daily: [] },
  'GET /ca-open/v1/promote/myPromotionViewDetail': { content: [], number: 0, last: true, size: 10, totalElements: 0, totalPages: 1 },
  'GET /ca-open/v1/notice/list': { content: [], number: 0, last: true, size: 10, totalElements: 0, totalPages: 1 }
}

describe('without the lead radar', () => {
  const api = serveApp(testUtils, routes)
  fromFirstPageEachTest('showToast')
  const asked = () => api().calls.some(c => /promote\/leads|myData/.test(c.path))

  it('leaves the promotion centre and 我的 without its entries, asking nothing about leads', async () => {
    await openCentreShowing('stat-pv')
    await waitFor(() => expect(api().callsTo('/open/v1/extensions').length).toBeGreaterThan(0))
    expect(queriesOnTop().queryByTestId('lead-radar-entry')).toBeNull()
    await openShowing('/pages/account/index', '渠道伙伴中心', 8000)
    expect(topPageElement().textContent).not.toContain('线索雷达')
    expect(topPageElement().textContent).not.toContain('我的数据')
    expect(asked()).toBe(false)
  })

  it('answers the radar and 我的数据 addresses by saying they are not offered', async () => {
    await openShowing('/pages/promo/leads/index?id=3', '线索雷达暂未开放', 8000)
    await openShowing('/pages/account/my-data/index', '暂无可查看的数据', 8000)
    expect(asked()).toBe(false)
  })
})

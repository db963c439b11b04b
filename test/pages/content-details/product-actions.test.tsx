import { runInAction } from 'mobx'
import type { WebsiteInfo } from '../../../types/contract'
import type { RootStore } from '@/stores/root-store'
import { expectToOpen, openShowing, startAppWithStore } from '../../support/page'
import { mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { detail, sessionRoutes } from './fixtures'

const testUtils = new TaroTestApp()

/** A site whose navigation opens the lead form as 申请试用 (as the demo's does), after another form. */
const website: WebsiteInfo = {
  id: 1,
  name: '云途科技',
  logo: '',
  themeCode: 'style_a',
  themeConfig: '{}',
  shareTitle: '',
  shareImage: '',
  modules: [
    {
      id: 5,
      kind: 'NAV',
      title: '',
      subtitle: '',
      more: null,
      columns: 4,
      items: [
        { id: 1, title: '活动报名', icon: '', type: 2, websiteFormId: 1 },
        { id: 2, title: '申请试用', icon: '', type: 2, websiteFormId: 2 }
      ]
    }
  ]
}

describe('a product’s conversion actions', () => {
  let store: RootStore
  let n = 0
  mockApi({
    ...sessionRoutes(),
    'GET /open/v1/entityData/entityDataDetail/62': detail({ id: 62, entityType: 'PRODUCT_INTRODUCTION', title: '云图营销云', price: 0 })
  })
  beforeAll(async () => {
    store = await startAppWithStore(testUtils)
    runInAction(() => (store.site.website = website))
  })

  it('opens the site’s lead form from 申请试用 in the bottom bar', async () => {
    const screen = await openShowing(`/pages/product/index?id=62&n=${++n}`, '云图营销云')
    await expectToOpen('/pages/form/index?id=2', () => testUtils.fireEvent.click(screen.getByRole('link', { name: '申请试用' })))
  })

  it('opens the assistant from 咨询 in the bottom bar', async () => {
    const screen = await openShowing(`/pages/product/index?id=62&n=${++n}`, '云图营销云')
    await expectToOpen('/pages/ai/index', () => testUtils.fireEvent.click(screen.getByRole('link', { name: '咨询' })))
  })
})

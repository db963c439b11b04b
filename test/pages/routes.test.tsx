import Taro from '@tarojs/taro'
import { ALL_ROUTE_PATHS } from '@/services/navigation/route-table'
import { waitFor } from '@testing-library/dom'
import { topPath } from '../support/page'
import { TaroTestApp } from '../utils/taro-app'
import { mockApi } from '../utils/mock-api'

const testUtils = new TaroTestApp()

/** The page element the router shows for a path (Taro H5 keeps one div per page in the stack). */
function visiblePage(): Element | null {
  const pages = Array.from(document.querySelectorAll('.taro_page')).filter(el => (el as HTMLElement).style.display !== 'none')
  return pages[pages.length - 1] || null
}

describe('every route of spec §2', () => {
  let api: ReturnType<typeof mockApi>
  beforeAll(async () => {
    // No server here: every call answers an error envelope, so each page must show a state, not crash.
    api = mockApi({})
    await testUtils.createApp()
  })
  afterAll(() => api.restore())

  it('declares all 75 routes, the customized sub-package included', () => {
    expect(ALL_ROUTE_PATHS).toHaveLength(75)
    expect(ALL_ROUTE_PATHS).toContain('/packages/customized/pages/entity-data/index')
  })

  it.each(ALL_ROUTE_PATHS)('%s renders its frame without crashing', async route => {
    const before = topPath()
    await Taro.redirectTo({ url: `${route}?id=1` })
    // Until the new page is on top and rendered, the page shown may still be the one it replaces.
    await waitFor(() => {
      expect(topPath()).not.toBe(before)
      const page = visiblePage()
      expect(page).not.toBeNull()
      expect(page?.querySelector('.page')).not.toBeNull()
      expect(page?.textContent?.trim().length).toBeGreaterThan(0)
    })
  })
})

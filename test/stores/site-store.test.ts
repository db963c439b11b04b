import { isObservable, reaction } from 'mobx'
import type { CompanyInfo } from '../../types/contract'
import { testCompany as company, testRootStore } from '../support/root-store'

describe('company and website id (spec §4, §5)', () => {
  it('loads company info once and caches it', async () => {
    const { site, deps: d } = testRootStore()
    await site.loadCompany()
    await site.loadCompany()
    expect(d.companyInfo).toHaveBeenCalledTimes(1)
    expect(site.company).toEqual(company)
  })

  it('says "cannot find company" when there is none', async () => {
    const { site } = testRootStore({ companyInfo: async () => null as unknown as CompanyInfo })
    await expect(site.loadCompany()).rejects.toThrow('cannot find company')
  })

  it('uses a numeric websiteId query, else the company miniAppWebsiteId, else errors', async () => {
    const { site } = testRootStore()
    expect(await site.websiteId('9')).toBe(9)
    expect(await site.websiteId('abc')).toBe(3)
    const bare = testRootStore({ companyInfo: async () => ({ ...company, miniAppWebsiteId: null }) }).site
    await expect(bare.websiteId(undefined)).rejects.toThrow('no miniAppWebsiteId for current company')
  })

  it.each([
    ['%39', 9],
    ['-1', 3],
    ['0x10', 3],
    ['1e3', 3],
    ['', 3]
  ])('reads websiteId %s as an id the way every id is read (parseId): %s', async (query, expected) => {
    expect(await testRootStore().site.websiteId(query)).toBe(expected)
  })
})

describe('site loading', () => {
  it('owns the company and the website: theme from the company, website from the query id, menu alongside', async () => {
    const root = testRootStore({ websiteMenu: async () => [{ id: 1, title: '首页', icon: '', type: 0 as const }] })
    await root.site.load('9')
    expect(root.site.company?.name).toBe('云图科技')
    expect(root.site.website?.id).toBe(9)
    expect(root.site.menu).toHaveLength(1)
    expect(root.deps.websiteInfo).toHaveBeenCalledWith(9)
    expect(root.theme.themeColor).toBe('#0055ff')
    expect(root.session.account).toBeNull() // the session knows nothing about the company
    expect('company' in root.session).toBe(false)
  })

  it('keeps the website as it came (no deep observable copy) and still tells observers when it is replaced', async () => {
    const root = testRootStore()
    const website = await root.site.load()
    expect(root.site.website).toBe(website)
    expect(isObservable(root.site.website)).toBe(false)
    expect(isObservable(root.site.company)).toBe(false)
    const seen: unknown[] = []
    const stop = reaction(
      () => root.site.website?.modules,
      modules => seen.push(modules)
    )
    root.site.previewModules([])
    stop()
    expect(seen).toEqual([[]])
  })

  it('falls back to the company website and keeps the error when the website fails', async () => {
    const root = testRootStore({ websiteInfo: jest.fn(async () => Promise.reject(new Error('down'))) })
    await expect(root.site.load()).rejects.toThrow('down')
    expect(root.deps.websiteInfo).toHaveBeenCalledWith(3)
    expect(root.site.error?.message).toBe('down')
    expect(root.site.loading).toBe(false)
  })
})

describe('extensions (docs/endpoints.md "Extensions")', () => {
  it('asks the server once and knows what it offers', async () => {
    const { site, deps: d } = testRootStore({ extensions: jest.fn(async () => ['waitlist' as const]) })
    expect(site.hasExtension('waitlist')).toBe(false)
    await Promise.all([site.loadExtensions(), site.loadExtensions()])
    expect(d.extensions).toHaveBeenCalledTimes(1)
    expect(site.hasExtension('waitlist')).toBe(true)
    expect(site.hasExtension('funnel')).toBe(false)
  })

  it('offers nothing on a server without extensions (404) or with an odd answer', async () => {
    const missing = testRootStore({ extensions: async () => Promise.reject(new Error('404')) }).site
    expect(await missing.loadExtensions()).toEqual([])
    expect(missing.hasExtension('waitlist')).toBe(false)
    const odd = testRootStore({ extensions: async () => 'yes' as never }).site
    expect(await odd.loadExtensions()).toEqual([])
  })
})

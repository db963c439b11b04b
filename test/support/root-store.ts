import type { Account, CompanyInfo, LoginResult, WebsiteInfo } from '../../types/contract'
import { RootStore, type RootDeps } from '@/stores/root-store'
import { SAMPLE_ACCOUNT } from '@/stores/session-store'

/** The demo company: website 3 by default, product "Marketing". */
export const testCompany: CompanyInfo = {
  id: 1,
  name: '云图科技',
  domain: 'localhost',
  miniAppWebsiteId: 3,
  themeColor: '#0055ff',
  gradientColor: ['#0055ff', '#00aaff'],
  squareLogo: '/media/logo.svg',
  productName: 'Marketing',
  servicePhone: ''
}

/** A signed-in account (id 5, key "key-5") over the sample account; override any field. */
export const testAccount = (fields: Partial<Account> = {}): Account => ({ ...SAMPLE_ACCOUNT, accountId: 5, accountKey: 'key-5', ...fields })

/** A website with no modules; override any field. */
export const testWebsite = (fields: Partial<WebsiteInfo> = {}): WebsiteInfo => ({
  id: 3,
  name: '云图官网',
  logo: '',
  themeCode: 'style_b',
  themeConfig: '',
  shareTitle: '',
  shareImage: '',
  modules: [],
  ...fields
})

export type TestRootDeps = RootDeps & {
  /** URLs the session sent the browser to (leaveTo), in order. */
  left: string[]
  /** In-app redirects (redirectTo), in order. */
  redirected: string[]
}

/**
 * Fakes for everything the root store needs: no server, no router. Each API dep is a jest.fn that answers
 * like the demo server (login → testAccount(), company → testCompany, website → testWebsite(), empty menu);
 * pass overrides for the rest (e.g. `login: () => Promise.reject(new Error('401'))`).
 */
export function testRootDeps(overrides: Partial<RootDeps> = {}): TestRootDeps {
  const left: string[] = []
  const redirected: string[] = []
  return {
    left,
    redirected,
    login: jest.fn(async (): Promise<LoginResult> => ({ account: testAccount(), ownerCompanyUserId: null, ucToken: null, companyUser: null })),
    logout: jest.fn(async () => true),
    accountInfo: jest.fn(async () => testAccount({ nickName: 'polled' })),
    companyInfo: jest.fn(async () => testCompany),
    websiteInfo: jest.fn(async (id: number) => testWebsite({ id })),
    websiteMenu: jest.fn(async () => []),
    extensions: jest.fn(async () => []),
    leaveTo: url => void left.push(url),
    redirectTo: url => void redirected.push(url),
    currentLocation: () => '/web/h/pages/account/index?x=1',
    ...overrides
  }
}

export interface TestRootOptions extends Partial<RootDeps> {
  /** Signs this account in (setAccount) before the store is handed out. */
  account?: Account
}

/**
 * A root store for tests over testRootDeps(): `const root = testRootStore()`, then `root.session`, `root.site`,
 * `root.theme`; `root.deps` holds the fakes (`root.deps.login`, `root.deps.left`). Wrap a component in
 * `<StoreProvider store={root}>`. Analytics is the no-op client unless `analytics` is passed.
 */
export function testRootStore({ account, ...overrides }: TestRootOptions = {}): RootStore & { deps: TestRootDeps } {
  const deps = testRootDeps(overrides)
  const root = Object.assign(new RootStore(deps), { deps })
  if (account) root.session.setAccount(account)
  return root
}

import { makeAutoObservable, runInAction, when } from 'mobx'
import type { Account, LoginResult } from '../../types/contract'
import { authEnabled, detectAppMode, trackingEnabled, type AppMode } from '@/services/app-mode'
import { SignInRedirect, UnauthorizedError, WaitTimeoutError } from '@/services/http/errors'
import { savePendingIntent, takePendingIntent, type PendingIntentInput } from '@/services/pending-action'
import { readStorage, StorageKey, writeStorage } from '@/services/storage'
import { parseOcuid, rememberTrackingParams, type TrackingParams } from '@/services/tracking-params'

const ACCOUNT_POLL_MS = 1000
const UC_TOKEN_WAIT_MS = 2000
/** Longest wait for the start-up sign-in before content loads without the visitor's token. */
const SESSION_WAIT_MS = 5000
const TOKEN_POLL_STEP_MS = 100
const LOGIN_PAGE = '/web/ca/login'
const UC_LOGIN_ROUTE = '/pages/uc/login/index'

/** What the session needs from the outside world; injected so tests run without a server or router. */
export interface SessionDeps {
  login(): Promise<LoginResult>
  logout(): Promise<unknown>
  accountInfo(): Promise<Account>
  /** Full browser navigation (web login page); `replace` leaves no history entry for this page. */
  leaveTo(url: string, options?: { replace?: boolean }): void
  /** In-app redirect replacing the current page. */
  redirectTo(url: string): void
  /** The current page (path + query) for returnUrl / redirect parameters. */
  currentLocation(): string
  wait?(ms: number): Promise<void>
}

/** The sample account development builds use when the login endpoint fails (spec §4). */
export const SAMPLE_ACCOUNT: Account = {
  accountId: 0,
  accountKey: 'dev-sample-account',
  apiKey: 'dev-sample-api-key',
  companyId: 1,
  companyUserId: null,
  cellphone: null,
  name: '示例用户',
  nickName: '示例用户',
  email: '',
  avatar: '',
  gender: 0,
  subscribe: false,
  cpContactAdded: false,
  newVisitor: false,
  accountInfoCompleted: false,
  selfBusinessCardId: null,
  wxUser: null,
  wxUserId: null,
  ocuid: null,
  roles: ['VISITOR'],
  points: 0,
  company: '',
  title: '',
  status: 'ACTIVE'
}

/** The visitor's session: account, tokens, tracking params, app mode (spec §4-§6). Company and website: SiteStore. */
export class SessionStore {
  mode: AppMode = { editor: false, restricted: false, development: false }
  account: Account | null = null
  accountKey: string | null = null
  ucToken: string | null = null
  ocuid: number | null = null
  trackParams: TrackingParams = {}
  /** idle → loading → ready (signed in) | anonymous (browsing without an account) */
  status: 'idle' | 'loading' | 'ready' | 'anonymous' = 'idle'
  private loginPromise: Promise<Account | null> | null = null

  constructor(private readonly deps: SessionDeps) {
    makeAutoObservable<SessionStore, 'deps' | 'loginPromise'>(this, {
      deps: false,
      loginPromise: false
    })
  }

  /** Reads the launch query: app mode, the four utm keys, a numeric ocuid; restores stored tokens. */
  init(query: Record<string, unknown>, nodeEnv = process.env.NODE_ENV): void {
    this.mode = detectAppMode(query, nodeEnv)
    this.trackParams = rememberTrackingParams(query)
    const fromQuery = parseOcuid(query.ocuid)
    if (fromQuery) writeStorage(StorageKey.OCUID, fromQuery)
    this.ocuid = fromQuery ?? parseOcuid(readStorage(StorageKey.OCUID))
    this.accountKey = authEnabled(this.mode) ? readStorage<string>(StorageKey.ACCOUNT_KEY) : null
    this.ucToken = readStorage<string>(StorageKey.UC_TOKEN)
  }

  /**
   * Tracking values a tap in the app stands for (an assistant card: utm_source=ai_assistant), kept as a link's
   * are (the last touch wins), so what the visitor does next carries them in the Track header and analytics.
   */
  rememberTracking(values: Record<string, string>): void {
    this.trackParams = rememberTrackingParams(values)
  }

  get authEnabled(): boolean {
    return authEnabled(this.mode)
  }

  get trackingEnabled(): boolean {
    return trackingEnabled(this.mode)
  }

  /**
   * Resolves once the start-up sign-in has settled (at most SESSION_WAIT_MS), so what depends on the visitor (a
   * detail's starred and owned state, a form's answers filled in from the account) is asked or drawn with it. Never
   * rejects.
   */
  async settled(): Promise<void> {
    if (this.status !== 'idle' && this.status !== 'loading') return
    await when(() => this.status === 'ready' || this.status === 'anonymous', { timeout: SESSION_WAIT_MS }).catch(() => undefined)
  }

  get signedIn(): boolean {
    return !!this.account && !!this.accountKey
  }

  get roles(): string[] {
    return this.account?.roles || []
  }

  get isPromoter(): boolean {
    return this.roles.includes('PROMOTER')
  }

  /** The utm values and the ocuid, as analytics merges them into every event (spec §3). */
  get trackProperties(): TrackingParams & { ocuid?: number } {
    return this.ocuid ? { ...this.trackParams, ocuid: this.ocuid } : { ...this.trackParams }
  }

  /**
   * Start-up outside editor/restricted mode (spec §4): fetch and store the account key, take ocuid
   * from the account when none is stored, store the UC token. Failure leaves the visitor browsing
   * anonymously; pages that need the account call requireAccount().
   */
  async start(): Promise<void> {
    if (!this.authEnabled) {
      this.status = 'anonymous'
      return
    }
    this.status = 'loading'
    const account = await this.tryLogin()
    runInAction(() => {
      this.status = account ? 'ready' : 'anonymous'
    })
  }

  /** Signs in silently; null when there is no session. Concurrent callers share one request. */
  tryLogin(): Promise<Account | null> {
    if (!this.loginPromise) {
      this.loginPromise = this.deps
        .login()
        .then(result => {
          if (!result || !result.account) throw new Error('no account')
          this.applyLogin(result)
          return result.account
        })
        .catch(() => null)
        .finally(() => {
          this.loginPromise = null
        })
    }
    return this.loginPromise
  }

  applyLogin(result: LoginResult): void {
    this.account = result.account
    this.accountKey = result.account.accountKey
    writeStorage(StorageKey.ACCOUNT_KEY, result.account.accountKey)
    if (!this.ocuid && parseOcuid(result.account.ocuid)) {
      this.ocuid = parseOcuid(result.account.ocuid)
      writeStorage(StorageKey.OCUID, this.ocuid)
    }
    if (result.ucToken) {
      this.ucToken = result.ucToken
      writeStorage(StorageKey.UC_TOKEN, result.ucToken)
    }
    this.status = 'ready'
  }

  /**
   * The account for pages that need one. Without a session: development gets a sample account,
   * otherwise the browser goes to the login page (wxAuth=true) and comes back here. An `intent`
   * (what the visitor tapped: {kind, payload}, never tokens) is kept for this page across that
   * round trip; the page carries it out once signed in with resumeIntent().
   */
  async requireAccount(intent?: PendingIntentInput): Promise<Account> {
    if (!this.authEnabled) throw new UnauthorizedError('预览模式下不可用')
    if (this.account && this.accountKey) return this.account
    const account = await this.tryLogin()
    if (account) return account
    if (this.mode.development) {
      runInAction(() => {
        this.account = SAMPLE_ACCOUNT
      })
      return SAMPLE_ACCOUNT
    }
    const returnUrl = this.deps.currentLocation()
    if (intent) savePendingIntent(intent, returnUrl)
    // The silent sign-in comes straight back to this page: in its place, so back does not return to a page that only
    // sent the browser away.
    this.deps.leaveTo(`${LOGIN_PAGE}?returnUrl=${encodeURIComponent(returnUrl)}&wxAuth=true`, { replace: true })
    throw new SignInRedirect()
  }

  /**
   * The payload of the intent of `kind` that requireAccount() kept for the current page, taken
   * (so it runs once) when the visitor is signed in and `match` accepts it; otherwise null.
   */
  resumeIntent<P = unknown>(kind: string, match?: (payload: P) => boolean): P | null {
    if (!this.signedIn) return null
    return takePendingIntent<P>(kind, this.deps.currentLocation(), match)
  }

  /** Phone-number login (no wxAuth): the login page asks for the phone and an SMS code, then opens `returnUrl` (this page). */
  loginWithPhone(returnUrl: string = this.deps.currentLocation()): void {
    this.deps.leaveTo(`${LOGIN_PAGE}?returnUrl=${encodeURIComponent(returnUrl)}`)
  }

  /**
   * The UC token for the colleague area: waits up to 2 s in 100 ms steps (spec §4), then sends the
   * visitor to the UC login page with the current page as redirect and throws WaitTimeoutError.
   */
  async waitForUcToken(): Promise<string> {
    const wait = this.deps.wait || ((ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms)))
    for (let waited = 0; waited <= UC_TOKEN_WAIT_MS; waited += TOKEN_POLL_STEP_MS) {
      if (this.ucToken) return this.ucToken
      if (waited < UC_TOKEN_WAIT_MS) await wait(TOKEN_POLL_STEP_MS)
    }
    const redirect = encodeURIComponent(this.deps.currentLocation())
    this.deps.redirectTo(`${UC_LOGIN_ROUTE}?redirect=${redirect}`)
    throw new WaitTimeoutError('等待同事身份超时，请登录')
  }

  /** Polls account info every second (spec §4 "when enabled"); returns the stop function. */
  startAccountPolling(onChange?: (account: Account) => void): () => void {
    const timer = setInterval(() => {
      this.deps
        .accountInfo()
        .then(account => {
          runInAction(() => {
            this.account = account
          })
          onChange?.(account)
        })
        .catch(() => undefined)
    }, ACCOUNT_POLL_MS)
    return () => clearInterval(timer)
  }

  /** Re-reads the account (after profile edits, points changes...). */
  async refreshAccount(): Promise<Account | null> {
    if (!this.accountKey) return null
    try {
      const account = await this.deps.accountInfo()
      runInAction(() => {
        this.account = account
      })
      return account
    } catch {
      return this.account
    }
  }

  setAccount(account: Account): void {
    this.account = account
  }

  /** Signs out: tokens cleared from memory and storage. */
  async logout(): Promise<void> {
    await this.deps.logout().catch(() => undefined)
    this.clearTokens()
  }

  clearTokens(): void {
    this.account = null
    this.accountKey = null
    this.ucToken = null
    writeStorage(StorageKey.ACCOUNT_KEY, null)
    writeStorage(StorageKey.UC_TOKEN, null)
    this.status = 'anonymous'
  }
}

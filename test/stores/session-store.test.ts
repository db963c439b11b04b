import Taro from '@tarojs/taro'
import type { LoginResult } from '../../types/contract'
import { SessionStore, SAMPLE_ACCOUNT, type SessionDeps } from '@/stores/session-store'
import { UnauthorizedError, WaitTimeoutError } from '@/services/http/errors'
import { testAccount as account, testRootDeps, testRootStore } from '../support/root-store'

describe('session start-up (spec §4)', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('stores the account key, ocuid from the account when none is stored, and the UC token', async () => {
    const { session } = testRootStore({
      login: async () => ({ account: account({ ocuid: 77 }), ownerCompanyUserId: 1, ucToken: 'uc-1', companyUser: null })
    })
    session.init({}, 'production')
    await session.start()
    expect(session.status).toBe('ready')
    expect(Taro.getStorageSync('accountKey')).toBe('key-5')
    expect(Taro.getStorageSync('ocuid')).toBe(77)
    expect(Taro.getStorageSync('UC_TOKEN')).toBe('uc-1')
  })

  it('keeps a stored ocuid instead of the account one', async () => {
    const session = testRootStore({
      login: async () => ({ account: account({ ocuid: 77 }), ownerCompanyUserId: null, ucToken: null, companyUser: null })
    }).session
    session.init({ ocuid: '12' }, 'production')
    await session.start()
    expect(session.ocuid).toBe(12)
  })

  it('ignores a non-numeric ocuid in the query', () => {
    const session = testRootStore().session
    session.init({ ocuid: '1e309' }, 'production')
    expect(session.ocuid).toBeNull()
  })

  it('lets a visitor without a session browse anonymously', async () => {
    const session = testRootStore({ login: async () => Promise.reject(new UnauthorizedError()) }).session
    session.init({}, 'production')
    await session.start()
    expect(session.status).toBe('anonymous')
  })

  it('signs in nothing in editor mode', async () => {
    const { session, deps: d } = testRootStore()
    session.init({ editor: '1' }, 'production')
    await session.start()
    expect(d.login).not.toHaveBeenCalled()
    expect(session.authEnabled).toBe(false)
  })
})

describe('login (spec §4)', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('sends the browser to the login page with returnUrl and wxAuth=true when login fails, in place of this page', async () => {
    const leaves: [string, { replace?: boolean } | undefined][] = []
    const { session } = testRootStore({ login: async () => Promise.reject(new Error('401')), leaveTo: (url, options) => void leaves.push([url, options]) })
    session.init({}, 'production')
    await expect(session.requireAccount()).rejects.toBeInstanceOf(UnauthorizedError)
    expect(leaves).toEqual([['/web/ca/login?returnUrl=%2Fweb%2Fh%2Fpages%2Faccount%2Findex%3Fx%3D1&wxAuth=true', { replace: true }]])
  })

  it('keeps the intent of the tap that needed the account across the login redirect, and hands it back once signed in', async () => {
    sessionStorage.clear()
    let location = '/web/h/pages/article/index?id=2'
    let loggedIn = false
    const d = testRootDeps({
      login: async () => {
        if (!loggedIn) throw new Error('401')
        return { account: account(), ownerCompanyUserId: null, ucToken: null, companyUser: null }
      },
      currentLocation: () => location
    })
    const before = new SessionStore(d)
    before.init({}, 'production')
    await expect(before.requireAccount({ kind: 'star', payload: { id: 2 } })).rejects.toBeInstanceOf(UnauthorizedError)
    expect(d.left).toEqual(['/web/ca/login?returnUrl=%2Fweb%2Fh%2Fpages%2Farticle%2Findex%3Fid%3D2&wxAuth=true'])
    expect(sessionStorage.getItem('pendingIntent')).toContain('"kind":"star"')
    expect(sessionStorage.getItem('pendingIntent')).not.toContain('key-5')

    // The page comes back: nothing is resumed before the sign-in, once after it.
    const after = new SessionStore(d)
    after.init({}, 'production')
    expect(after.resumeIntent('star')).toBeNull()
    loggedIn = true
    await after.start()
    location = '/web/h/pages/event/index?id=2'
    expect(after.resumeIntent('star')).toBeNull() // another page does not take it
    location = '/web/h/pages/article/index?id=2'
    expect(after.resumeIntent<{ id: number }>('star', p => p.id === 2)).toEqual({ id: 2 })
    expect(after.resumeIntent('star')).toBeNull()
  })

  it('returns a sample account in development when login fails', async () => {
    const session = testRootStore({ login: async () => Promise.reject(new Error('down')) }).session
    session.init({}, 'development')
    await expect(session.requireAccount()).resolves.toBe(SAMPLE_ACCOUNT)
  })

  it('treats a login answer without an account as "no account"', async () => {
    const { session } = testRootStore({ login: async () => ({}) as LoginResult })
    session.init({}, 'production')
    expect(await session.tryLogin()).toBeNull()
  })

  it('shares one login request between concurrent callers', async () => {
    const { session, deps: d } = testRootStore()
    session.init({}, 'production')
    await Promise.all([session.requireAccount(), session.requireAccount(), session.requireAccount()])
    expect(d.login).toHaveBeenCalledTimes(1)
  })

  it('clears tokens from memory and storage on logout', async () => {
    const session = testRootStore({ login: async () => ({ account: account(), ownerCompanyUserId: null, ucToken: 'uc', companyUser: null }) }).session
    session.init({}, 'production')
    await session.start()
    await session.logout()
    expect(session.accountKey).toBeNull()
    expect(Taro.getStorageSync('accountKey')).toBeFalsy()
    expect(Taro.getStorageSync('UC_TOKEN')).toBeFalsy()
  })
})

describe('UC token wait (spec §4)', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('waits 2 s in 100 ms steps, then redirects to uc login with the page and throws a timeout', async () => {
    const waits: number[] = []
    const { session, deps: d } = testRootStore({ wait: async ms => void waits.push(ms) })
    session.init({}, 'production')
    await expect(session.waitForUcToken()).rejects.toBeInstanceOf(WaitTimeoutError)
    expect(waits).toHaveLength(20)
    expect(waits.every(ms => ms === 100)).toBe(true)
    expect(d.redirected).toEqual(['/pages/uc/login/index?redirect=%2Fweb%2Fh%2Fpages%2Faccount%2Findex%3Fx%3D1'])
  })

  it('resolves as soon as the token arrives', async () => {
    const { session, deps: d } = testRootStore()
    session.init({}, 'production')
    let steps = 0
    ;(d as SessionDeps).wait = async () => {
      steps += 1
      if (steps === 3) session.applyLogin({ account: account(), ownerCompanyUserId: null, ucToken: 'uc-late', companyUser: null })
    }
    await expect(session.waitForUcToken()).resolves.toBe('uc-late')
    expect(d.redirected).toEqual([])
  })
})

describe('account polling (spec §4)', () => {
  it('polls account info every second until stopped', async () => {
    jest.useFakeTimers()
    const { session, deps: d } = testRootStore()
    const stop = session.startAccountPolling()
    jest.advanceTimersByTime(3000)
    expect(d.accountInfo).toHaveBeenCalledTimes(3)
    stop()
    jest.advanceTimersByTime(3000)
    expect(d.accountInfo).toHaveBeenCalledTimes(3)
    jest.useRealTimers()
  })
})

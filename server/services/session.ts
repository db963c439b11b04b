import type { FastifyReply, FastifyRequest } from 'fastify'
import { configOf } from '../config'
import type { Db } from '../db'
import { token } from '../lib/random'
import { SESSION_HINT_COOKIE } from '../../src/shared/session-hint'
import { accountsRepo } from '../repositories/accounts'
import type { AccountRow } from './accounts'

const SESSION_COOKIE = 'ca_session'

export function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS
/** A session's last use is written at most this often, not on every request. */
const SESSION_TOUCH_MS = HOUR_MS

/** The session cookie and its readable hint (src/shared/session-hint.ts), set and cleared together. */
const cookies = (id: string, maxAgeSeconds: number) => [
  `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`,
  sessionHint(id ? maxAgeSeconds : 0)
]
const sessionHint = (maxAgeSeconds: number) => `${SESSION_HINT_COOKIE}=${maxAgeSeconds > 0 ? 1 : ''}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}`

/** When a session ends: SESSION_IDLE_DAYS after its last use (sliding), SESSION_MAX_DAYS after sign-in at most. */
function sessionEnds(lastUse: number, createdAt: string, security: { sessionIdleDays: number; sessionMaxDays: number }): number {
  return Math.min(lastUse + security.sessionIdleDays * DAY_MS, Date.parse(createdAt) + security.sessionMaxDays * DAY_MS)
}

/** A cookie's Max-Age for a session that ends at `ends`. */
const secondsUntil = (ends: number, now: number): number => Math.max(0, Math.floor((ends - now) / 1000))

/** The live session of the browser's ca_session cookie: its account, and whether its cookies were just renewed. */
function liveSession(db: Db, req: FastifyRequest, reply?: FastifyReply): { account: AccountRow; ends: number; renewed: boolean } | null {
  const id = readCookie(req, SESSION_COOKIE)
  if (!id || !/^[0-9a-f]{64}$/.test(id)) return null
  const repo = accountsRepo(db)
  const session = repo.session(id)
  if (!session) return null
  const { security } = configOf(req.server)
  const now = Date.now()
  if (!(now < sessionEnds(session.seen_at, session.created_at, security))) {
    repo.deleteSession(id)
    if (reply) clearSessionCookie(reply)
    return null
  }
  const account = repo.activeById(session.account_id)
  if (!account) return null
  if (now - session.seen_at < SESSION_TOUCH_MS) return { account, ends: sessionEnds(session.seen_at, session.created_at, security), renewed: false }
  repo.touchSession(id, now)
  const ends = sessionEnds(now, session.created_at, security)
  if (reply) reply.header('Set-Cookie', cookies(id, secondsUntil(ends, now)))
  return { account, ends, renewed: !!reply }
}

/**
 * The account of the browser's ca_session cookie, or null. A session lives SESSION_IDLE_DAYS after its last
 * use (sliding) and SESSION_MAX_DAYS after sign-in at most; an expired one is deleted (and its cookie cleared
 * when `reply` is given). Use is recorded at most hourly; with `reply` the cookie's lifetime is renewed then.
 * A disabled account has no session.
 */
export function sessionAccount(db: Db, req: FastifyRequest, reply?: FastifyReply): AccountRow | null {
  return liveSession(db, req, reply)?.account ?? null
}

/** Starts a new session for the account and sets the HttpOnly cookie; expired sessions of anyone are deleted. */
export function startSession(db: Db, reply: FastifyReply, accountId: number): void {
  const id = token()
  const repo = accountsRepo(db)
  const { security } = configOf(reply.server)
  const now = Date.now()
  const created = new Date(now).toISOString()
  repo.pruneSessions(now - security.sessionIdleDays * DAY_MS, new Date(now - security.sessionMaxDays * DAY_MS).toISOString())
  repo.insertSession(id, accountId, created, now)
  reply.header('Set-Cookie', cookies(id, secondsUntil(sessionEnds(now, created, security), now)))
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('Set-Cookie', cookies('', 0))
}

/**
 * A page answer to a browser whose session cookie came without its hint (a session started before the hint existed):
 * the hint is set when the session is valid, so the app's start-up signs in with it.
 */
export function hintSession(db: Db, req: FastifyRequest, reply: FastifyReply): void {
  if (!readCookie(req, SESSION_COOKIE) || readCookie(req, SESSION_HINT_COOKIE)) return
  const live = liveSession(db, req, reply)
  // Renewed: both cookies were just set, the hint with them. Else the hint lasts as long as the session.
  if (live && !live.renewed) reply.header('Set-Cookie', sessionHint(secondsUntil(live.ends, Date.now())))
}

/** A Set-Cookie value with the Secure attribute (added once), for a server whose public origin is https. */
export const secureCookie = (cookie: string): string => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)

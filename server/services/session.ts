import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { nowIso, token } from '../lib/random'
import { accountsRepo } from '../repositories/accounts'
import type { AccountRow } from './accounts'

export const SESSION_COOKIE = 'ca_session'
const MAX_AGE = 30 * 24 * 3600

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

/** The account of the browser's ca_session cookie, or null. */
export function sessionAccount(db: Db, req: FastifyRequest): AccountRow | null {
  const id = readCookie(req, SESSION_COOKIE)
  if (!id || !/^[0-9a-f]{64}$/.test(id)) return null
  return accountsRepo(db).sessionAccount(id) ?? null
}

/** Starts a new session for the account and sets the HttpOnly cookie. */
export function startSession(db: Db, reply: FastifyReply, accountId: number): void {
  const id = token()
  accountsRepo(db).insertSession(id, accountId, nowIso())
  reply.header('Set-Cookie', `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}`)
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
}

/** A Set-Cookie value with the Secure attribute (added once), for a server whose public origin is https. */
export const secureCookie = (cookie: string): string => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`)

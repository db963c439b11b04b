import type { SubscribePlatform } from '../../types/contract'
import { outboxRepo, type MessageOutboxRow } from '../repositories/outbox'
import type { Ctx } from './context'

/** One queued message as a sender gets it (data parsed). */
export interface OutboxMessage {
  id: number
  accountId: number
  platform: SubscribePlatform
  templateId: string
  page: string
  data: Record<string, string>
}

/**
 * Delivers subscribe messages. A deployment with platform credentials plugs in one that calls WeChat's
 * `subscribeMessage.send` or Douyin's `notify` (docs/server.md "Subscribe messages"); it answers SENT, or
 * SKIPPED_NO_CREDENTIALS for a platform it has no credentials for, and throws when the platform refused.
 */
export interface MessageSender {
  send(message: OutboxMessage): Promise<'SENT' | 'SKIPPED_NO_CREDENTIALS'>
}

/** The local server's sender: it has no platform credentials, so it sends nothing. */
export const noCredentialsSender: MessageSender = {
  send: async () => 'SKIPPED_NO_CREDENTIALS'
}

export interface OutboxDrain {
  sent: number
  skipped: number
  failed: number
}

const BATCH = 50

const messageOf = (row: MessageOutboxRow): OutboxMessage => ({
  id: row.id,
  accountId: row.account_id,
  platform: row.platform,
  templateId: row.template_id,
  page: row.page,
  data: JSON.parse(row.data) as Record<string, string>
})

/**
 * Sends what the outbox holds through `ctx.messageSender`, each message at most once: a drain claims its rows
 * before sending (a row left SENDING by a crash is not sent again: a subscribe consent allows one message). Says
 * in one line what was skipped or failed.
 */
export async function drainOutbox(ctx: Pick<Ctx, 'db' | 'now' | 'print' | 'messageSender'>): Promise<OutboxDrain> {
  const repo = outboxRepo(ctx.db)
  const done: OutboxDrain = { sent: 0, skipped: 0, failed: 0 }
  for (let rows = repo.claim(ctx.now(), BATCH); rows.length > 0; rows = repo.claim(ctx.now(), BATCH)) {
    for (const row of rows) {
      if (!ctx.db.open) return done
      try {
        const outcome = await ctx.messageSender.send(messageOf(row))
        repo.finish(row.id, outcome)
        if (outcome === 'SENT') done.sent++
        else done.skipped++
      } catch (e) {
        repo.finish(row.id, 'FAILED', (e instanceof Error ? e.message : String(e)).slice(0, 500))
        done.failed++
      }
    }
  }
  if (done.skipped) ctx.print(`[outbox] ${done.skipped} subscribe message(s) not sent: no WeChat/Douyin credentials configured (SKIPPED_NO_CREDENTIALS)`)
  if (done.failed) ctx.print(`[outbox] ${done.failed} subscribe message(s) failed (message_outbox.error says why)`)
  return done
}

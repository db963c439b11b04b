import React from 'react'
import type { LeadList } from '../../../../types/contract'
import { Button } from '@/components/button'
import { useAction } from '@/hooks/use-action'
import { requestSubscribe, subscribePlatform } from '@/services/platform/subscribe'
import { toast } from '@/services/ui/toast'
import { subscribeHotLeads } from '@/features/promotion/leads'

/**
 * 热线索提醒 on a mini-program: the platform's subscribe dialog for the hot-lead template the server names; each
 * acceptance allows one message (the platforms' subscriptions are one-time), used when a lead of the viewer's turns
 * hot. The web, or a server without the template, shows nothing: the in-app notice is the channel there.
 */
export function HotLeadAlerts({ messages, onLeft }: { messages: LeadList['hotLeadMessages'] | undefined; onLeft: (left: number) => void }) {
  const platform = subscribePlatform
  const template = platform && messages ? messages.templates[platform] : null
  const keeping = useAction(async (accepted: Promise<string[]>) => {
    const ids = await accepted
    if (!platform || !template) return
    onLeft((await subscribeHotLeads({ platform, subscribed: ids })).left)
    toast(ids.includes(template) ? '已开启：下一条热线索会发订阅消息提醒你' : '未开启订阅消息；热线索仍会在消息通知里提醒你')
  })
  if (!platform || !template || !messages) return null
  return (
    <Button
      className='lead-radar__action'
      variant='text'
      disabled={keeping.pending || undefined}
      // The dialog is asked in the tap itself, before anything is awaited: the platforms show it only there.
      onClick={() => void keeping.run(requestSubscribe([template]))}
    >
      {messages.left > 0 ? `热线索提醒（可提醒 ${messages.left} 次）` : '开启热线索提醒'}
    </Button>
  )
}

import { useEffect, useState } from 'react'
import { useExtension } from '@/hooks/use-extension'
import { forgetTicketPages, keepTicketPage, removeTicketWorker } from '@/services/platform/offline-ticket'
import { useStores } from '@/stores/context'
import { forgetAllTickets } from './ticket-cache'

/**
 * Once a ticket has been shown online, asks the device to keep its page so it opens again without signal
 * (extension `offlineTicket`; src/service-worker/offline-ticket-sw.ts): true once kept. On a server without
 * the extension nothing is registered, and a worker an earlier visit left is removed. Call from an observer.
 */
export function useOfflineTicket(ticketId: number | null, shownOnline: boolean): boolean {
  const { site } = useStores()
  const offered = useExtension('offlineTicket')
  // Known once the server said which extensions it has (null while asking).
  const known = site.extensions !== null
  const [kept, setKept] = useState(false)
  useEffect(() => {
    if (!known || ticketId === null || !shownOnline) return
    if (!offered) {
      void removeTicketWorker()
      return
    }
    let live = true
    void keepTicketPage(ticketId).then(ok => {
      if (live) setKept(ok)
    })
    return () => {
      live = false
    }
  }, [known, offered, ticketId, shownOnline])
  return kept
}

/** Forgets every ticket kept on this device, its page and its data (logout: the next account sees none). */
export async function forgetDeviceTickets(): Promise<void> {
  forgetAllTickets()
  await forgetTicketPages()
}

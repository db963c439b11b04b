/**
 * Keeping a ticket's page for the door without signal (extension `offlineTicket`). Mini-programs have no
 * service worker (and keep their pages in the package): nothing to keep. The web's is offline-ticket.h5.ts.
 */

/** Asks the device to keep ticket `ticketId`'s page for offline use; true once it is kept. */
export async function keepTicketPage(_ticketId: number): Promise<boolean> {
  return false
}

/** Forgets every kept ticket page (logout). */
export async function forgetTicketPages(): Promise<void> {}

/** Removes the offline-ticket worker and what it kept (a server without the extension). */
export async function removeTicketWorker(): Promise<void> {}

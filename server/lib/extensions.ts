import type { ExtensionName } from '../../types/contract'

/** Every extension this server can offer (docs/endpoints.md "Extensions"). */
export const ALL_EXTENSIONS: readonly ExtensionName[] = [
  'waitlist',
  'registrationEdit',
  'reminders',
  'offlineTicket',
  'conditionalFields',
  'funnel',
  'assistantCards',
  'ticketTransfer',
  'groupRegistration',
  'leadRadar'
]

/**
 * EXTENSIONS: `all` (the default), `none`, or a comma list of names. With none, the server answers exactly the
 * specification's API (GET /api/open/v1/extensions is a 404 too), as a company's own server would.
 */
export function parseExtensions(raw: string | undefined): ExtensionName[] {
  const value = (raw ?? '').trim()
  if (value === '' || value === 'all') return [...ALL_EXTENSIONS]
  if (value === 'none') return []
  const names = value
    .split(',')
    .map(s => s.trim())
    .filter(Boolean)
  const unknown = names.find(n => !ALL_EXTENSIONS.includes(n as ExtensionName))
  if (unknown) throw new Error(`EXTENSIONS must be all, none or a comma list of ${ALL_EXTENSIONS.join(', ')}; got "${unknown}"`)
  return ALL_EXTENSIONS.filter(n => names.includes(n))
}

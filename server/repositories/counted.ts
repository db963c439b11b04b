/**
 * A registration that counts for the promoter who brought it (tasks, ranks, funnel): made by the person, or made
 * on their behalf and confirmed by them (the phone's owner signed in or verified it by SMS, migration 014).
 * `alias` is the attendees table's alias in the statement, if any.
 */
export const countsForPromoter = (alias = ''): string => {
  const a = alias ? `${alias}.` : ''
  return `(${a}behalf_by IS NULL OR ${a}behalf_confirmed_at IS NOT NULL)`
}

/** A registration made on someone's behalf that they have not confirmed yet (shown apart as 代报名·待确认). */
export const UNCONFIRMED_BEHALF = '(behalf_by IS NOT NULL AND behalf_confirmed_at IS NULL)'

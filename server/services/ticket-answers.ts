import type { FormField, FormValue, TicketAnswer } from '../../types/contract'
import { visibleFields } from '../../src/shared/form-conditions'
import { regionText } from '../../src/shared/region'
import type { Db } from '../db'
import { formsRepo } from '../repositories/forms'
import { miscRepo } from '../repositories/misc'
import { maskPhone } from './events'

const UPLOAD_PATH = /^\/api\/open\/file\/([^/?#]+)$/

/** An uploaded file as its visitor named it; the stored name when the upload is unknown. */
function fileName(db: Db, url: string): string {
  const stored = UPLOAD_PATH.exec(url)?.[1]
  if (!stored) return url.split(/[?#]/)[0].split('/').pop() || url
  return miscRepo(db).upload(stored)?.original_name || stored
}

/** One answer as a line of text; '' when there is nothing to show. */
function answerText(db: Db, field: FormField, value: FormValue | undefined): string {
  if (value === null || value === undefined) return ''
  switch (field.type) {
    case 'REGION':
      return regionText(value)
    case 'PHONE':
      return typeof value === 'string' ? maskPhone(value.trim()) : ''
    case 'IMAGE':
    case 'FILE':
      return typeof value === 'string' && value.trim() ? fileName(db, value.trim()) : ''
    default:
      if (Array.isArray(value))
        return value
          .map(v => String(v).trim())
          .filter(Boolean)
          .join('、')
      if (typeof value === 'boolean') return value ? '是' : ''
      return String(value).trim()
  }
}

/**
 * The registration's answers for its ticket, in the form's order and labelled by it, so a change made with
 * 修改报名信息 can be checked on the ticket: fields hidden by the answers, empty answers and the agreement tick are
 * left out; an upload shows its file name, a phone its masked form (the ticket is shown to door staff).
 */
export function ticketAnswers(db: Db, eventId: number, formValues: string): TicketAnswer[] {
  const form = formsRepo(db).formOfContent(eventId)
  if (!form) return []
  const fields = JSON.parse(form.fields) as FormField[]
  const values = JSON.parse(formValues || '{}') as Record<string, FormValue>
  return visibleFields(fields, values)
    .filter(field => field.type !== 'AGREEMENT')
    .map(field => ({ label: field.label, value: answerText(db, field, values[field.key]) }))
    .filter(answer => answer.value !== '')
}

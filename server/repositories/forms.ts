import type { FormRow, FormSubmissionRow } from '../db/rows'
import { perDb } from './per-db'

type NewSubmission = Omit<FormSubmissionRow, 'id' | 'source'>

/** Forms and their submissions. */
export const formsRepo = perDb(db => {
  const form = db.prepare<[number], FormRow>('SELECT * FROM forms WHERE id = ?')
  const formOfContent = db.prepare<[number], FormRow>('SELECT * FROM forms WHERE content_entity_id = ?')
  const submission = db.prepare<[number], FormSubmissionRow>('SELECT * FROM form_submissions WHERE id = ?')
  const byIdempotencyKey = db.prepare<[string], FormSubmissionRow>('SELECT * FROM form_submissions WHERE idempotency_key = ?')
  const insert = db.prepare<NewSubmission>(
    `INSERT INTO form_submissions (form_id, account_id, form_values, idempotency_key, promoter_id, ticket_id, created_at)
     VALUES (@form_id, @account_id, @form_values, @idempotency_key, @promoter_id, @ticket_id, @created_at)`
  )
  return {
    form: (id: number) => form.get(id),
    /** The registration form of a content (event). */
    formOfContent: (contentId: number) => formOfContent.get(contentId),
    submission: (id: number) => submission.get(id),
    /** The submission made earlier with this client key. */
    byIdempotencyKey: (key: string) => byIdempotencyKey.get(key),
    insertSubmission: (s: NewSubmission) => Number(insert.run(s).lastInsertRowid)
  }
})

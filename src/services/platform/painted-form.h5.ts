import type { PostedEntries } from '@/shared/form-names'

/** The painted copy of a form (server/ssr: `#fp`), while it is still on screen. */
function paintedForm(formId: number): HTMLFormElement | null {
  if (typeof document === 'undefined') return null
  return document.querySelector<HTMLFormElement>(`#fp form[data-painted-form="${formId}"]`)
}

/** What the painted form holds now, as a post would send it (checked boxes and radios only), or null without one. */
export function readPaintedForm(formId: number): PostedEntries | null {
  const form = paintedForm(formId)
  if (!form) return null
  return Array.from(new FormData(form)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
}

/**
 * Follows what is typed into the painted form until it goes (the takeover removes it): the app renders its form
 * unseen under the painted one, so typing meanwhile lands there. Returns the unsubscribe.
 */
export function watchPaintedForm(formId: number, onChange: (entries: PostedEntries) => void): () => void {
  const form = paintedForm(formId)
  if (!form) return () => undefined
  const changed = () => onChange(readPaintedForm(formId) || [])
  form.addEventListener('input', changed)
  form.addEventListener('change', changed)
  return () => {
    form.removeEventListener('input', changed)
    form.removeEventListener('change', changed)
  }
}

import type { PostedEntries } from '@/shared/form-names'

/** Mini-programs have no server-painted form: nothing was typed before the app (the web's is painted-form.h5.ts). */
export function readPaintedForm(_formId: number): PostedEntries | null {
  return null
}

/** Mini-programs have no painted form to follow. */
export function watchPaintedForm(_formId: number, _onChange: (entries: PostedEntries) => void): () => void {
  return () => undefined
}

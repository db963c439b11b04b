import { useCallback, useState } from 'react'

/** A message per field of a form (a field without one is valid). */
type FieldErrors<V> = Partial<Record<keyof V, string>>

/**
 * A form's values and its messages per field. `set(key, value)` stores the value and clears that field's message,
 * since the visitor is correcting it; `setErrors` shows the messages a check found.
 */
export function useFormFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues(prev => ({ ...prev, [key]: value }))
    setErrors(prev => (prev[key] ? { ...prev, [key]: undefined } : prev))
  }, [])
  return { values, setValues, errors, setErrors, set }
}

import type { FormField, FormValue } from '../../../../types/contract'

/** What every field control gets from the form. */
export interface FieldProps {
  field: FormField
  value: FormValue | undefined
  error?: string | null
  onChange: (value: FormValue) => void
  /** The visitor left the field: validate what is there. */
  onBlur?: () => void
}

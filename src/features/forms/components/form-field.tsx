import React from 'react'
import { AgreementField } from './agreement-field'
import { ChoiceField } from './choice-field'
import { CompanyField } from './company-field'
import { DateField } from './date-field'
import { RegionField } from './region-field'
import { TextField } from './text-field'
import type { FieldProps } from './types'
import { UploadField, type UploadAccess } from './upload-field'

/** The control for any FormFieldType. */
export function FormFieldControl(props: FieldProps & { uploads: UploadAccess }) {
  switch (props.field.type) {
    case 'RADIO':
    case 'CHECKBOX':
      return <ChoiceField {...props} />
    case 'DATE':
      return <DateField {...props} />
    case 'REGION':
      return <RegionField {...props} />
    case 'COMPANY':
      return <CompanyField {...props} />
    case 'IMAGE':
    case 'FILE':
      return <UploadField {...props} />
    case 'AGREEMENT':
      return <AgreementField {...props} />
    default:
      return <TextField {...props} />
  }
}

import { cellphoneError } from '@/shared/phone'

/**
 * The three forms at an event's door: check-in (by phone, or by scanning/typing the ticket code),
 * sign-out (by phone or ticket code) and check-in by name and phone.
 */
export type DoorKind = 'checkin' | 'signout' | 'by-name'

/** What a door form checks: the registration phone, or the ticket code. */
export type DoorMode = 'cellphone' | 'code'

export interface DoorValues {
  name: string
  cellphone: string
  code: string
}

export type DoorErrors = Partial<Record<keyof DoorValues, string>>

/** What each door calls its fields (field ids, for focus and the labels' ties) and its labels. */
export const DOOR_FIELDS: Record<DoorKind, Record<keyof DoorValues, { name: string; label: string }>> = {
  checkin: {
    name: { name: 'checkin-name', label: '姓名' },
    cellphone: { name: 'checkin-phone', label: '报名手机号' },
    code: { name: 'checkin-code', label: '票号' }
  },
  signout: {
    name: { name: 'signout-name', label: '姓名' },
    cellphone: { name: 'signout-cellphone', label: '报名手机号' },
    code: { name: 'signout-code', label: '票号' }
  },
  'by-name': {
    name: { name: 'input-name', label: '姓名' },
    cellphone: { name: 'input-cellphone', label: '手机号' },
    code: { name: 'input-code', label: '票号' }
  }
}

/** The phone's empty-text at the door (the invalid-text is the one phone rule's). */
const DOOR_PHONE_EMPTY = '请填写报名手机号'
export const DOOR_CODE_EMPTY = '请输入门票上的票号'
const DOOR_NAME_EMPTY = '请填写报名时的姓名'

/**
 * The errors of the fields one submit checks, each key present (undefined when fine) so a submit
 * clears the error it fixed: by-name checks name and phone; the others the field of their mode.
 */
export function validateDoor(kind: DoorKind, mode: DoorMode, values: DoorValues): DoorErrors {
  if (kind === 'by-name') {
    return {
      name: values.name.trim() ? undefined : DOOR_NAME_EMPTY,
      cellphone: cellphoneError(values.cellphone, DOOR_PHONE_EMPTY) ?? undefined
    }
  }
  if (mode === 'cellphone') return { cellphone: cellphoneError(values.cellphone, DOOR_PHONE_EMPTY) ?? undefined }
  return { code: values.code.trim() ? undefined : DOOR_CODE_EMPTY }
}

/** The first field with an error (name before phone before code), to focus; null when none. */
export function firstDoorError(errors: DoorErrors): keyof DoorValues | null {
  return (['name', 'cellphone', 'code'] as const).find(key => errors[key]) ?? null
}

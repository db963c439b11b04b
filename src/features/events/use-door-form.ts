import { useState } from 'react'
import type { Account, DoorResult } from '../../../types/contract'
import { focusField } from '@/features/forms'
import { useAction } from '@/hooks/use-action'
import { UnsupportedPlatformError } from '@/services/http'
import { scanCode } from '@/services/platform/scan'
import { checkIn, checkInByPhone, signOut } from './api'
import { DOOR_CODE_EMPTY, DOOR_FIELDS, firstDoorError, validateDoor, type DoorErrors, type DoorKind, type DoorMode, type DoorValues } from './door'
import { checkinTitle, signOutTitle, useTicketAction, type TicketActionState } from './use-ticket-action'

export interface DoorFormState {
  kind: DoorKind
  action: TicketActionState
  values: DoorValues
  errors: DoorErrors
  set: (key: keyof DoorValues) => (value: string) => void
  /** The field the form asks for (sign-out's 手机号/票号 switch); switching clears the errors. */
  mode: DoorMode
  setMode: (mode: DoorMode) => void
  /** Checks the fields of `mode` (by-name: name and phone), focuses the first wrong one, else sends. */
  submit: (mode?: DoorMode) => void
  /** Check-in only: the typed-code field is shown (after 输入票号 or a scan that could not read). */
  manual: boolean
  showManual: () => void
  /** Why a scan gave no code, shown above the code field. */
  scanNotice: string | null
  scan: () => Promise<void>
}

/** The request a door submit sends, values trimmed; the door answers whom it was for and their status. */
function send(kind: DoorKind, mode: DoorMode, eventId: number, values: DoorValues): Promise<DoorResult> {
  const cellphone = values.cellphone.trim()
  const code = values.code.trim()
  if (kind === 'by-name') return checkIn(eventId, { name: values.name.trim(), cellphone })
  if (kind === 'signout') return signOut(eventId, mode === 'cellphone' ? { cellphone } : { code })
  return mode === 'cellphone' ? checkInByPhone(eventId, cellphone) : checkIn(eventId, { code })
}

/** State and actions of a door form: its values, per-field errors, the mode switch, scanning and the ticket call. */
export function useDoorForm(kind: DoorKind, eventId: number, account: Pick<Account, 'cellphone'>): DoorFormState {
  const action = useTicketAction()
  // The phone doors start from the account's phone; by-name is for whoever is at the desk.
  const [values, setValues] = useState<DoorValues>(() => ({ name: '', cellphone: kind === 'by-name' ? '' : account.cellphone || '', code: '' }))
  const [errors, setErrors] = useState<DoorErrors>({})
  const [mode, setModeState] = useState<DoorMode>('cellphone')
  const [manual, setManual] = useState(false)
  const [scanNotice, setScanNotice] = useState<string | null>(null)
  // One scan at a time; what cannot be scanned is typed instead.
  const scanning = useAction(
    async (current: DoorValues) => {
      const code = (await scanCode()).trim()
      setValues(prev => ({ ...prev, code }))
      submitValues('code', { ...current, code })
    },
    {
      onError: e => {
        // A plain browser cannot scan: typing the code does the same.
        if (e instanceof UnsupportedPlatformError) setScanNotice(`当前环境不支持扫码，${DOOR_CODE_EMPTY}`)
        else setScanNotice('没有识别到二维码，请重试或输入票号')
        setManual(true)
        setTimeout(() => focusField(DOOR_FIELDS[kind].code.name), 50)
      }
    }
  )

  const set = (key: keyof DoorValues) => (value: string) => setValues(prev => ({ ...prev, [key]: value }))

  const setMode = (next: DoorMode) => {
    setModeState(next)
    setErrors({})
  }

  const submitValues = (submitMode: DoorMode, current: DoorValues) => {
    const found = validateDoor(kind, submitMode, current)
    setErrors(prev => ({ ...prev, ...found }))
    const first = firstDoorError(found)
    if (first) {
      focusField(DOOR_FIELDS[kind][first].name)
      return
    }
    void action.run(() => send(kind, submitMode, eventId, current), kind === 'signout' ? signOutTitle : checkinTitle)
  }

  const submit = (submitMode: DoorMode = mode) => submitValues(submitMode, values)

  const scan = async () => {
    await scanning.run(values)
  }

  return { kind, action, values, errors, set, mode, setMode, submit, manual, showManual: () => setManual(true), scanNotice, scan }
}

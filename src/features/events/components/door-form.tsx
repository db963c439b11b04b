import { Text, View } from '@tarojs/components'
import React from 'react'
import type { Account } from '../../../../types/contract'
import { Button } from '@/components/button'
import { Page } from '@/components/page'
import { RequireAccount } from '@/components/require-account'
import { ErrorView } from '@/components/states'
import { LabeledInput } from '@/features/forms/components'
import { boolAttr, domAttrs } from '@/utils/dom-attrs'
import { DOOR_FIELDS, type DoorKind, type DoorMode, type DoorValues } from '@/features/events/door'
import { useDoorForm, type DoorFormState } from '@/features/events/use-door-form'
import { doorHint } from '@/features/events/use-ticket-action'
import { useIdParam } from '@/hooks/use-params'
import { MissingQueryError } from '@/services/http'
import { goHome, navigateTo } from '@/services/navigation/navigate'
import { pageUrl, Routes } from '@/services/navigation/routes'
import { CheckinResult } from './checkin-result'
import { tapTarget } from '@/utils/tap-target'
import './events.scss'

const INPUT_KIND = { name: 'text', cellphone: 'phone', code: 'code' } as const

/** One field of a door form: its id and label from DOOR_FIELDS, its value and error from the form state. */
function DoorField({ door, field, onConfirm }: { door: DoorFormState; field: keyof DoorValues; onConfirm?: () => void }) {
  const { name, label } = DOOR_FIELDS[door.kind][field]
  return (
    <LabeledInput
      name={name}
      label={label}
      kind={INPUT_KIND[field]}
      value={door.values[field]}
      onChange={door.set(field)}
      error={door.errors[field]}
      onConfirm={onConfirm}
    />
  )
}

function SubmitRow({ door, text, onClick, plain }: { door: DoorFormState; text: string; onClick: () => void; plain?: boolean }) {
  return (
    <Button className={`${plain ? 'btn-plain' : 'btn-primary'} checkin-panel__button`} disabled={boolAttr(door.action.busy)} onClick={onClick}>
      {text}
    </Button>
  )
}

function PanelHead({ title, desc }: { title: string; desc: string }) {
  return (
    <>
      <Text className='checkin-panel__title'>{title}</Text>
      <Text className='checkin-panel__desc'>{desc}</Text>
    </>
  )
}

/** Check-in: by phone, or by the ticket code (scanned or typed), with links to the other two doors. */
function CheckinPanels({ door, account, eventId }: { door: DoorFormState; account: Account; eventId: number }) {
  const link = (route: string, text: string) => (
    <Text className='checkin-panel__link' {...tapTarget('link')} onClick={() => void navigateTo(pageUrl(route, { id: eventId }))}>
      {text}
    </Text>
  )
  return (
    <>
      <View className='checkin-panel'>
        <PanelHead title='手机号签到' desc={doorHint(account, '输入报名时填写的手机号', '输入你报名时填写的手机号')} />
        <DoorField door={door} field='cellphone' onConfirm={() => door.submit('cellphone')} />
        <View className='checkin-panel__row'>
          <SubmitRow door={door} text='手机号签到' onClick={() => door.submit('cellphone')} />
        </View>
      </View>
      <View className='checkin-panel'>
        <PanelHead title='票号签到' desc='扫描门票二维码，或输入门票上的票号' />
        <View className='checkin-panel__row'>
          <SubmitRow door={door} plain text='扫码签到' onClick={() => void door.scan()} />
          {!door.manual && (
            <Button className='btn-plain checkin-panel__button' onClick={door.showManual}>
              输入票号
            </Button>
          )}
        </View>
        {door.scanNotice && (
          <Text className='checkin-panel__notice' {...domAttrs({ role: 'status' })}>
            {door.scanNotice}
          </Text>
        )}
        {door.manual && (
          <>
            <DoorField door={door} field='code' onConfirm={() => door.submit('code')} />
            <View className='checkin-panel__row'>
              <SubmitRow door={door} text='票号签到' onClick={() => door.submit('code')} />
            </View>
          </>
        )}
      </View>
      <View className='checkin-panel__links'>
        {link(Routes.attendeeInputCheckin, '输入姓名签到')}
        {link(Routes.attendeeSignout, '签退')}
      </View>
    </>
  )
}

const MODES: [DoorMode, string][] = [
  ['cellphone', '手机号'],
  ['code', '票号']
]

/** Sign-out (手机号/票号 switch) and check-in by name and phone: one panel, one submit. */
function SinglePanel({ door, account }: { door: DoorFormState; account: Account }) {
  const signout = door.kind === 'signout'
  const submit = () => door.submit()
  return (
    <View className='checkin-panel'>
      {signout ? (
        <PanelHead title='活动签退' desc={doorHint(account, '离场前签退，用报名手机号或门票票号', '离场前签退，用你的报名手机号或门票票号')} />
      ) : (
        <PanelHead
          title='输入报名信息签到'
          desc={doorHint(account, '填写报名时的姓名和手机号，核对一致即可签到', '填写你报名时的姓名和手机号，核对一致即可签到')}
        />
      )}
      {signout ? (
        <View className='checkin-panel__row' {...domAttrs({ role: 'tablist', 'aria-label': '签退方式' })}>
          {MODES.map(([mode, label]) => (
            <Button
              key={mode}
              className={`${door.mode === mode ? 'btn-primary' : 'btn-plain'} checkin-panel__button`}
              {...domAttrs({ role: 'tab', 'aria-selected': door.mode === mode ? 'true' : 'false' })}
              onClick={() => door.setMode(mode)}
            >
              {label}
            </Button>
          ))}
        </View>
      ) : (
        <DoorField door={door} field='name' />
      )}
      {signout && door.mode === 'code' ? (
        <DoorField door={door} field='code' onConfirm={submit} />
      ) : (
        <DoorField door={door} field='cellphone' onConfirm={submit} />
      )}
      <View className='checkin-panel__row'>
        <SubmitRow door={door} text={signout ? '确认签退' : '确认签到'} onClick={submit} />
      </View>
    </View>
  )
}

/**
 * A form at the event's door (check-in, sign-out, check-in by name): its fields, the sign-out mode
 * switch, the one phone rule, one request at a time, and the ticket it came back with or the reason it failed.
 */
function DoorForm({ kind, eventId, account }: { kind: DoorKind; eventId: number; account: Account }) {
  const door = useDoorForm(kind, eventId, account)
  const { result, error } = door.action
  return (
    <View>
      {result && <CheckinResult ticket={result.ticket} title={result.title} />}
      {error && (
        <Text className='checkin-panel__error' {...domAttrs({ role: 'alert' })}>
          {kind === 'signout' ? '签退失败' : '签到失败'}：{error}
        </Text>
      )}
      {kind === 'checkin' ? <CheckinPanels door={door} account={account} eventId={eventId} /> : <SinglePanel door={door} account={account} />}
    </View>
  )
}

/** A door page's body: the door form for the signed-in visitor, or a way home when the event id is missing. */
function DoorScreen({ kind, eventId }: { kind: DoorKind; eventId: number | null }) {
  if (eventId === null) return <ErrorView error={new MissingQueryError()} onRetry={() => void goHome()} retryText='返回首页' />
  return <RequireAccount>{account => <DoorForm kind={kind} eventId={eventId} account={account} />}</RequireAccount>
}

/** A door page (`?id={eventId}`): the page frame titled `title` around the `kind` door for that event. */
export function DoorPage({ kind, title }: { kind: DoorKind; title: string }) {
  const eventId = useIdParam('id')
  return (
    <Page title={title}>
      <DoorScreen kind={kind} eventId={eventId} />
    </Page>
  )
}

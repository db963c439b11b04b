import { Input, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React, { useState } from 'react'
import type { LotteryRecord } from '../../../../types/contract'
import { useAction } from '@/hooks/use-action'
import { errorMessage, UnsupportedPlatformError } from '@/services/http/errors'
import { scanCode } from '@/services/platform/scan'
import { formatLabelled } from '@/shared/format'
import { verifyPrize } from '@/features/lottery/api'
import { inputLabel } from '@/utils/input-label'
import './verify-panel.scss'

/** A scanned QR may carry a URL or "credentialId=..."; the credential is its last value. */
export function credentialFromScan(text: string): string {
  const raw = (text || '').trim()
  const match = /(?:credentialId|claim|code)=([^&#\s]+)/i.exec(raw)
  if (match) {
    try {
      return decodeURIComponent(match[1])
    } catch {
      return match[1]
    }
  }
  return raw
}

/** Verifies a prize by scanning its credential (where the platform can) or by typing it. */
export function VerifyPanel() {
  const [code, setCode] = useState('')
  const [record, setRecord] = useState<LotteryRecord | null>(null)
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const check = useAction(
    async (value: string) => {
      setError('')
      setRecord(null)
      setRecord(await verifyPrize(value))
    },
    { onError: e => setError(errorMessage(e)) }
  )
  const sending = check.pending

  const verify = async (credentialId: string) => {
    const value = credentialId.trim()
    if (!value) {
      setError('请输入兑奖码')
      return
    }
    await check.run(value)
  }

  const scan = async () => {
    setNote('')
    try {
      const text = credentialFromScan(await scanCode())
      setCode(text)
      await verify(text)
    } catch (e) {
      if (e instanceof UnsupportedPlatformError) setNote('当前浏览器不支持扫码，请在下方输入兑奖码')
      else setError(errorMessage(e))
    }
  }

  return (
    <View className='verify'>
      <Button className='verify__scan' onClick={() => void scan()}>
        扫码核销
      </Button>
      {note && (
        <View className='verify__note' role='status'>
          {note}
        </View>
      )}
      <View className='verify__form'>
        <Text className='verify__label'>兑奖码</Text>
        <Input
          id='verify-code'
          className='verify__input'
          value={code}
          placeholder='输入中奖者出示的兑奖码'
          {...inputLabel('兑奖码')}
          confirmType='done'
          onInput={e => setCode(e.detail.value)}
          onConfirm={() => void verify(code)}
        />
      </View>
      <Button className='verify__submit' disabled={sending || undefined} onClick={() => void verify(code)}>
        {sending ? '核销中…' : '核销'}
      </Button>
      {error && (
        <View className='verify__error' role='alert'>
          {error}
        </View>
      )}
      {record && (
        <View className='verify__record' aria-label='核销结果'>
          <Text className='verify__ok'>{record.verified ? '✓ 核销成功' : '尚未核销'}</Text>
          <View className='verify__row'>
            <Text className='verify__key'>活动</Text>
            <Text>{record.lotteryTitle}</Text>
          </View>
          <View className='verify__row'>
            <Text className='verify__key'>奖品</Text>
            <Text>{record.prize?.name || '谢谢参与'}</Text>
          </View>
          <View className='verify__row'>
            <Text className='verify__key'>兑奖码</Text>
            <Text>{record.credentialId}</Text>
          </View>
          <View className='verify__row'>
            <Text className='verify__key'>中奖时间</Text>
            <Text>{formatLabelled(record.time)}</Text>
          </View>
          <View className='verify__row'>
            <Text className='verify__key'>领奖信息</Text>
            <Text>{record.infoCompleted ? '已填写' : '未填写'}</Text>
          </View>
        </View>
      )}
    </View>
  )
}

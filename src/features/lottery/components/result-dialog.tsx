import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import React from 'react'
import type { DrawResult } from '../../../../types/contract'
import { copyText } from '@/services/platform/clipboard'
import { resizeImage } from '@/utils/image'
import { THANKS_NAME } from '@/features/lottery/grid'
import { tapTarget } from '@/utils/tap-target'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import './dialog.scss'

interface ResultDialogProps {
  result: DrawResult
  /** Draws left after this one (null while unknown). */
  remaining: number | null
  onClose: () => void
  onClaim: (credentialId: string) => void
  onAgain: () => void
}

/**
 * What the draw gave: the prize with its credential (and the claim step for physical prizes), or "谢谢参与".
 * A modal dialog for the keyboard too: focus inside while it shows, Esc closes, focus back to 抽奖.
 */
export function ResultDialog({ result, remaining, onClose, onClaim, onAgain }: ResultDialogProps) {
  const won = result.win && !!result.prize && result.prize.kind !== 'NONE'
  const claimable = won && result.needInfo && !!result.credentialId
  const dialog = useDialogFocus(true, onClose)
  return (
    <View ref={dialog} className='lottery-dialog' role='dialog' aria-modal='true' aria-label={won ? '中奖啦' : THANKS_NAME}>
      <View className='lottery-dialog__mask' onClick={onClose} />
      <View className={`lottery-dialog__box ${won ? 'lottery-dialog__box--win' : ''}`}>
        {won ? (
          <>
            <Text className='lottery-dialog__title'>恭喜中奖！</Text>
            <View className='lottery-dialog__prize'>
              {result.prize!.image ? (
                <Image className='lottery-dialog__img' src={resizeImage(result.prize!.image, 'small')} mode='aspectFit' imgProps={{ alt: '' }} />
              ) : (
                <Text className='lottery-dialog__badge'>礼</Text>
              )}
              <Text className='lottery-dialog__prize-name'>{result.prize!.name}</Text>
            </View>
            {result.credentialId && (
              <View className='lottery-dialog__credential' {...tapTarget('button')} aria-label='复制兑奖码' onClick={() => void copyText(result.credentialId!)}>
                <Text>兑奖码：</Text>
                <Text className='lottery-dialog__code' selectable>
                  {result.credentialId}
                </Text>
                <Text className='lottery-dialog__copy'>复制</Text>
              </View>
            )}
            {claimable ? (
              <>
                <Text className='lottery-dialog__hint'>实物奖品请填写收货信息，我们会尽快寄出</Text>
                <Button className='lottery-dialog__btn' onClick={() => onClaim(result.credentialId!)}>
                  填写领奖信息
                </Button>
                <View className='lottery-dialog__later' {...tapTarget('button')} onClick={onClose}>
                  稍后在「我的中奖记录」中填写
                </View>
              </>
            ) : (
              <Button className='lottery-dialog__btn' onClick={onClose}>
                收下了
              </Button>
            )}
          </>
        ) : (
          <>
            <Text className='lottery-dialog__badge lottery-dialog__badge--none'>谢</Text>
            <Text className='lottery-dialog__title'>{THANKS_NAME}</Text>
            <Text className='lottery-dialog__hint'>{remaining && remaining > 0 ? `还有 ${remaining} 次机会，再试一次吧` : '别灰心，下次好运'}</Text>
            {remaining && remaining > 0 ? (
              <Button className='lottery-dialog__btn' onClick={onAgain}>
                再抽一次
              </Button>
            ) : (
              <Button className='lottery-dialog__btn' onClick={onClose}>
                知道了
              </Button>
            )}
          </>
        )}
        <View className='lottery-dialog__close' {...tapTarget('button')} aria-label='关闭' onClick={onClose}>
          ×
        </View>
      </View>
    </View>
  )
}

import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PopupPush } from '../../../../types/contract'
import { useDialogFocus } from '@/hooks/use-dialog-focus'
import { openNavItem } from '@/services/navigation/navigate'
import { tapTarget } from '@/utils/tap-target'

/**
 * A marketing popup: the image opens its nav item; × or the mask closes it. It stays invisible until its
 * image has loaded: the panel is centred, so an image that arrives later would push × down under a finger
 * already on its way to it (the tap then opens the promotion, or does nothing). An image that fails to load
 * closes the popup unseen: a popup without its picture is not worth showing. Once shown it is a modal dialog
 * for the keyboard too: it takes focus, keeps Tab inside, closes on Esc and gives focus back.
 */
export function PopupView({ popup, onClose }: { popup: PopupPush; onClose: () => void }) {
  const [loaded, setLoaded] = useState(false)
  const panel = useDialogFocus(loaded, onClose)
  const open = () => {
    onClose()
    if (popup.nav) void openNavItem(popup.nav)
  }
  return (
    <View className={`site-popup ${loaded ? '' : 'site-popup--loading'}`} data-testid='popup'>
      <View className='site-popup__mask' onClick={onClose} />
      <View ref={panel} className='site-popup__panel' role='dialog' aria-modal='true' aria-label={popup.title || '活动推荐'}>
        <View className='site-popup__image-box' {...(popup.nav ? tapTarget('link') : {})} aria-label={popup.title || '查看详情'} onClick={open}>
          <Image
            className='site-popup__image'
            src={popup.image}
            mode='widthFix'
            imgProps={{ alt: popup.title || '活动推荐' }}
            onLoad={() => setLoaded(true)}
            onError={onClose}
          />
        </View>
        <View className='site-popup__close' {...tapTarget('button')} aria-label='关闭弹窗' onClick={onClose}>
          <Text>×</Text>
        </View>
      </View>
    </View>
  )
}

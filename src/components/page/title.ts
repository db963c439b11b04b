import Taro from '@tarojs/taro'

/** Sets the screen title; the mini-programs draw it as plain text (the web has title.h5.ts). */
export function setPageTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
}

import Taro from '@tarojs/taro'

/**
 * Taro's toast, modal and action sheet. On the web these are Taro's own H5 widgets (≈ 6.4 KB gzipped with
 * their styles and icon font): this module is the only place that imports them, and the web build loads it
 * on first use (taro-ui.h5.ts), so the code is not evaluated before the first page renders.
 */
export const taroUi = {
  showToast: (options: Taro.showToast.Option) => Taro.showToast(options),
  showModal: (options: Taro.showModal.Option) => Taro.showModal(options),
  showActionSheet: (options: Taro.showActionSheet.Option) => Taro.showActionSheet(options)
}

export type TaroUi = typeof taroUi

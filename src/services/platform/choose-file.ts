import Taro from '@tarojs/taro'

/** A file the visitor picked: a local path uploadFile can send, its name and size in bytes. */
export interface ChosenFile {
  path: string
  name: string
  size: number
}

export type ChooseKind = 'image' | 'file'

/** Only the web keeps the picked File object (choose-file.h5.ts); here paths are files already. */
export function pickedFile(_path: string): undefined {
  return undefined
}

/** Lets the visitor pick one image or document; null when they cancel. */
export async function chooseFile(kind: ChooseKind): Promise<ChosenFile | null> {
  try {
    if (kind === 'image') {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const file = res.tempFiles?.[0]
      const path = file?.path || res.tempFilePaths?.[0]
      if (!path) return null
      return { path, name: path.split('/').pop() || 'image', size: file?.size || 0 }
    }
    const res = await Taro.chooseMessageFile({ count: 1, type: 'file' })
    const file = res.tempFiles?.[0]
    if (!file) return null
    return { path: file.path, name: file.name, size: file.size }
  } catch (error) {
    // The platforms report a cancel as a failure: that is not an error to show.
    if (error && typeof error === 'object' && /cancel/i.test(String((error as { errMsg?: string }).errMsg))) return null
    throw error
  }
}

/** Mini-programs sign in without leaving the page: a picked file never needs keeping (the web's is choose-file.h5.ts). */
export async function keepChosenFile(_key: string, _chosen: ChosenFile): Promise<boolean> {
  return false
}

/** Nothing is ever kept here (see keepChosenFile). */
export async function takeKeptFile(_key: string): Promise<ChosenFile | null> {
  return null
}

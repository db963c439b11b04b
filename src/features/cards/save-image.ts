import Taro from '@tarojs/taro'

/** Saves a poster to the photo album (mini-programs: download, then save). */
export async function saveImage(url: string, _fileName: string): Promise<'saved' | 'downloaded' | 'long-press'> {
  const { tempFilePath } = await Taro.downloadFile({ url })
  await Taro.saveImageToPhotosAlbum({ filePath: tempFilePath })
  return 'saved'
}

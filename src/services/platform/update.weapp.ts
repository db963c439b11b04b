import Taro from '@tarojs/taro'

const UPDATE_PROMPT = '新版本已经准备好，是否重启应用？'

/** When a new mini-program version is downloaded, ask to restart into it (spec §8); Douyin too (update.tt.ts). */
export function watchForUpdates(): void {
  if (typeof Taro.getUpdateManager !== 'function') return
  const manager = Taro.getUpdateManager()
  manager.onUpdateReady(() => {
    void Taro.showModal({ title: '更新提示', content: UPDATE_PROMPT }).then(res => {
      if (res.confirm) manager.applyUpdate()
    })
  })
}

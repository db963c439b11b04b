import { toast } from '@/services/ui/toast'

// The neutral build navigates as the mini-programs do (navigation.weapp.ts), but for opening another mini-program.
export { afterNextPaint, callPhone, historyBack, refuseOffline, replaceQuery } from './navigation.weapp'

/** Opens another mini-program (nav item type 4); mini-program builds only. */
export async function openMiniProgram(_appId: string, _path: string): Promise<void> {
  toast('不支持跳转小程序')
}

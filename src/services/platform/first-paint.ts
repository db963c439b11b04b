import type { FirstScreen } from '@/shared/first-paint'

/** Mini-programs have no server-painted view: nothing to take over (the web's is first-paint.h5.ts). */
export function takeOverFirstPaint(): void {}

/** Mini-programs have no painted view: an update is applied as it comes (the web's is first-paint.h5.ts). */
export function updateBehindPaint(update: () => void): void {
  update()
}

/** Mini-programs have no painted view: a module list draws every module at once (the web's is first-paint.h5.ts). */
export function useFirstScreenOnly(): FirstScreen | null {
  return null
}

/** Mini-programs have no server-painted view: nothing to take over (the web's is first-paint.h5.ts). */
export function takeOverFirstPaint(): void {}

/** Mini-programs draw their own native pickers: nothing to add there (picker-a11y.h5.ts is the web's). */
export function startPickerA11y(): void {}

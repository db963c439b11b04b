/** Mini-program update prompt; the web reloads for new versions by itself, so nothing to do here. */
export function watchForUpdates(): void {
  // no update manager outside mini-programs
}

const root = () => document.scrollingElement || document.documentElement

/** Scrolls the chat to its newest message. */
export function scrollToBottom(): void {
  const el = root()
  el.scrollTop = el.scrollHeight
}

/** Call before older messages are added at the top; call the returned function after to stay put. */
export function keepPositionWhilePrepending(): () => void {
  const el = root()
  const fromBottom = el.scrollHeight - el.scrollTop
  return () => {
    el.scrollTop = el.scrollHeight - fromBottom
  }
}

/** True when the visitor is reading the newest messages (so new text should keep them in view). */
export function nearBottom(): boolean {
  const el = root()
  return el.scrollHeight - el.scrollTop - window.innerHeight < 120
}

import { isAllowedEditorOrigin } from './origins'
import { parseEditorMessage, type EditorMessage, type EditorReply } from './messages'

/** The part of a MessageEvent the bridge reads. */
export interface EditorMessageEvent {
  origin: string
  data: unknown
  source?: unknown
}

/** Where messages arrive: window by default (any object with add/removeEventListener in tests). */
interface EditorMessageTarget {
  addEventListener(type: 'message', listener: (event: EditorMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: EditorMessageEvent) => void): void
}

interface EditorBridgeOptions {
  /** Provider hosts besides localhost (usually configuredEditorOrigins()). */
  allowedOrigins: string[]
  onMessage(message: EditorMessage): void
  log?(line: string): void
  target?: EditorMessageTarget
  /** Messages that arrived before the bridge's code had loaded (app.tsx keeps them): handled first, in order. */
  earlier?: EditorMessageEvent[]
}

function defaultLog(line: string): void {
  if (typeof console !== 'undefined') console.warn(line)
}

function defaultTarget(): EditorMessageTarget | null {
  return typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? (window as unknown as EditorMessageTarget) : null
}

function reply(source: unknown, origin: string, message: EditorReply): void {
  const port = source as { postMessage?: (message: unknown, targetOrigin: string) => void } | null
  if (port && typeof port.postMessage === 'function') port.postMessage(message, origin)
}

/**
 * Listens for the hosting editor's postMessage (spec §6 editor mode) and hands valid messages from
 * allowed origins to onMessage; answers ping with pong. Everything else is ignored with one log line.
 * Returns the dispose function. Without a window (mini-programs) it does nothing.
 */
export function createEditorBridge(options: EditorBridgeOptions): () => void {
  const target = options.target || defaultTarget()
  if (!target) return () => undefined
  const log = (line: string) => {
    try {
      ;(options.log || defaultLog)(line)
    } catch {
      // logging must not break the bridge
    }
  }
  const allowList = options.allowedOrigins.slice()

  const listener = (event: EditorMessageEvent) => {
    try {
      const origin = event?.origin
      if (!isAllowedEditorOrigin(origin, allowList)) {
        log(`editor: ignored a message from unsupported origin ${JSON.stringify(String(origin)).slice(0, 200)}`)
        return
      }
      const parsed = parseEditorMessage(event.data)
      if (!parsed.ok) {
        log(`editor: dropped a malformed message from ${origin}: ${parsed.reason}`)
        return
      }
      if (parsed.message.type === 'ping') {
        reply(event.source, origin, { type: 'pong' })
      }
      options.onMessage(parsed.message)
    } catch (error) {
      log(`editor: handling a message failed (${error instanceof Error ? error.message : String(error)})`)
    }
  }

  target.addEventListener('message', listener)
  for (const event of options.earlier || []) listener(event)
  let disposed = false
  return () => {
    if (disposed) return
    disposed = true
    target.removeEventListener('message', listener)
  }
}

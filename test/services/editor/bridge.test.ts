import { createEditorBridge, type EditorMessage, type EditorMessageEvent } from '../../../src/services/editor'

function fakeTarget() {
  const listeners = new Set<(event: EditorMessageEvent) => void>()
  return {
    addEventListener: (_type: 'message', l: (event: EditorMessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_type: 'message', l: (event: EditorMessageEvent) => void) => void listeners.delete(l),
    post: (event: EditorMessageEvent) => listeners.forEach(l => l(event)),
    count: () => listeners.size
  }
}

function setup() {
  const target = fakeTarget()
  const received: EditorMessage[] = []
  const logs: string[] = []
  const dispose = createEditorBridge({
    allowedOrigins: ['https://editor.example.com'],
    onMessage: m => void received.push(m),
    log: line => void logs.push(line),
    target
  })
  return { target, received, logs, dispose }
}

describe('createEditorBridge', () => {
  it('handles the messages that came before its code loaded first, in order, by the same rules', () => {
    const target = fakeTarget()
    const received: EditorMessage[] = []
    const logs: string[] = []
    createEditorBridge({
      allowedOrigins: [],
      onMessage: m => void received.push(m),
      log: line => void logs.push(line),
      target,
      earlier: [
        { origin: 'http://localhost:8080', data: { type: 'preview-theme', themeColor: '#111111' } },
        { origin: 'https://evil.example', data: { type: 'preview-theme', themeColor: '#00ff00' } },
        { origin: 'http://localhost:8080', data: { type: 'navigate', path: '/pages/index/index' } }
      ]
    })
    target.post({ origin: 'http://localhost:8080', data: { type: 'preview-theme', themeColor: '#222222' } })
    expect(received).toEqual([
      { type: 'preview-theme', themeColor: '#111111' },
      { type: 'navigate', path: '/pages/index/index' },
      { type: 'preview-theme', themeColor: '#222222' }
    ])
    expect(logs).toHaveLength(1)
  })

  it('hands a valid theme preview from localhost to onMessage', () => {
    const { target, received, logs } = setup()
    target.post({ origin: 'http://localhost:8080', data: { type: 'preview-theme', themeColor: '#0052d9' } })
    expect(received).toEqual([{ type: 'preview-theme', themeColor: '#0052d9' }])
    expect(logs).toEqual([])
  })

  it('accepts the provider hosts of the allow-list', () => {
    const { target, received } = setup()
    target.post({ origin: 'https://editor.example.com', data: { type: 'preview-modules', modules: [] } })
    expect(received).toEqual([{ type: 'preview-modules', modules: [] }])
  })

  it('ignores another origin with one log line and changes nothing', () => {
    const { target, received, logs } = setup()
    target.post({ origin: 'https://allowed.example.evil', data: { type: 'preview-theme', themeColor: '#000000' } })
    expect(received).toEqual([])
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/unsupported origin.*allowed\.example\.evil/)
  })

  it('drops a malformed payload from an allowed origin with one log line', () => {
    const { target, received, logs } = setup()
    target.post({ origin: 'http://localhost:8080', data: { type: 'navigate', path: 'https://evil.com' } })
    target.post({ origin: 'http://localhost:8080', data: 'ping' })
    expect(received).toEqual([])
    expect(logs).toHaveLength(2)
    expect(logs[0]).toMatch(/malformed/)
  })

  it('answers ping with pong to the sender at its origin', () => {
    const { target, received } = setup()
    const source = { postMessage: jest.fn() }
    target.post({ origin: 'http://127.0.0.1:5500', data: { type: 'ping' }, source })
    expect(source.postMessage).toHaveBeenCalledWith({ type: 'pong' }, 'http://127.0.0.1:5500')
    expect(received).toEqual([{ type: 'ping' }])
  })

  it('does not answer a ping from a refused origin', () => {
    const { target } = setup()
    const source = { postMessage: jest.fn() }
    target.post({ origin: 'http://localhost.evil', data: { type: 'ping' }, source })
    expect(source.postMessage).not.toHaveBeenCalled()
  })

  it('logs instead of throwing when onMessage throws', () => {
    const target = fakeTarget()
    const logs: string[] = []
    createEditorBridge({
      allowedOrigins: [],
      onMessage: () => {
        throw new Error('store broke')
      },
      log: l => void logs.push(l),
      target
    })
    expect(() => target.post({ origin: 'http://localhost', data: { type: 'ping' } })).not.toThrow()
    expect(logs[0]).toMatch(/store broke/)
  })

  it('stops listening when disposed', () => {
    const { target, received, dispose } = setup()
    dispose()
    dispose()
    expect(target.count()).toBe(0)
    target.post({ origin: 'http://localhost', data: { type: 'ping' } })
    expect(received).toEqual([])
  })

  it('listens on window by default', () => {
    const received: EditorMessage[] = []
    const logs: string[] = []
    const dispose = createEditorBridge({ allowedOrigins: [], onMessage: m => void received.push(m), log: l => void logs.push(l) })
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost:8080', data: { type: 'navigate', path: '/pages/me/index' } }))
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'ping' } }))
    dispose()
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost:8080', data: { type: 'ping' } }))
    expect(received).toEqual([{ type: 'navigate', path: '/pages/me/index' }])
    expect(logs).toHaveLength(1)
  })
})

import { filesToKeep, isForgetMessage, isKeepMessage, parseState, ticketIdOf, ticketPage, TICKET_ROUTE } from '@/shared/offline-ticket'

describe('offline ticket: what the app and its service worker agree on', () => {
  it('knows a ticket page by its path and id, and nothing else', () => {
    expect(ticketIdOf(ticketPage(9))).toBe(9)
    expect(ticketIdOf('http://x/web/h/pages/account/tickets/detail/index?id=12&stamp=1&utm_source=a')).toBe(12)
    for (const url of [
      '/web/h/pages/account/tickets/detail/index',
      '/web/h/pages/account/tickets/detail/index?id=0',
      '/web/h/pages/account/tickets/detail/index?id=-1',
      '/web/h/pages/account/tickets/detail/index?id=9x',
      '/web/h/pages/account/tickets/index?id=9',
      '/web/h/pages/index/index',
      '/web/h/pages/account/tickets/detail/index/x?id=9'
    ]) {
      expect(ticketIdOf(url)).toBeNull()
    }
  })

  it('keeps the initial files and the ticket route’s own chunks, never another route’s', () => {
    const manifest = {
      initial: ['js/runtime.1.js', 'js/app.2.js', 'css/app.3.css', 'js/app.2.js.map'],
      routes: { [TICKET_ROUTE]: ['js/ticket.4.js', 'css/ticket.5.css', 'js/app.2.js'], 'pages/index/index': ['js/home.6.js'] }
    }
    expect(filesToKeep(manifest)).toEqual([
      '/web/h/js/runtime.1.js',
      '/web/h/js/app.2.js',
      '/web/h/css/app.3.css',
      '/web/h/js/ticket.4.js',
      '/web/h/css/ticket.5.css'
    ])
    expect(filesToKeep({ initial: ['../../etc/passwd', 'https://evil.example/x.js', 42] })).toEqual([])
    expect(filesToKeep(null)).toEqual([])
  })

  it('reads only well-formed messages and state', () => {
    expect(isKeepMessage({ type: 'keep-ticket', ticketId: 3 })).toBe(true)
    expect(isKeepMessage({ type: 'keep-ticket', ticketId: '3' })).toBe(false)
    expect(isKeepMessage({ type: 'other', ticketId: 3 })).toBe(false)
    expect(isKeepMessage(null)).toBe(false)
    expect(parseState({ tickets: [1, 'x', -2], files: ['/web/h/js/a.1.js', '/elsewhere.js'] })).toEqual({ tickets: [1], files: ['/web/h/js/a.1.js'] })
    expect(parseState('junk')).toEqual({ tickets: [], files: [] })
  })

  it('tells a forget message from a keep message', () => {
    expect(isForgetMessage({ type: 'forget-tickets' })).toBe(true)
    expect(isForgetMessage({ type: 'keep-ticket', ticketId: 1 })).toBe(false)
    expect(isForgetMessage(null)).toBe(false)
    expect(isKeepMessage({ type: 'forget-tickets' })).toBe(false)
  })
})

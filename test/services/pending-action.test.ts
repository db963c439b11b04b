import { PENDING_INTENT_MAX_AGE_MS, clearPendingIntent, pagePath, peekPendingIntent, savePendingIntent, takePendingIntent } from '@/services/pending-action'

const PAGE = '/web/h/pages/article/index?id=2'

describe('pending action across the sign-in round trip', () => {
  beforeEach(() => {
    clearPendingIntent()
    sessionStorage.clear()
  })

  it('keeps the intent in sessionStorage for the page path, without the query', () => {
    savePendingIntent({ kind: 'star', payload: { id: 2 } }, PAGE, 1000)
    const stored = JSON.parse(sessionStorage.getItem('pendingIntent') as string)
    expect(stored).toEqual({ kind: 'star', payload: { id: 2 }, page: '/web/h/pages/article/index', savedAt: 1000 })
    expect(pagePath('/web/h/pages/form/index?id=1&eventId=30#x')).toBe('/web/h/pages/form/index')
  })

  it('is taken once, by the page it was made on, when kind and payload match', () => {
    savePendingIntent({ kind: 'star', payload: { id: 2 } }, PAGE, 1000)
    expect(takePendingIntent('form-submit', PAGE, undefined, 2000)).toBeNull()
    expect(takePendingIntent('star', '/web/h/pages/event/index?id=2', undefined, 2000)).toBeNull()
    expect(takePendingIntent<{ id: number }>('star', PAGE, p => p.id === 3, 2000)).toBeNull()
    // Still there for the right page and id, then gone.
    expect(takePendingIntent<{ id: number }>('star', '/web/h/pages/article/index?id=2&from=login', p => p.id === 2, 2000)).toEqual({ id: 2 })
    expect(takePendingIntent('star', PAGE, undefined, 2000)).toBeNull()
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
  })

  it('expires after a few minutes', () => {
    savePendingIntent({ kind: 'star', payload: { id: 2 } }, PAGE, 1000)
    expect(peekPendingIntent(1000 + PENDING_INTENT_MAX_AGE_MS)).not.toBeNull()
    expect(takePendingIntent('star', PAGE, undefined, 1001 + PENDING_INTENT_MAX_AGE_MS)).toBeNull()
    expect(sessionStorage.getItem('pendingIntent')).toBeNull()
  })

  it('a newer intent replaces the older one; malformed storage reads as none', () => {
    savePendingIntent({ kind: 'star', payload: { id: 2 } }, PAGE, 1000)
    savePendingIntent({ kind: 'form-submit', payload: { formId: 1, smsCode: '123456' } }, '/web/h/pages/form/index?id=1', 1100)
    expect(takePendingIntent('star', PAGE, undefined, 1200)).toBeNull()
    expect(takePendingIntent('form-submit', '/web/h/pages/form/index?id=1', undefined, 1200)).toEqual({ formId: 1, smsCode: '123456' })
    sessionStorage.setItem('pendingIntent', '{not json')
    expect(peekPendingIntent()).toBeNull()
    sessionStorage.setItem('pendingIntent', JSON.stringify({ kind: 'star', page: PAGE, savedAt: Date.now() + 60_000 }))
    expect(peekPendingIntent()).toBeNull()
  })
})

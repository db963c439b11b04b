import { credentialFromScan } from '@/features/lottery/components/verify-panel'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { queriesOnTop, typeInto, openShowing } from '../../support/page'
import { LOGIN, login, prizeRecord, spyToasts } from './fixtures'

const testUtils = new TaroTestApp()
let api: ReturnType<typeof mockApi>

describe('prize verification (promoter)', () => {
  beforeAll(async () => {
    spyToasts()
    api = mockApi({
      [LOGIN]: login(['MEMBER', 'PROMOTER']),
      'POST /ca-open/v1/lottery/verify': (_q: unknown, data: unknown) => {
        const body = (typeof data === 'string' ? JSON.parse(data) : data) as { credentialId: string }
        if (body.credentialId !== 'CRED-1') return envelope(404, null, '兑奖码不存在')
        return prizeRecord({ verified: true, time: '2024-05-01T10:00:00+08:00' })
      }
    })
    await testUtils.createApp()
  })
  afterAll(() => api.restore())

  /** Opens the verification page (each test starts from it) and returns queries for it. */
  const openScan = () => openShowing('/pages/lottery/scan/index', '扫码核销')

  /** Types a code into the 兑奖码 field and taps 核销. */
  async function verify(code: string) {
    const screen = queriesOnTop()
    await typeInto(screen.getByLabelText('兑奖码'), code)
    testUtils.fireEvent.click(screen.getByRole('button', { name: '核销' }))
  }

  it('falls back to typing the code when the browser cannot scan', async () => {
    const verifyCalls = api.callsTo('/ca-open/v1/lottery/verify').length
    const screen = await openScan()
    testUtils.fireEvent.click(screen.getByText('扫码核销'))
    expect((await screen.findByRole('status')).textContent).toContain('当前浏览器不支持扫码，请在下方输入兑奖码')
    expect(api.callsTo('/ca-open/v1/lottery/verify')).toHaveLength(verifyCalls)
  })

  it('shows the server refusal for an unknown code', async () => {
    const screen = await openScan()
    await verify('NOPE')
    expect((await screen.findByRole('alert')).textContent).toContain('兑奖码不存在')
  })

  it('verifies a typed code and shows the record', async () => {
    const screen = await openScan()
    await verify(' CRED-1 ')
    const record = await screen.findByLabelText('核销结果')
    expect(record.textContent).toContain('✓ 核销成功')
    expect(record.textContent).toContain('蓝牙耳机')
    const sent = api.callsTo('/ca-open/v1/lottery/verify').pop()!
    expect(typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data).toEqual({ credentialId: 'CRED-1' })
  })

  it('reads the credential out of a scanned link', () => {
    expect(credentialFromScan('https://x.example/web/h/pages/lottery/index?id=1&claim=CRED-7')).toBe('CRED-7')
    expect(credentialFromScan('credentialId=AB%2F1')).toBe('AB/1')
    expect(credentialFromScan('  CRED-3 ')).toBe('CRED-3')
  })
})

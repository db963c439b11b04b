import { credentialFromScan } from '@/features/lottery/components/verify-panel'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { find, findText, LOGIN, login, open, pageText, prizeRecord, spyToasts, typeInto } from './fixtures'

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

  it('falls back to typing the code when the browser cannot scan', async () => {
    await open('/pages/lottery/scan/index')
    testUtils.fireEvent.click(await findText('扫码核销'))
    await findText('当前浏览器不支持扫码，请在下方输入兑奖码')
    expect(api.calls.filter(c => c.path === '/ca-open/v1/lottery/verify')).toHaveLength(0)
  })

  it('shows the server refusal for an unknown code', async () => {
    await typeInto('verify-code', 'NOPE', el => testUtils.fireEvent.input(el))
    testUtils.fireEvent.click(await findText('核销'))
    await findText('兑奖码不存在')
  })

  it('verifies a typed code and shows the record', async () => {
    await typeInto('verify-code', ' CRED-1 ', el => testUtils.fireEvent.input(el))
    testUtils.fireEvent.click(await findText('核销'))
    await find('[aria-label="核销结果"]')
    expect(pageText()).toContain('✓ 核销成功')
    expect(pageText()).toContain('蓝牙耳机')
    const sent = api.calls.filter(c => c.path === '/ca-open/v1/lottery/verify').pop()!
    expect(typeof sent.data === 'string' ? JSON.parse(sent.data) : sent.data).toEqual({ credentialId: 'CRED-1' })
  })

  it('reads the credential out of a scanned link', () => {
    expect(credentialFromScan('https://x.example/web/h/pages/lottery/index?id=1&claim=CRED-7')).toBe('CRED-7')
    expect(credentialFromScan('credentialId=AB%2F1')).toBe('AB/1')
    expect(credentialFromScan('  CRED-3 ')).toBe('CRED-3')
  })
})

import { waitFor } from '@testing-library/dom'
import { TaroTestApp } from '../../utils/taro-app'
import { mockApi, page } from '../../utils/mock-api'
import type { ResourceItem } from '../../../types/contract'
import { queriesOnTop } from '../../support/page'
import { findText, login, open, spyToasts } from './fixtures'

const testUtils = new TaroTestApp()

function resource(id: number, name: string, url: string): ResourceItem {
  return { id, entityDataId: 4, title: `资料 ${id}`, file: { id, name, url, size: 1024, ext: 'pdf' }, obtainedAt: '2025-06-01T08:00:00' }
}

mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login(),
  'GET /ca/v1/personalCenter/resources': page([
    resource(1, '白皮书.pdf', 'https://example.com/a.pdf'),
    resource(2, '协议.pdf', '//evil.example/a.pdf'),
    resource(3, '脚本.pdf', 'javascript:alert(1)')
  ])
})

beforeAll(async () => {
  await testUtils.createApp()
})

const spies: jest.SpyInstance[] = []

/** Links the page clicked to start a download (the shared openFile opens files through an <a>). */
function spyDownloads(): { href: string; target: string; rel: string }[] {
  const clicked: { href: string; target: string; rel: string }[] = []
  spies.push(
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, target: this.target, rel: this.rel })
    })
  )
  return clicked
}

/** window.open, which a download must never call (it would give the new tab a handle on this one). */
function spyWindowOpen(): jest.SpyInstance {
  const spy = jest.spyOn(window, 'open').mockReturnValue(null)
  spies.push(spy)
  return spy
}

describe('my materials download', () => {
  // Only this file's spies: the API mock stays in place.
  afterEach(() => spies.splice(0).forEach(spy => spy.mockRestore()))

  it('opens a good file URL in a new tab with noopener', async () => {
    const clicked = spyDownloads()
    const opened = spyWindowOpen()
    await open('/pages/account/material/index')
    await findText('白皮书.pdf')
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '下载 白皮书.pdf' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0].href).toBe('https://example.com/a.pdf')
    expect(clicked[0].target).toBe('_blank')
    expect(clicked[0].rel.split(' ')).toContain('noopener')
    expect(opened).not.toHaveBeenCalled()
  })

  it('refuses a //host or javascript: file URL and opens nothing', async () => {
    const clicked = spyDownloads()
    const opened = spyWindowOpen()
    const toasts = spyToasts()
    await open('/pages/account/material/index')
    await findText('协议.pdf')
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '下载 协议.pdf' }))
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '下载 脚本.pdf' }))
    // openFile refuses an unsafe URL with this toast before it could open anything.
    await waitFor(() => expect(toasts.filter(t => t === '文件链接无效')).toHaveLength(2))
    expect(clicked).toHaveLength(0)
    expect(opened).not.toHaveBeenCalled()
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import { whenEnabled } from '../../support/page'
import { page } from '../../utils/mock-api'
import { account, assertNoActiveContent, detail, sessionRoutes, XSS_HTML } from './fixtures'
import { currentPage, detailSuite, findText, open, screen, spyNavigation } from './helpers'

let n = 0
const url = (path: string) => `${path}&n=${++n}`

describe('video, material, product, gate and custom entity pages', () => {
  const { testUtils, serve, api, shownToasts } = detailSuite()

  it('plays a video with its poster and says so clearly when playback fails', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/60': detail({
        id: 60,
        entityType: 'VIDEO',
        video: { url: 'https://media.example.com/v.mp4', poster: 'https://img.example.com/p.png', duration: 6 }
      })
    })
    await open(url('/pages/video/index?id=60'))
    // Taro's Video has no role of its own: found by its element.
    const video = await waitFor(() => {
      const el = currentPage().querySelector<HTMLElement>('taro-video-core')
      if (!el) throw new Error('no video yet')
      return el
    })
    expect(video.getAttribute('poster') || (video as unknown as { poster: string }).poster).toBe('https://img.example.com/p.png')
    video.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'MEDIA_ERR_SRC_NOT_SUPPORTED' } }))
    await findText('视频暂时无法播放，请稍后重试')
    // The poster stays in the fallback box named after the video.
    expect(screen().getByRole('img', { name: '示例文章' }).querySelector('.video-player__poster')).not.toBeNull()
  })

  it('lists material files with sizes (未知 when missing) and downloads only safe links', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/61': detail({
        id: 61,
        entityType: 'FILEDOWNLOAD',
        content: XSS_HTML,
        files: [
          { id: 1, name: '白皮书.pdf', url: '/files/a.pdf', size: 2.5 * 1024 * 1024, ext: 'pdf' },
          { id: 2, name: '清单.xlsx', url: 'javascript:alert(1)', size: null as unknown as number, ext: 'xlsx' }
        ]
      })
    })
    await open(url('/pages/material/index?id=61'))
    await findText('2.5MB')
    await findText('未知')
    expect(currentPage().textContent).toContain('PDF')
    const clicks: string[] = []
    const orig = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function () {
      clicks.push(this.getAttribute('href') || '')
    }
    try {
      testUtils.fireEvent.click(await screen().findByRole('button', { name: '下载 白皮书.pdf' }))
      await waitFor(() => expect(clicks).toEqual(['/files/a.pdf']))
      // One download at a time: the buttons come back once the first file has opened.
      testUtils.fireEvent.click(await whenEnabled(screen().getByRole('button', { name: '下载 清单.xlsx' })))
      await waitFor(() => expect(shownToasts()).toContain('文件链接无效'))
      expect(clicks).toEqual(['/files/a.pdf'])
    } finally {
      HTMLAnchorElement.prototype.click = orig
    }
    await findText('结尾段落')
    assertNoActiveContent(currentPage())
  })

  it('shows a product price and specs from its metadata', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/62': detail({
        id: 62,
        entityType: 'PRODUCT_INTRODUCTION',
        metadata: [
          { key: 'price', label: '价格', value: '¥2,999 起' },
          { key: 'model', label: '型号', value: 'X1' }
        ]
      })
    })
    await open(url('/pages/product/index?id=62'))
    await findText('¥2,999 起')
    await findText('型号')
    await findText('X1')
  })

  it('shows the contact QR code and returns to the content once the contact is added', async () => {
    let added = false
    serve({
      ...sessionRoutes(),
      'GET /ca-open/v1/companyAccount/info': () => account({ cpContactAdded: added }),
      'GET /open/v1/event/addCpUserCode': { qrCode: 'https://img.example.com/qr.png', title: '添加顾问企业微信', tip: '添加后即可查看' },
      'GET /ca/v1/event/checkAddCpUser': { code: 209, data: false, message: '' },
      'GET /open/v1/entityData/entityDataDetail/7': detail()
    })
    await open(url('/pages/cp-contact/index?id=7'))
    await findText('添加顾问企业微信')
    expect(currentPage().querySelector('taro-image-core')?.getAttribute('src')).toBe('https://img.example.com/qr.png')
    testUtils.fireEvent.click(await findText('我已添加'))
    await waitFor(() => expect(shownToasts().some(t => t.includes('还未检测到添加'))).toBe(true))
    added = true
    const nav = spyNavigation()
    testUtils.fireEvent.click(await findText('我已添加'))
    await waitFor(() => expect(nav.urls()).toEqual(['/pages/article/index?id=7']))
  })

  it('checks the gate once for a double tap on its done button', async () => {
    serve({
      ...sessionRoutes(),
      'GET /ca-open/v1/companyAccount/info': () => account({ cpContactAdded: false }),
      'GET /open/v1/event/addCpUserCode': { qrCode: 'https://img.example.com/qr.png', title: '添加顾问企业微信', tip: '添加后即可查看' },
      'GET /ca/v1/event/checkAddCpUser': { code: 209, data: false, message: '' }
    })
    await open(url('/pages/cp-contact/index?id=7'))
    const done = await findText('我已添加')
    // Two taps in one frame: React has not re-rendered the button as busy before the second.
    testUtils.act(() => {
      testUtils.fireEvent.click(done)
      testUtils.fireEvent.click(done)
    })
    await waitFor(() => expect(shownToasts().some(t => t.includes('还未检测到添加'))).toBe(true))
    expect(api().callsTo('/ca/v1/event/checkAddCpUser')).toHaveLength(1)
  })

  it('shows the follow QR code for the content type', async () => {
    serve({ 'GET /open/v1/entitySubscribeMpQrCode': { qrCode: 'https://img.example.com/mp.png', title: '关注公众号', tip: '关注后即可阅读' } })
    await open(url('/pages/subscribe/index?id=7&trackType=ARTICLE'))
    await findText('关注后即可阅读')
    expect(api().callsTo('/open/v1/entitySubscribeMpQrCode')[0].query).toMatchObject({ id: '7', trackType: 'ARTICLE' })
    await findText('我已关注')
  })

  it('lists a custom entity by its name with 999 per page', async () => {
    serve({
      'GET /open/v1/entityData/entityDataList': page([detail({ id: 80, entityType: 1001, title: '合作伙伴 A' })]),
      'GET /open/v1/content/customEntity/list': [{ id: 1001, name: '合作伙伴', fields: [] }]
    })
    await open(url('/packages/customized/pages/entity/index?id=1001'))
    await findText('合作伙伴 A')
    expect(api().callsTo('/open/v1/entityData/entityDataList')[0].query).toMatchObject({ entityType: '1001', size: '999' })
    await waitFor(() => expect(document.title).toBe('合作伙伴'))
  })

  it('shows a custom entity record with its metadata as a label/value table', async () => {
    serve({
      'GET /open/v1/entityData/entityDataDetail/81': detail({ id: 81, entityType: 1001, title: '合作伙伴 B', content: XSS_HTML, metadata: [] }),
      'GET /open/v1/entityData/metadata': [{ key: 'city', label: '', value: '杭州' }],
      'GET /open/v1/content/customEntity/list': [{ id: 1001, name: '合作伙伴', fields: [{ key: 'city', label: '所在城市' }] }]
    })
    await open(url('/packages/customized/pages/entity-data/index?entityId=1001&id=81'))
    await findText('所在城市')
    await findText('杭州')
    await findText('结尾段落')
    assertNoActiveContent(currentPage())
  })

  it('shows the missing-query error on the custom record page without an id', async () => {
    serve({})
    await open(url('/packages/customized/pages/entity-data/index?entityId=1001'))
    await findText('链接缺少必要的参数')
  })

  it('shows one asset with its download and an album as a grid that previews full screen', async () => {
    serve({
      'GET /open/v1/asset/list': (q: Record<string, string>) =>
        q.assetIds
          ? page([{ id: 5, name: '展台.jpg', kind: 'IMAGE', url: 'https://img.example.com/5.jpg', cover: '', size: 1024, dirId: 2 }])
          : page([
              { id: 5, name: '展台.jpg', kind: 'IMAGE', url: 'https://img.example.com/5.jpg', cover: '', size: 1024, dirId: 2 },
              { id: 6, name: '合影.jpg', kind: 'IMAGE', url: 'https://img.example.com/6.jpg', cover: '', size: 2048, dirId: 2 }
            ])
    })
    await open(url('/pages/assets/index?id=5'))
    await findText('展台.jpg')
    await findText('1KB')
    await screen().findByRole('button', { name: '下载 展台.jpg' })
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await open(url('/pages/album/index?dirId=2'))
    const tiles = await waitFor(() => {
      const list = screen().getAllByTestId('asset-tile')
      expect(list).toHaveLength(2)
      return list
    })
    // Each picture says what it is: its name under it.
    expect(tiles.map(t => t.querySelector('.asset-grid__caption')?.textContent)).toEqual(['展台.jpg', '合影.jpg'])
    testUtils.fireEvent.click(tiles[1])
    await waitFor(() => expect(preview).toHaveBeenCalled())
    expect(preview.mock.calls[0][0]).toMatchObject({
      urls: ['https://img.example.com/5.jpg', 'https://img.example.com/6.jpg'],
      current: 'https://img.example.com/6.jpg'
    })
  })
})

import Taro from '@tarojs/taro'
import { waitFor } from '@testing-library/dom'
import * as launch from '@/services/platform/launch'
import { linkTarget } from '@/features/site'
import { envelope, mockApi } from '../../utils/mock-api'
import { TaroTestApp } from '../../utils/taro-app'
import { queriesOnTop, fromFirstPageEachTest } from '../../support/page'
import { currentPage, findText, LOGIN, login, open, pageText, spyToasts, toastTitles } from './fixtures'
import fs from 'node:fs'
import invitePosterConfig from '@/pages/invite-poster/index.config'

const testUtils = new TaroTestApp()
let api: ReturnType<typeof mockApi>
const poster = (name: string) => ({ url: `http://localhost/media/${name}.png`, width: 750, height: 1334 })
const topPath = () => String(Taro.getCurrentPages().pop()?.path || '')

describe('posters, web view, short links and the app landing', () => {
  let leave: jest.SpyInstance
  beforeAll(async () => {
    spyToasts()
    leave = jest.spyOn(launch, 'leaveTo').mockImplementation(() => undefined)
    api = mockApi({
      [LOGIN]: login(['MEMBER', 'PROMOTER']),
      'GET /open/v1/company/companyInfo': {
        id: 1,
        name: '云图科技',
        domain: 'localhost',
        miniAppWebsiteId: 1,
        themeColor: '#2f6bff',
        gradientColor: ['#2f6bff', '#7a4dff'],
        squareLogo: '',
        productName: 'Marketing',
        servicePhone: '400-820-1234',
        miniAppId: 'wx2f6b0d3c9e1a7b45'
      },
      'GET /ca-open/v1/share/loadShareTemplates': [
        { id: 1, name: '简约', preview: '' },
        { id: 2, name: '喜庆', preview: '' }
      ],
      'GET /ca-open/v1/share/maPosterImg/5/1': poster('content-5-1'),
      'GET /ca-open/v1/share/maPosterImg/5/2': poster('content-5-2'),
      'GET /ca-open/v1/share/maPosterImg/6/1': envelope(500, null, '海报生成失败'),
      'POST /ca-open/v1/share/genPoster': poster('home'),
      'GET /open/ca/v1/businessCard/loadBusinessPosterTemplates': [{ id: 9, name: '名片', preview: '' }],
      'POST /open/ca/v1/businessCard/posterDownload': poster('card'),
      'GET /ca-open/v1/promotionEvent/getMyPoster': poster('invite'),
      'GET /open/v1/shortLink/showInfo': (q: Record<string, string>) =>
        ({
          art: { keyword: 'art', target: '/pages/article/index?id=3', title: '文章', content: null },
          ext: { keyword: 'ext', target: 'https://example.com/a', title: '外链', content: null },
          bad: { keyword: 'bad', target: 'javascript:alert(1)', title: '坏链接', content: null },
          page: { keyword: 'page', target: '', title: '春季发布会', content: '<p>欢迎<script>alert(1)</script><b>参加</b></p>' }
        })[q.keyword] ?? envelope(404, null, '短链接不存在')
    })
    await testUtils.createApp()
  })
  beforeEach(() => leave.mockClear())
  fromFirstPageEachTest()
  afterAll(() => api.restore())

  it('builds a content poster 250 ms after the first template and shows it as an image', async () => {
    await open('/pages/poster/index?id=5&type=ARTICLE')
    const screen = queriesOnTop()
    await screen.findByLabelText('海报生成中')
    const img = await screen.findByLabelText('分享海报')
    expect(img.getAttribute('src')).toBe('http://localhost/media/content-5-1.png')
    expect(pageText()).toContain('保存图片')
    expect(pageText()).toContain('长按图片可保存或发送给朋友')
  })

  it('rebuilds with another template', async () => {
    await open('/pages/poster/index?id=5&type=ARTICLE')
    const screen = queriesOnTop()
    await waitFor(() => expect(screen.getByLabelText('分享海报').getAttribute('src')).toBe('http://localhost/media/content-5-1.png'))
    testUtils.fireEvent.click(await screen.findByLabelText('模板 喜庆'))
    await waitFor(() => expect(screen.getByLabelText('分享海报').getAttribute('src')).toBe('http://localhost/media/content-5-2.png'))
  })

  it('shows a poster error with retry', async () => {
    await open('/pages/poster/index?id=6')
    await findText('海报生成失败')
    const before = api.callsTo('/ca-open/v1/share/maPosterImg/6/1').length
    testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '重试' }))
    await waitFor(() => expect(api.callsTo('/ca-open/v1/share/maPosterImg/6/1').length).toBeGreaterThan(before))
  })

  it('保存图片 downloads the PNG poster under a .png name', async () => {
    await open('/pages/poster/index?type=card&id=1')
    const screen = queriesOnTop()
    await screen.findByLabelText('名片海报')
    const clicked: { href: string; download: string }[] = []
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    try {
      testUtils.fireEvent.click(screen.getByRole('button', { name: '保存图片' }))
      await waitFor(() => expect(clicked).toHaveLength(1))
    } finally {
      click.mockRestore()
    }
    expect(clicked[0]).toEqual({ href: 'http://localhost/media/card.png', download: 'card-1.png' })
  })

  it("in WeChat's browser, which drops a download, 保存图片 says to long-press the image instead", async () => {
    await open('/pages/poster/index?type=card&id=1')
    const screen = queriesOnTop()
    await screen.findByLabelText('名片海报')
    const toast = jest.spyOn(Taro, 'showToast')
    const shown = () => toastTitles(toast).slice(before)
    const before = toast.mock.calls.length
    const agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50')
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    try {
      testUtils.fireEvent.click(screen.getByRole('button', { name: '保存图片' }))
      await waitFor(() => expect(shown()).toEqual(['请长按图片，选「保存图片」']))
      expect(click).not.toHaveBeenCalled()
    } finally {
      agent.mockRestore()
      click.mockRestore()
    }
  })

  it('makes the business-card poster from the card templates', async () => {
    await open('/pages/poster/index?type=card&id=1')
    const img = await queriesOnTop().findByLabelText('名片海报')
    expect(img.getAttribute('src')).toBe('http://localhost/media/card.png')
    expect(api.callsTo('/open/ca/v1/businessCard/posterDownload').pop()?.query).toEqual({ businessCardId: '1', freeMarkerTemplateId: '9' })
  })

  it('shows the invite poster; its page keeps sharing off', async () => {
    await open('/pages/invite-poster/index?eventId=5')
    const img = await queriesOnTop().findByLabelText('我的邀请海报')
    expect(img.getAttribute('src')).toBe('http://localhost/media/invite.png')
    expect(api.callsTo('/ca-open/v1/promotionEvent/getMyPoster').pop()?.query.eventId).toBe('5')
    const config = invitePosterConfig
    expect(config.enableShareAppMessage).toBe(false)
    expect(config.enableShareTimeline).toBe(false)
    const source = fs.readFileSync(require.resolve('@/pages/invite-poster/index.tsx'), 'utf8')
    expect(source).not.toMatch(/useShareAppMessage|useShareTimeline|usePageShare/)
  })

  it('web/index shows the host and leaves only after 继续访问', async () => {
    await open(`/pages/web/index?src=${encodeURIComponent('https://example.com/path?q=1')}`)
    await findText('即将离开本站，前往外部网站')
    const screen = queriesOnTop()
    expect(screen.getByTestId('web-host').textContent).toBe('example.com')
    expect(leave).not.toHaveBeenCalled()
    testUtils.fireEvent.click(screen.getByRole('button', { name: '继续访问' }))
    expect(leave).toHaveBeenCalledWith('https://example.com/path?q=1')
  })

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'http://user:pass@evil.example/',
    'https://',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'not a url'
  ])('web/index refuses %p with a visible message and no navigation', async src => {
    await open(`/pages/web/index?src=${encodeURIComponent(src)}`)
    await findText('无法打开此链接')
    expect(queriesOnTop().getByRole('alert')).toBeTruthy()
    expect(pageText()).not.toContain('继续访问')
    expect(leave).not.toHaveBeenCalled()
  })

  it('link-open sends an app target in-app and an http target to the web view', async () => {
    await open('/pages/link-open/index?keyword=art')
    await waitFor(() => expect(topPath()).toContain('/pages/article/index'))
    await open('/pages/link-open/index?keyword=ext')
    await waitFor(() => expect(topPath()).toContain('/pages/web/index'))
    await findText('example.com')
  })

  it('link-open refuses an unknown target and says a missing link is missing', async () => {
    await open('/pages/link-open/index?keyword=bad')
    await findText('无法识别的链接')
    await open('/pages/link-open/index?keyword=nope')
    await findText('短链接不存在')
    await open('/pages/link-open/index')
    await findText('链接缺少必要的参数')
    // The way out is home, not a 重试 that asks again for what the link lacks.
    expect(queriesOnTop().queryByRole('button', { name: '重试' })).toBeNull()
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    try {
      testUtils.fireEvent.click(queriesOnTop().getByRole('button', { name: '返回首页' }))
      await waitFor(() => expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' }))
    } finally {
      relaunch.mockRestore()
    }
  })

  it('classifies link targets', () => {
    expect(linkTarget('/pages/event/index?id=1', 'http://localhost')).toEqual({ kind: 'app', path: '/pages/event/index?id=1' })
    expect(linkTarget('http://localhost/web/h/pages/case/index?id=2', 'http://localhost')).toEqual({ kind: 'app', path: '/pages/case/index?id=2' })
    expect(linkTarget('https://example.com', 'http://localhost')).toEqual({ kind: 'web', url: 'https://example.com' })
    expect(linkTarget('javascript:alert(1)', 'http://localhost')).toEqual({ kind: 'unknown' })
    expect(linkTarget(null, 'http://localhost')).toEqual({ kind: 'unknown' })
  })

  it('link-content shows the title and sanitised content', async () => {
    await open('/pages/link-content/index?keyword=page')
    await findText('春季发布会')
    // The markup stays (参加 in bold), the script goes.
    await waitFor(() => expect(queriesOnTop().getByText('参加').tagName).toBe('B'))
    expect(currentPage().querySelector('script')).toBeNull()
  })

  it('app/index explains the mini-program, shows a code that opens it (not the web address) and a way home', async () => {
    await open('/pages/app/index')
    const qr = await queriesOnTop().findByLabelText('小程序二维码')
    expect(qr.getAttribute('src')).toContain('/open/qrCode/gen?content=')
    const content = new URLSearchParams((qr.getAttribute('src') || '').split('?')[1]).get('content')
    expect(content).toBe('weixin://dl/business/?appid=wx2f6b0d3c9e1a7b45&path=pages%2Findex%2Findex')
    expect(pageText()).toContain('继续使用网页版')
  })
})

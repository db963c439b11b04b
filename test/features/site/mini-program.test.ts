import { miniProgramLink } from '@/features/site/mini-program'

describe('the mini-program link of pages/app', () => {
  it("opens the company's mini-program through WeChat's URL scheme", () => {
    expect(miniProgramLink('wx2f6b0d3c9e1a7b45')).toBe('weixin://dl/business/?appid=wx2f6b0d3c9e1a7b45&path=pages%2Findex%2Findex')
    expect(miniProgramLink('wx2f6b0d3c9e1a7b45', '/pages/event/index')).toBe('weixin://dl/business/?appid=wx2f6b0d3c9e1a7b45&path=pages%2Fevent%2Findex')
  })

  it('is none without a (well-formed) appid, never the web address', () => {
    for (const id of [null, undefined, '', 'touristappid', 'https://example.com', 'wx<script>']) expect(miniProgramLink(id)).toBeNull()
  })
})

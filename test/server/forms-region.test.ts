/**
 * The lead form's 所在地区 (issue #27 item 1): the picker sends the chosen names from the province down
 * (src/shared/region.ts) and the server takes them at any level, stores them as that array, and refuses
 * what is not a region of the address list with a message naming the field.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Envelope } from '../../types/contract'
import { knownRegionPrefix, parseRegion, regionText } from '../../src/shared/region'
import { serverPerSuite, tokenFor, type TestServer } from './helpers'

describe('region answers', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })

  const post = async (url: string, headers: Record<string, string>, payload: unknown) =>
    JSON.parse((await s.app.inject({ method: 'POST', url, headers, payload: payload as object })).body) as Envelope<{ submissionId: number }>
  const base = (cellphone: string) => ({ name: '试用', cellphone, email: 'a@b.cn', company: '测试公司', role: '市场', modules: ['AI 助手'], agree: true })
  /** Submits form 2 (SMS verified) with this region; the phone is one the fixed demo code works for. */
  const submit = async (cellphone: string, region: unknown) => {
    const h = await tokenFor(s.app)
    assert.equal((await post('/api/open/v1/account/verification?websiteFormId=2', {}, { cellphone })).code, 200)
    return post('/api/open/v1/account/submitSurvey?websiteFormId=2', h, { values: { ...base(cellphone), region }, smsCode: '123456' })
  }
  const stored = (id: number) => JSON.parse(s.db.prepare('SELECT form_values FROM form_submissions WHERE id = ?').pluck().get(id) as string).region

  it('takes a province alone, as the picker sends it, and stores the names', async () => {
    const res = await submit('13711112222', ['北京市'])
    assert.equal(res.code, 200, res.message)
    assert.deepEqual(stored(res.data.submissionId), ['北京市'])
  })

  it('takes a city or a district under its province, and text written as "广东省 / 深圳市"', async () => {
    const full = await submit('13612345678', ['广东省', '深圳市', '南山区'])
    assert.equal(full.code, 200, full.message)
    assert.deepEqual(stored(full.data.submissionId), ['广东省', '深圳市', '南山区'])
    const text = await submit('13912345678', '广东省 / 深圳市')
    assert.equal(text.code, 200, text.message)
    assert.deepEqual(stored(text.data.submissionId), ['广东省', '深圳市'])
  })

  it('refuses made-up places, a district under the wrong city, too many levels and other shapes, naming the field', async () => {
    const h = await tokenFor(s.app)
    for (const region of [['火星'], ['广东省', '杭州市'], ['北京市', '北京市', '朝阳区', '三里屯'], true, 5]) {
      const res = await post('/api/open/v1/account/submitSurvey?websiteFormId=2', h, { values: { ...base('13811112222'), region }, smsCode: '123456' })
      assert.equal(res.code, 400, JSON.stringify(region))
      assert.match(res.message, /^所在地区/, JSON.stringify(region))
    }
  })

  it('leaves the optional region out when it is empty', async () => {
    const res = await submit('13811113333', [])
    assert.equal(res.code, 200, res.message)
    assert.equal(stored(res.data.submissionId), undefined)
  })
})

describe('the region format (src/shared/region.ts)', () => {
  it('reads the array and the text form, and refuses other shapes', () => {
    assert.deepEqual(parseRegion(['北京市']), ['北京市'])
    assert.deepEqual(parseRegion(' 广东省 / 深圳市 '), ['广东省', '深圳市'])
    assert.deepEqual(parseRegion('浙江省，杭州市'), ['浙江省', '杭州市'])
    assert.deepEqual(parseRegion(null), [])
    assert.deepEqual(parseRegion(''), [])
    assert.equal(parseRegion(['a', 'b', 'c', 'd']), null)
    assert.equal(parseRegion([1]), null)
    assert.equal(parseRegion(true), null)
    assert.equal(regionText(['广东省', '深圳市', '南山区']), '广东省 / 深圳市 / 南山区')
  })

  it('keeps the part of a region that the address tree has', () => {
    const tree: Record<string, { code: string; name: string }[]> = {
      root: [{ code: '44', name: '广东省' }],
      '44': [{ code: '4403', name: '深圳市' }],
      '4403': [{ code: '440305', name: '南山区' }]
    }
    const childrenOf = (code: string | null) => tree[code ?? 'root'] || []
    assert.deepEqual(knownRegionPrefix(['广东省', '深圳市', '南山区'], childrenOf), ['广东省', '深圳市', '南山区'])
    assert.deepEqual(knownRegionPrefix(['广东省', '广州市', '天河区'], childrenOf), ['广东省'])
    assert.deepEqual(knownRegionPrefix(['火星'], childrenOf), [])
  })
})

import Database from 'better-sqlite3'
import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { AddressNode, Envelope } from '../../types/contract'
import { seedIfEmpty } from '../../server/seed'
import { body, dataFolders, serverPerSuite, tokenFor, type TestServer } from './helpers'
import { copySeededDatabase } from './support/seeded-db'

/** address/list, the region picker's source: every administrative division of China, province to district. */
describe('GET /api/open/address/list', () => {
  let s: TestServer
  serverPerSuite(server => {
    s = server
  })

  const places = async (code?: string) => {
    const res = body<AddressNode[]>(await s.app.inject(`/api/open/address/list${code ? `?code=${code}` : ''}`))
    assert.equal(res.code, 200, res.message)
    return res.data
  }
  const named = (nodes: AddressNode[], name: string) => {
    const node = nodes.find(n => n.name === name)
    assert.ok(node, `${name} in ${nodes.map(n => n.name).join(' ')}`)
    return node
  }

  it('lists all 34 province-level divisions', async () => {
    const provinces = await places()
    assert.equal(provinces.length, 34)
    for (const name of ['北京市', '四川省', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区']) named(provinces, name)
  })

  it('lists the cities of a province and the districts of a city', async () => {
    const sichuan = named(await places(), '四川省')
    const cities = await places(sichuan.code)
    assert.equal(cities.length, 21)
    const chengdu = named(cities, '成都市')
    const districts = await places(chengdu.code)
    assert.ok(districts.length >= 20, `${districts.length} districts`)
    for (const name of ['武侯区', '锦江区', '双流区', '简阳市']) named(districts, name)
  })

  it('gives a municipality one city of its own name, so every full region has three levels', async () => {
    const beijing = named(await places(), '北京市')
    const [city] = await places(beijing.code)
    assert.equal(city.name, '北京市')
    named(await places(city.code), '朝阳区')
  })

  it('takes a region outside the first four provinces on a form', async () => {
    const h = await tokenFor(s.app)
    const post = async (url: string, headers: Record<string, string>, payload: object) =>
      JSON.parse((await s.app.inject({ method: 'POST', url, headers, payload })).body) as Envelope<{ submissionId: number }>
    assert.equal((await post('/api/open/v1/account/verification?websiteFormId=2', {}, { cellphone: '13912345678' })).code, 200)
    const values = { name: '试用', cellphone: '13912345678', email: 'a@b.cn', company: '测试公司', role: '市场', modules: ['AI 助手'], agree: true }
    const res = await post('/api/open/v1/account/submitSurvey?websiteFormId=2', h, {
      values: { ...values, region: ['四川省', '成都市', '武侯区'] },
      smsCode: '123456'
    })
    assert.equal(res.code, 200, res.message)
  })
})

describe('a database seeded with the earlier short address list', () => {
  const folder = dataFolders('address-topup')

  it('gains the other provinces at its next start, keeping what it had', () => {
    const dir = folder()
    copySeededDatabase(dir)
    const db = new Database(path.join(dir, 'app.sqlite'))
    try {
      db.prepare("DELETE FROM addresses WHERE code NOT LIKE '11%' AND code NOT LIKE '31%'").run()
      assert.equal(db.prepare('SELECT COUNT(*) FROM addresses WHERE parent_code IS NULL').pluck().get(), 2)
      assert.equal(seedIfEmpty(db), false)
      assert.equal(db.prepare('SELECT COUNT(*) FROM addresses WHERE parent_code IS NULL').pluck().get(), 34)
    } finally {
      db.close()
    }
  })
})

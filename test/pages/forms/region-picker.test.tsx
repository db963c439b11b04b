import Taro from '@tarojs/taro'
import { waitFor, within } from '@testing-library/dom'
import { fieldLabelled, fromFirstPageEachTest, openOnTop, queriesOnTop, stubIntersectionObserver, typeInto, whenEnabled } from '../../support/page'
import { TaroTestApp } from '../../utils/taro-app'
import { envelope, mockApi } from '../../utils/mock-api'
import { saveDraft } from '@/features/forms/draft'
import { f, findText, form, login, member } from './fixtures'

/** 所在地区: a sheet titled 选择所在地区 over the dimmed form, each level searchable by name. */
const testUtils = new TaroTestApp()
const fire = testUtils.fireEvent

const places: Record<string, { code: string; name: string }[]> = {
  '': [
    { code: '110000', name: '北京市' },
    { code: '330000', name: '浙江省' },
    { code: '510000', name: '四川省' },
    { code: '520000', name: '贵州省' }
  ],
  '510000': [
    { code: '510100', name: '成都市' },
    { code: '510300', name: '自贡市' },
    { code: '510700', name: '绵阳市' }
  ],
  '510100': [
    { code: '510104', name: '锦江区' },
    { code: '510107', name: '武侯区' },
    { code: '510116', name: '双流区' }
  ]
}

mockApi({
  'POST /ca-open/v1/companyAccount/wxh5/login': login({ ...member, cellphone: null }),
  'GET /ca-open/v1/companyAccount/form/submitted': envelope(209, false),
  'GET /open/v1/account/getFormById': form({ id: 5, fields: [f('name', '姓名', 'TEXT'), f('region', '所在地区', 'REGION')] }),
  'GET /open/address/list': (q: Record<string, string>) => places[q.code || ''] || []
})

beforeAll(async () => {
  stubIntersectionObserver()
  await testUtils.createApp()
})
fromFirstPageEachTest('redirectTo', 'showToast')

const level = (name: string) => queriesOnTop().getByRole('button', { name: `所在地区：${name}` })
const sheet = () => queriesOnTop().getByRole('dialog', { name: '选择所在地区' })
const options = () =>
  within(sheet())
    .queryAllByRole('option')
    .map(o => (o.textContent || '').trim())
const choose = async (name: string) => fire.click(await waitFor(() => within(sheet()).getByRole('option', { name })))

async function openPicker() {
  Taro.clearStorageSync()
  await openOnTop('/pages/form/index?id=5')
  await findText('所在地区')
  fire.click(await whenEnabled(level('省份')))
  return sheet()
}

describe('the region picker', () => {
  it('opens a titled sheet over a dimming mask', async () => {
    const dialog = await openPicker()
    expect(within(dialog).getByText('选择所在地区')).toBeTruthy()
    expect(dialog.closest('.sheet')?.querySelector('.sheet__mask')).toBeTruthy()
    expect(options()).toEqual(['北京市', '浙江省', '四川省', '贵州省'])
  })

  it('picks a province outside the first four, then its city and district', async () => {
    await openPicker()
    await choose('四川省')
    await waitFor(() => expect(options()).toEqual(['成都市', '自贡市', '绵阳市']))
    await choose('成都市')
    await choose('武侯区')
    await waitFor(() => expect(queriesOnTop().queryByRole('dialog')).toBeNull())
    expect([level('省份'), level('城市'), level('区县')].map(l => l.textContent)).toEqual(['四川省', '成都市', '武侯区'])
  })

  it('filters each level by the name typed in its search box', async () => {
    await openPicker()
    await typeInto(fieldLabelled('搜索省份'), '四川')
    await waitFor(() => expect(options()).toEqual(['四川省']))
    await choose('四川省')
    // The next level starts unfiltered, with its own search box.
    await waitFor(() => expect(options()).toEqual(['成都市', '自贡市', '绵阳市']))
    await typeInto(fieldLabelled('搜索城市'), '绵')
    await waitFor(() => expect(options()).toEqual(['绵阳市']))
    await typeInto(fieldLabelled('搜索城市'), '拉萨')
    await waitFor(() => expect(within(sheet()).getByText('没有名称含“拉萨”的城市')).toBeTruthy())
  })

  it('keeps a province alone when closed with 完成', async () => {
    await openPicker()
    await choose('浙江省')
    await waitFor(() => expect(level('省份').textContent).toBe('浙江省'))
    fire.click(within(sheet()).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(queriesOnTop().queryByRole('dialog')).toBeNull())
    expect(level('城市').textContent).toBe('城市')
  })

  it('empties the region again with its × (清除所在地区)', async () => {
    await openPicker()
    await choose('浙江省')
    fire.click(within(sheet()).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(queriesOnTop().queryByRole('dialog')).toBeNull())
    expect(level('省份').textContent).toBe('浙江省')
    fire.click(queriesOnTop().getByRole('button', { name: '清除所在地区' }))
    await waitFor(() => expect([level('省份'), level('城市'), level('区县')].map(l => l.textContent)).toEqual(['省份', '城市', '区县']))
  })

  it('restores a draft region level by level, cutting off a name the address list no longer has', async () => {
    Taro.clearStorageSync()
    saveDraft(5, { region: ['四川省', '成都市', '武侯区'] }, 'fill-region-kept')
    await openOnTop('/pages/form/index?id=5')
    await waitFor(() => expect([level('省份'), level('城市'), level('区县')].map(l => l.textContent)).toEqual(['四川省', '成都市', '武侯区']))
    // the draft's levels can be chosen again: the city level lists the province's cities
    fire.click(await whenEnabled(level('城市')))
    await waitFor(() => expect(options()).toEqual(['成都市', '自贡市', '绵阳市']))

    Taro.clearStorageSync()
    saveDraft(5, { region: ['四川省', '旧市名', '武侯区'] }, 'fill-region-cut')
    await openOnTop('/pages/form/index?id=5')
    await waitFor(() => expect(level('城市').textContent).toBe('城市'))
    expect(level('省份').textContent).toBe('四川省')
    expect(level('区县').textContent).toBe('区县')
  })
})

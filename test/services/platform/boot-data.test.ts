import { readBootData, resetBootData, takeBootModuleData } from '../../../src/services/platform/boot-data.h5'

const company = { id: 1, name: '云图科技', miniAppWebsiteId: 1 }
const website = { id: 1, info: { id: 1, name: '官网', modules: [] }, menu: [] }

function ship(text: string | null) {
  document.getElementById('boot-data')?.remove()
  if (text !== null) {
    const el = document.createElement('script')
    el.type = 'application/json'
    el.id = 'boot-data'
    el.textContent = text
    document.head.appendChild(el)
  }
  resetBootData()
}

describe('boot data shipped with the HTML', () => {
  afterEach(() => ship(null))

  it('reads the company and the default website', () => {
    ship(JSON.stringify({ companyInfo: company, website }))
    expect(readBootData()).toEqual({ companyInfo: company, website })
  })

  it('is absent without a block (the app asks the API)', () => {
    ship(null)
    expect(readBootData()).toBeNull()
  })

  it.each([
    ['not JSON', '{"companyInfo":'],
    ['null', 'null'],
    ['a company without id', JSON.stringify({ companyInfo: { name: 'x' }, website })],
    ['a list', '[1,2]']
  ])('ignores %s', (_name, text) => {
    ship(text)
    expect(readBootData()).toBeNull()
  })

  it('keeps the company but drops a website whose parts do not match', () => {
    ship(JSON.stringify({ companyInfo: company, website: { id: 2, info: { id: 1 }, menu: [] } }))
    expect(readBootData()).toEqual({ companyInfo: company, website: null })
    ship(JSON.stringify({ companyInfo: company, website: { id: 1, info: { id: 1 }, menu: 'x' } }))
    expect(readBootData()?.website).toBeNull()
  })

  it("hands out a painted home's module rows once, then leaves them to the API", () => {
    const rows = [{ id: 7, title: '文章' }]
    ship(JSON.stringify({ companyInfo: company, website, moduleData: { 3: rows, 4: 'bad', 5: [{ title: 'no id' }] } }))
    expect(takeBootModuleData(3)).toEqual(rows)
    expect(takeBootModuleData(3)).toBeNull()
    expect(takeBootModuleData(4)).toBeNull()
    expect(takeBootModuleData(5)).toBeNull()
    expect(takeBootModuleData(9)).toBeNull()
    ship(JSON.stringify({ companyInfo: company, website }))
    expect(takeBootModuleData(3)).toBeNull()
  })
})

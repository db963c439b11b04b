import { readBootData, resetBootData } from '../../../src/services/platform/boot-data.h5'

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
    expect(readBootData()).toEqual({ companyInfo: company, website, queries: [], extensions: null, cleanHtml: [] })
  })

  it('reads the extensions the server offers (names only), or none shipped: the app asks the API', () => {
    ship(JSON.stringify({ companyInfo: company, website, extensions: ['groupRegistration', 7, 'waitlist'] }))
    expect(readBootData()?.extensions).toEqual(['groupRegistration', 'waitlist'])
    ship(JSON.stringify({ companyInfo: company, website, extensions: [] }))
    expect(readBootData()?.extensions).toEqual([])
    ship(JSON.stringify({ companyInfo: company, website, extensions: 'all' }))
    expect(readBootData()?.extensions).toBeNull()
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
    expect(readBootData()).toEqual({ companyInfo: company, website: null, queries: [], extensions: null, cleanHtml: [] })
    ship(JSON.stringify({ companyInfo: company, website: { id: 1, info: { id: 1 }, menu: 'x' } }))
    expect(readBootData()?.website).toBeNull()
  })

  it("reads a painted page's query answers, dropping malformed ones", () => {
    const rows = [{ id: 7, title: '文章' }]
    ship(
      JSON.stringify({ companyInfo: company, website, queries: [{ key: ['getModuleData', 3], data: rows }, { key: 'x', data: 1 }, { key: ['y'] }, null, 5] })
    )
    expect(readBootData()?.queries).toEqual([{ key: ['getModuleData', 3], data: rows }])
    ship(JSON.stringify({ companyInfo: company, website, queries: 'bad' }))
    expect(readBootData()?.queries).toEqual([])
  })
})

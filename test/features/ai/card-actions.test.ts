import { locationOf, MATERIAL_DOWNLOAD_INTENT } from '../../../src/features/ai/card-actions'
import { DOWNLOAD_INTENT } from '../../../src/features/content/components/material/use-material-download'

describe('assistant card actions', () => {
  it('hands a 下载 to the material page under the name that page resumes', () => {
    expect(MATERIAL_DOWNLOAD_INTENT).toBe(DOWNLOAD_INTENT)
  })

  it('writes another page’s location as the platform writes the current one', () => {
    expect(locationOf('/pages/material/index', '/web/h/pages/ai/index?x=1')).toBe('/web/h/pages/material/index')
    expect(locationOf('/pages/material/index', '/pages/ai/index')).toBe('/pages/material/index')
  })
})

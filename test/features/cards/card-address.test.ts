import fs from 'node:fs'
import path from 'node:path'
import { compileString } from 'sass'

/**
 * The business card's rows (地址, 邮箱…) wrap between words, not inside them: an address broke as 「宜山路 7 / 00 号」.
 * Read from the compiled stylesheet, as the browser gets it.
 */
const SRC = path.join(__dirname, '../../../src')

function declarationsOf(file: string, selector: string): Record<string, string> {
  // The build's `@/` alias is the src folder.
  const source = fs.readFileSync(path.join(SRC, file), 'utf8').replace(/(@use ')@\//g, '$1')
  const css = compileString(source, { loadPaths: [SRC] }).css
  const rule = new RegExp(`(^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)
  if (!rule) throw new Error(`${selector} is not in ${file}`)
  return Object.fromEntries(
    rule[2]
      .split(';')
      .map(d => d.split(':').map(p => p.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name, value])
  )
}

describe('a business card row', () => {
  it('keeps a number whole: no break inside a word, a break only when a word alone is wider than the row', () => {
    const value = declarationsOf('features/cards/components/business-card-view.scss', '.bcard__value')
    expect(value['word-break']).not.toBe('break-all')
    expect(value['overflow-wrap']).toBe('anywhere')
  })
})

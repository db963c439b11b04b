import fs from 'node:fs'
import loader from '../../config/taro-image-lazy-loader.cjs'

/** Taro's web Image as published, the file the H5 build puts through the loader (config/index.ts). */
const TARO_IMAGE = require.resolve('@tarojs/components-react/dist/components/image/index.js')

describe('Taro lazy Image fix (config/taro-image-lazy-loader.cjs)', () => {
  const run = (source: string) => loader.call({ resourcePath: TARO_IMAGE }, source) as string

  it('sets the src from the observer only while the <img> is still mounted', () => {
    const out = run(fs.readFileSync(TARO_IMAGE, 'utf8'))
    expect(out).toContain('if (imgRef.current) imgRef.current.src = src;')
    expect(out.match(/imgRef\.current\.src = src;/g)).toHaveLength(1)
  })

  it('stops the build when Taro’s Image no longer has the line it mends', () => {
    expect(() => run('export default function Image() {}')).toThrow(/did Taro's Image change/)
  })
})

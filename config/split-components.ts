import fs from 'node:fs'
import path from 'node:path'

/**
 * Per-component entry points for Taro's Stencil components on H5.
 *
 * `@tarojs/components/lib/react/components.js` is one module that imports the definition of every
 * component; webpack keeps the definitions of all components used anywhere in the app in whichever
 * chunk holds that module, i.e. the initial chunk (the app shell uses View/Text/Button). Swiper alone
 * (with the swiper library) put ≈ 40 KB gzipped into every first load. This writes one tiny module per
 * component (same `createReactComponent` call as Taro's, generated from the installed file so it
 * follows upgrades) plus a side-effect-free index, so each definition lands in the chunks that use it.
 * Rendering is unchanged: the same custom elements, defined the same way.
 */
export function splitTaroComponents(root: string): string {
  const lib = path.join(root, 'node_modules/@tarojs/components/lib/react')
  const source = fs.readFileSync(path.join(lib, 'components.js'), 'utf8')
  const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@tarojs/components/package.json'), 'utf8')).version
  const dir = path.join(root, 'node_modules/.cache/taro-components-split', version)

  const files = new Map<string, string>()
  const names: string[] = []
  const header = [
    "import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'",
    "import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'"
  ].join('\n')
  const componentRe = /^const (\w+) = \/\*@__PURE__\*\/ createReactComponent\('([\w-]+)', undefined, manipulatePropsFunction, (\w+)\);$/gm
  for (const m of source.matchAll(componentRe)) {
    const [, name, tag] = m
    names.push(name)
    files.set(
      `${name}.js`,
      `${header}\nimport { defineCustomElement } from '@tarojs/components/dist/components/${tag}.js'\n` +
        `export const ${name} = /*@__PURE__*/ createReactComponent('${tag}', undefined, manipulatePropsFunction, defineCustomElement)\n`
    )
  }
  for (const m of source.matchAll(/^const (\w+) = Fragment;$/gm)) {
    names.push(m[1])
    files.set(`${m[1]}.js`, `export { Fragment as ${m[1]} } from 'react'\n`)
  }
  // Guard against a format change in a Taro upgrade: fall back to Taro's own module.
  if (names.length < 50 || !names.includes('View') || !names.includes('Swiper')) return path.join(lib, 'index.js')

  files.set(
    'index.js',
    names
      .sort()
      .map(n => `export { ${n} } from './${n}.js'`)
      .join('\n') + '\n'
  )
  files.set('package.json', JSON.stringify({ name: 'taro-components-split', private: true, sideEffects: false }) + '\n')

  // Parallel builds share the folder: write each file atomically, only when it differs.
  fs.mkdirSync(dir, { recursive: true })
  for (const [file, text] of files) {
    const target = path.join(dir, file)
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue
    const tmp = `${target}.${process.pid}.tmp`
    fs.writeFileSync(tmp, text)
    fs.renameSync(tmp, target)
  }
  return path.join(dir, 'index.js')
}

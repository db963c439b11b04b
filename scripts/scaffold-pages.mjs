// Writes a page file and page config for every route in route-table.ts that has none yet.
// Usage: node scripts/scaffold-pages.mjs  (existing pages are never overwritten)
import fs from 'node:fs'
import path from 'node:path'

const table = fs.readFileSync('src/services/navigation/route-table.ts', 'utf8')
const entries = [...table.matchAll(/\{ path: '([^']+)', title: '([^']+)'(?:, share: (true|false))? \}/g)]
const sub = table.match(/CUSTOMIZED_ROOT = '([^']+)'/)[1]
const mainEnd = table.indexOf('CUSTOMIZED_ROOT')
let written = 0
for (const m of entries) {
  const [, route, title, share] = m
  const isSub = m.index > mainEnd
  const dir = path.join('src', isSub ? sub : '', path.dirname(route))
  const base = path.basename(route)
  const file = path.join(dir, `${base}.tsx`)
  const config = path.join(dir, `${base}.config.ts`)
  fs.mkdirSync(dir, { recursive: true })
  const isList = /-list\/index$/.test(route) || route.endsWith('entity/index')
  if (!fs.existsSync(config)) {
    const lines = [`  navigationBarTitleText: '${title}',`, `  navigationStyle: 'custom',`]
    if (share === 'true') lines.push('  enableShareAppMessage: true,', '  enableShareTimeline: true,')
    if (isList) lines.push('  enablePullDownRefresh: true,')
    fs.writeFileSync(config, `export default definePageConfig({\n${lines.join('\n').replace(/,$/, '')}\n})\n`)
  }
  if (!fs.existsSync(file)) {
    fs.writeFileSync(
      file,
      `import React from 'react'\nimport { ComingSoon } from '@/components/coming-soon'\n\nexport default function ${pascal(route)}Page() {\n  return <ComingSoon title='${title}' />\n}\n`
    )
    written += 1
  }
}
console.log(`${entries.length} routes, ${written} page files written`)

function pascal(route) {
  return (
    route
      .replace(/^pages\//, '')
      .replace(/\/index$/, '')
      .split(/[/\-_]/)
      .filter(Boolean)
      .map(s => (/^\d/.test(s) ? `N${s}` : s[0].toUpperCase() + s.slice(1)))
      .join('') || 'Index'
  )
}

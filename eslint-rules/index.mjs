// The project's own ESLint rules (docs/conventions.md "Where things go"):
//   local/layers         imports flow one way: shared → utils/services → stores → hooks/components → features → pages
//                        (src/shared: the Taro-free rules the server's painter imports too; it imports only itself);
//                        a page (src/pages, src/packages) or another feature reaches a feature only through its public
//                        modules (index.ts for logic, components/index.ts for UI); src never imports server/
//   local/alias-imports  app code leaves its own folder through the @/ alias, never with ../ (auto-fixable)
//   local/side-effect-imports
//                        a module of the app imported for its side effects alone (`import './x'`) is listed in
//                        package.json "sideEffects": webpack drops every other module whose exports go unused
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const SRC = path.join(ROOT, 'src')
const SERVER = path.join(ROOT, 'server')

/** Layer rank of a file or folder under src/ (higher may import lower or equal, never higher). */
const LAYERS = [
  { rank: 0, name: 'shared', test: rel => /^shared(\/|$)/.test(rel) },
  { rank: 1, name: 'utils/services', test: rel => /^(utils|services)(\/|$)/.test(rel) || /^constants(\.|$)/.test(rel) },
  { rank: 2, name: 'stores', test: rel => /^stores(\/|$)/.test(rel) },
  { rank: 3, name: 'hooks/components', test: rel => /^(hooks|components)(\/|$)/.test(rel) },
  { rank: 4, name: 'features', test: rel => /^features(\/|$)/.test(rel) },
  { rank: 5, name: 'pages', test: () => true } // pages, packages (sub-package pages), app.tsx, app.config.ts
]

function layerOf(rel) {
  return LAYERS.find(layer => layer.test(rel))
}

/** Where an import specifier points, as an absolute path without extension; null for packages. */
function resolveSpecifier(specifier, filename) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier)
  return null
}

const toPosix = p => p.split(path.sep).join('/')
const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep)
const stripExt = p => p.replace(/(\.(h5|weapp|tt))?\.(tsx?|jsx?|mjs|cjs)$/, '')

/** A feature's public indexes, relative to its folder: its logic and its UI. */
const PUBLIC_ENTRIES = new Set(['', 'index', 'components', 'components/index'])

/** The feature a path under src/features belongs to, and the rest of its path. */
function featureOf(abs) {
  const rel = toPosix(path.relative(path.join(SRC, 'features'), abs))
  if (rel.startsWith('..')) return null
  const [name, ...rest] = rel.split('/')
  return { name, rest: rest.join('/') }
}

/** Calls visitor(node, specifier) for every import, export-from, dynamic import() and require() with a literal. */
function eachImport(visitor) {
  const literal = node => (node && node.type === 'Literal' && typeof node.value === 'string' ? node : null)
  return {
    ImportDeclaration: node => visitor(node.source),
    ExportNamedDeclaration: node => node.source && visitor(node.source),
    ExportAllDeclaration: node => visitor(node.source),
    ImportExpression: node => literal(node.source) && visitor(node.source),
    TSImportEqualsDeclaration: node => node.moduleReference.type === 'TSExternalModuleReference' && visitor(node.moduleReference.expression),
    CallExpression: node => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && literal(node.arguments[0])) {
        visitor(node.arguments[0])
      }
    }
  }
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow shared → utils/services → stores → hooks/components → features → pages' },
    schema: [],
    messages: {
      server: 'src must not import server/ ({{specifier}}): share types through types/contract.ts',
      upward: '{{from}} must not import {{to}} ({{specifier}}): imports flow shared → utils/services → stores → hooks/components → features → pages',
      featureInternals:
        "features/{{from}} reaches into features/{{to}}'s internals ({{specifier}}): import from '@/features/{{to}}' (index.ts) or '@/features/{{to}}/components' (components/index.ts)",
      pageInternals:
        "A page imports features/{{to}} only through its public modules, not {{specifier}}: export what it needs from '@/features/{{to}}' (index.ts: logic, API calls, hooks) or '@/features/{{to}}/components' (components/index.ts: UI) and import it from there"
    }
  },
  create(context) {
    const filename = context.filename
    if (!inside(SRC, filename)) return {}
    const fromRel = toPosix(path.relative(SRC, filename))
    const fromLayer = layerOf(fromRel)
    const fromFeature = featureOf(filename)
    const fromPage = /^(pages|packages)\//.test(fromRel)
    return eachImport(source => {
      const specifier = source.value
      const target = resolveSpecifier(specifier, filename)
      if (!target) return
      if (inside(SERVER, target)) {
        context.report({ node: source, messageId: 'server', data: { specifier } })
        return
      }
      if (!inside(SRC, target)) return // types/contract.ts and other shared roots
      const toLayer = layerOf(toPosix(path.relative(SRC, target)))
      if (toLayer.rank > fromLayer.rank) {
        context.report({ node: source, messageId: 'upward', data: { from: fromLayer.name, to: toLayer.name, specifier } })
        return
      }
      const toFeature = featureOf(target)
      if (!toFeature || PUBLIC_ENTRIES.has(stripExt(toFeature.rest))) return
      if (fromFeature && toFeature.name !== fromFeature.name) {
        context.report({ node: source, messageId: 'featureInternals', data: { from: fromFeature.name, to: toFeature.name, specifier } })
      } else if (fromPage) {
        context.report({ node: source, messageId: 'pageInternals', data: { to: toFeature.name, specifier } })
      }
    })
  }
}

const aliasImports = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: "App code imports other folders through '@/…', not '../'" },
    schema: [],
    messages: { alias: "Import '{{specifier}}' as '{{alias}}' (one import style: the @/ alias)" }
  },
  create(context) {
    const filename = context.filename
    if (!inside(SRC, filename)) return {}
    return eachImport(source => {
      const specifier = source.value
      if (!specifier.startsWith('../')) return
      const target = path.resolve(path.dirname(filename), specifier)
      if (!inside(SRC, target)) return // types/contract.ts stays relative: it is shared with server/
      const alias = '@/' + toPosix(path.relative(SRC, target))
      const quote = source.raw[0]
      context.report({
        node: source,
        messageId: 'alias',
        data: { specifier, alias },
        fix: fixer => fixer.replaceText(source, quote + alias + quote)
      })
    })
  }
}

/** package.json "sideEffects" as webpack reads it: paths from the repository root; a glob without a slash matches a file name in any folder. */
const SIDE_EFFECTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).sideEffects
const globSource = glob =>
  glob
    .replace(/^\.\//, '')
    .split(/(\*\*\/|\*)/)
    .map(part => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
const SIDE_EFFECT_GLOBS = (Array.isArray(SIDE_EFFECTS) ? SIDE_EFFECTS : []).map(
  glob => new RegExp(`^${glob.includes('/') ? '' : '(?:.*/)?'}${globSource(glob)}$`)
)
const hasSideEffects = rel => SIDE_EFFECTS === undefined || SIDE_EFFECTS === true || SIDE_EFFECT_GLOBS.some(glob => glob.test(rel))
/** The files an import without extension may load: each platform's build picks its own (x.h5.ts on the web). */
const VARIANTS = ['', '.ts', '.tsx', '.h5.ts', '.h5.tsx', '.weapp.ts', '.weapp.tsx', '.tt.ts', '.tt.tsx', '/index.ts', '/index.tsx']

const sideEffectImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A module imported for its side effects alone is listed in package.json "sideEffects"' },
    schema: [],
    messages: {
      unlisted:
        '\'{{specifier}}\' is imported for its side effects alone, but package.json "sideEffects" does not list {{file}}: webpack leaves it out of the build. List it there.'
    }
  },
  create(context) {
    const filename = context.filename
    if (!inside(SRC, filename)) return {}
    return {
      ImportDeclaration(node) {
        if (node.specifiers.length || node.importKind === 'type') return
        const target = resolveSpecifier(node.source.value.replace(/\?.*$/, ''), filename)
        if (!target || !inside(SRC, target)) return
        for (const variant of VARIANTS) {
          const file = target + variant
          if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) continue
          const rel = toPosix(path.relative(ROOT, file))
          if (!hasSideEffects(rel)) context.report({ node: node.source, messageId: 'unlisted', data: { specifier: node.source.value, file: rel } })
        }
      }
    }
  }
}

export default {
  meta: { name: 'local' },
  rules: { layers, 'alias-imports': aliasImports, 'side-effect-imports': sideEffectImports }
}

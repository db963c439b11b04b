import fs from 'node:fs'
import path from 'node:path'
import type { Compiler } from 'webpack'

/** Route paths (no leading slash) read from src/services/navigation/route-table.ts as text (config runs untranspiled src). */
export function readRoutes(srcDir: string): string[] {
  const text = fs.readFileSync(path.join(srcDir, 'services/navigation/route-table.ts'), 'utf8')
  const root = (/CUSTOMIZED_ROOT = '([^']+)'/.exec(text) || [])[1] || 'packages/customized'
  const split = text.indexOf('CUSTOMIZED_ROOT')
  return Array.from(text.matchAll(/path: '([^']+)'/g)).map(m => ((m.index || 0) > split ? `${root}/${m[1]}` : m[1]))
}

/**
 * Writes route-manifest.json next to the H5 build: the initial files (what index.html loads) and,
 * per route, the async files that load with it, and the JS modules that webpack put into more than one
 * chunk (shipped twice). The size check and the benchmark read it.
 */
export class RouteManifestPlugin {
  constructor(private readonly routes: string[]) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', compilation => {
      compilation.hooks.processAssets.tap({ name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const initial = new Set<string>()
        for (const entry of compilation.entrypoints.values()) for (const f of entry.getFiles()) initial.add(f)
        const routes: Record<string, string[]> = {}
        const resources = (mod: unknown): string[] => {
          const m = mod as { resource?: string; modules?: unknown[]; rootModule?: { resource?: string } }
          const own = m.resource || m.rootModule?.resource
          const inner = Array.isArray(m.modules) ? m.modules.flatMap(resources) : []
          return own ? [own, ...inner] : inner
        }
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          const found = new Set<string>()
          for (const chunk of group.chunks) {
            for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const res of resources(mod)) {
                const norm = res.replace(/\\/g, '/')
                for (const route of this.routes) if (norm.endsWith(`/src/${route}.tsx`)) found.add(route)
              }
            }
          }
          for (const route of found) {
            const files = group.getFiles().filter(f => !initial.has(f) && !f.endsWith('.map'))
            routes[route] = Array.from(new Set([...(routes[route] || []), ...files]))
          }
        }
        // A module in several chunks is downloaded once per chunk: list each with its size and copies.
        const copies = new Map<string, { size: number; chunks: number }>()
        const leaves = (mod: unknown): { resource: string; size: number }[] => {
          const m = mod as { resource?: string; type?: string; modules?: unknown[]; size(): number }
          if (Array.isArray(m.modules)) return m.modules.flatMap(leaves)
          return m.resource && String(m.type || '').startsWith('javascript') ? [{ resource: m.resource, size: m.size() }] : []
        }
        for (const chunk of compilation.chunks) {
          const seen = new Set<string>()
          for (const mod of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const leaf of leaves(mod)) {
              if (seen.has(leaf.resource)) continue
              seen.add(leaf.resource)
              const entry = copies.get(leaf.resource) || { size: leaf.size, chunks: 0 }
              entry.chunks++
              copies.set(leaf.resource, entry)
            }
          }
        }
        const root = compiler.context.replace(/\\/g, '/')
        const duplicates = Array.from(copies)
          .filter(([, c]) => c.chunks > 1)
          .map(([resource, c]) => ({ module: resource.replace(/\\/g, '/').replace(`${root}/`, ''), size: c.size, chunks: c.chunks }))
        const json = JSON.stringify({ initial: Array.from(initial), routes, duplicates }, null, 2)
        compilation.emitAsset('route-manifest.json', new RawSource(json))
      })
    })
  }
}

/** Writes webpack's stats (modules, chunks, reasons) to a file outside the build, for bundle analysis. */
export class StatsFilePlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StatsFilePlugin', stats => {
      const json = stats.toJson({
        all: false,
        modules: true,
        chunks: true,
        chunkModules: false,
        nestedModules: true,
        reasons: true,
        assets: true,
        entrypoints: true,
        chunkGroups: true,
        ids: true
      })
      fs.writeFileSync(this.file, JSON.stringify(json))
    })
  }
}

import path from 'node:path'
import type { Compiler } from 'webpack'

/**
 * Builds the offline-ticket service worker (src/service-worker/offline-ticket-sw.ts: Workbox's routing and
 * strategies, bundled) into `<output>/offline-ticket-sw.js` with esbuild, beside the app's build and outside it:
 * it is no entry or chunk of the app, so it adds nothing to the initial JS or any route (npm run size), and its
 * name has no hash because a worker's address must stay the same across builds. Its sources are watched.
 */
export class ServiceWorkerPlugin {
  constructor(
    private readonly entry: string,
    private readonly output = 'offline-ticket-sw.js'
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', compilation => {
      compilation.hooks.processAssets.tapPromise({ name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // Loaded only when building: esbuild is a build tool, like webpack itself.
        const esbuild = await import('esbuild')
        const result = await esbuild.build({
          entryPoints: [this.entry],
          tsconfig: path.join(path.dirname(this.entry), 'tsconfig.json'),
          bundle: true,
          write: false,
          metafile: true,
          format: 'iife',
          target: 'es2019',
          minify: compiler.options.mode === 'production',
          // Workbox logs in development builds only.
          define: { 'process.env.NODE_ENV': JSON.stringify(compiler.options.mode === 'production' ? 'production' : 'development') },
          legalComments: 'none',
          logLevel: 'silent'
        })
        for (const input of Object.keys(result.metafile.inputs)) {
          if (!input.includes('node_modules')) compilation.fileDependencies.add(path.resolve(input))
        }
        // Minified already: webpack's minimizer leaves it alone.
        compilation.emitAsset(this.output, new sources.RawSource(result.outputFiles[0].text), { minimized: compiler.options.mode === 'production' })
      })
    })
  }
}

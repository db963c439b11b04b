import type { Compiler } from 'webpack'

/** V8's explicit compile hint: every function of the file is compiled eagerly, while the script streams. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) at the top of every JS file of the
 * web build. Without it V8 compiles each function on its first call, on the main thread: on a painted
 * event page a third of app.js's evaluation and half of the first React render tasks were lazy compiles.
 * With it Chrome compiles the whole file on the background thread that streams the script in, so the
 * main thread only runs code. Every file here is code the app runs when it loads (the entry and vendor
 * chunks at start-up, a route's chunks when that route opens); browsers without the hint read a comment.
 * Runs after minification (which would drop the comment) and before content hashing and source maps.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', compilation => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, assets => {
        for (const name of Object.keys(assets)) {
          if (!/\.js$/.test(name)) continue
          compilation.updateAsset(name, source => new sources.ConcatSource(COMPILE_HINT, source))
        }
      })
    })
  }
}

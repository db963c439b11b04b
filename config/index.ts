import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import path from 'node:path'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import { miniApiOrigin, webFramework } from './build-settings'
import { CompileHintsPlugin } from './compile-hints-plugin'
import { readRoutes, RouteManifestPlugin, StatsFilePlugin } from './route-manifest-plugin'
import { ServiceWorkerPlugin } from './service-worker-plugin'
import { splitTaroComponents } from './split-components'
import devConfig from './dev'
import prodConfig from './prod'

// Browser targets per platform (package.json "browserslist"): the web build targets browsers with ES2017,
// fetch and AbortController; the mini-program builds keep the conservative defaults.
process.env.BROWSERSLIST_ENV = process.env.BROWSERSLIST_ENV || (process.env.TARO_ENV === 'h5' ? 'h5' : 'mini')

/**
 * Build-time settings (README "Configuration"). The web build calls its own origin ('/api'); a mini-program has
 * no origin of its own, so weapp/tt builds need TARO_APP_API_ORIGIN, an absolute https origin on the
 * mini-program's allow-listed request/uploadFile/downloadFile domains.
 */
const API_ORIGIN = miniApiOrigin(process.env.TARO_ENV, process.env.TARO_APP_API_ORIGIN)
const API_BASE = API_ORIGIN ? `${API_ORIGIN}/api` : process.env.TARO_APP_API_BASE || '/api'
/** The UI library of the web build (docs/performance.md "Preact trial" has the measured comparison). */
const FRAMEWORK = webFramework(process.env.TARO_ENV, process.env.WEB_FRAMEWORK)
const PRODUCT_NAME = process.env.TARO_APP_PRODUCT_NAME || 'Marketing'
/** Origins allowed to drive editor mode, besides localhost (comma-separated). */
const EDITOR_ORIGINS = process.env.TARO_APP_EDITOR_ORIGINS || 'https://editor.example.com,https://www.example.com'
/** The app's error boundary, put around every page by the web entry and by the mini-programs' page loader (below). */
const ERROR_BOUNDARY = path.resolve(__dirname, '..', 'src', 'components', 'error-boundary', 'index.tsx')

export default defineConfig<'webpack5'>(async merge => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'marketing-site',
    date: '2026-11-22',
    // 375 and 414 design drafts (spec §9); files named *.414.scss are drawn at 414.
    designWidth(input) {
      const file = (input && (input as { file?: string }).file) || ''
      return file.replace(/\\/g, '/').indexOf('.414.') >= 0 ? 414 : 375
    },
    deviceRatio: {
      375: 2,
      414: 750 / 414,
      640: 2.34 / 2,
      750: 1,
      828: 1.81 / 2
    },
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    sourceRoot: 'src',
    // TARO_OUTPUT_DIR lets parallel builds (tests, benchmarks) write to their own folders.
    outputRoot: process.env.TARO_OUTPUT_DIR || `dist/${process.env.TARO_ENV || 'h5'}`,
    plugins: [],
    defineConstants: {
      API_BASE: JSON.stringify(API_BASE),
      PRODUCT_NAME: JSON.stringify(PRODUCT_NAME),
      EDITOR_ORIGINS: JSON.stringify(EDITOR_ORIGINS)
    },
    copy: { patterns: [], options: {} },
    framework: FRAMEWORK,
    compiler: 'webpack5',
    cache: {
      enable: !process.env.CI,
      name: `${process.env.TARO_ENV || 'h5'}${FRAMEWORK === 'preact' ? '-preact' : ''}-${(process.env.TARO_OUTPUT_DIR || 'default').replace(/[^a-z0-9]/gi, '_')}`,
      // The pages come from the route table that app.config.ts imports: webpack does not follow that TypeScript
      // import, so without it a new route kept the cached entry and was missing from the build (a 404 in the app).
      buildDependencies: {
        files: [path.resolve(__dirname, '..', 'src', 'app.config.ts'), path.resolve(__dirname, '..', 'src', 'services', 'navigation', 'route-table.ts')]
      }
    },
    mini: {
      // The API contract lives outside src/ (shared with server/) and must be compiled too.
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: { baseFontSize: 20, minRootSize: 0 } },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // Each page inside the app's error boundary, as on the web (there through the route loads): Taro's page loader
        // hands the page component to createPageConfig, and this puts withPageBoundary around it.
        chain.plugin('miniPlugin').tap(args => {
          const meta = (args[0].loaderMeta ||= {})
          const before = meta.modifyInstantiate as ((code: string, type: string) => string) | undefined
          meta.modifyInstantiate = (code: string, type: string) => {
            const made = before ? before(code, type) : code
            if (type !== 'page') return made
            const wrapped = made.replace(
              'createPageConfig(component,',
              `createPageConfig(require(${JSON.stringify(ERROR_BOUNDARY)}).withPageBoundary(component),`
            )
            if (wrapped === made) throw new Error('config/index.ts: no "createPageConfig(component," in Taro\'s page entry (did Taro change?)')
            return wrapped
          }
          return args
        })
      }
    },
    h5: {
      // Also compiled for the oldest supported browsers (browserslist "h5": Chrome 70, iOS 12): the router's
      // query-string and its helpers, published as modern syntax (`?.`) that stopped app.js from parsing there
      // (scripts/size-check.mjs checks every script of the build).
      compile: {
        include: [
          path.resolve(__dirname, '..', 'types'),
          (file: string) => /node_modules[\\/](query-string|decode-uri-component|filter-obj|split-on-first)[\\/]/.test(file)
        ]
      },
      publicPath: '/web/h/',
      // View, Text, Button, Image, Input, ScrollView, Picker and Swiper as plain React DOM instead of Stencil web
      // components: half the main-thread time on a phone (Lighthouse TBT 1.3 s → 0.65 s on home) and 10 KB less JS.
      useHtmlComponents: true,
      staticDirectory: 'static',
      router: { mode: 'browser', basename: '/web/h' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js'
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      devServer: { open: false, port: 10086 },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { baseFontSize: 20, minRootSize: 0 } },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        // The components without an HTML version (Textarea, Video, Checkbox…) come from Taro's single Stencil
        // module, which put every component used anywhere into the first load: one module per component
        // instead, so a component's code ships with the pages that use it.
        // Taro's platform plugin registers '@tarojs/components/lib' (a prefix alias) before this runs, and webpack
        // takes the first alias that matches: ours goes first, Taro's is put back after it for everything else.
        const taroComponentsLib = chain.resolve.alias.get('@tarojs/components/lib')
        chain.resolve.alias.delete('@tarojs/components/lib')
        chain.resolve.alias.set('@tarojs/components/lib/react$', splitTaroComponents(path.resolve(__dirname, '..')))
        if (taroComponentsLib) chain.resolve.alias.set('@tarojs/components/lib', taroComponentsLib)
        // Taro's request imports fetch and AbortController polyfills; every browser we target (browserslist
        // "h5" in package.json) has both, and the polyfills only install themselves when missing.
        chain.resolve.alias.set('whatwg-fetch$', path.resolve(__dirname, 'shims', 'empty.js'))
        chain.resolve.alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.resolve(__dirname, 'shims', 'empty.js'))
        chain.resolve.alias.set('jsonp-retry$', path.resolve(__dirname, 'shims', 'jsonp-retry.js'))
        // Taro's default 'initial' copies shared component code into every page chunk.
        // Code two lazily loaded routes share goes into one shared chunk however small it is (webpack's 20 KB
        // minSize would copy it into both; the size check refuses modules shipped twice).
        const split = chain.optimization.get('splitChunks') || {}
        chain.optimization.splitChunks({
          ...split,
          chunks: 'all',
          // No cap on parallel requests per lazy route: a cap makes webpack copy modules into chunks instead of sharing them.
          maxAsyncRequests: Infinity,
          cacheGroups: { ...(split.cacheGroups || {}), sharedAsync: { chunks: 'async', minChunks: 2, minSize: 0, priority: 10, reuseExistingChunk: true } }
        })
        // Taro injects its start-up CSS (its components' global stylesheets) with style-loader from
        // JavaScript. On a painted page that meant ~50 KB of CSS strings evaluated with app.js and a second
        // whole-document style recalculation right after it. Those two files go into the app's stylesheet instead
        // (src/styles/taro-components.h5.ts imports them before any app style, so they still come first and the
        // app's rules win ties, as when Taro put them at the top of <head>). The CSS of components a route loads
        // later (Video, Textarea…) keeps Taro's style-loader and its insertion at the top.
        const STARTUP_CSS = /@tarojs[\\/](components[\\/](global|dist[\\/]taro-components[\\/]taro-components)\.css|components-react[\\/]dist[\\/]index\.css)$/
        const taroStyle = chain.module.rules.get('taroStyle')
        if (taroStyle) {
          taroStyle.exclude.add(STARTUP_CSS)
          chain.module
            .rule('taroStartupStyle')
            .before('taroStyle')
            .test(STARTUP_CSS)
            .use('extract')
            .loader(require.resolve('mini-css-extract-plugin/dist/loader.js'))
          // Without Taro's icon font, which nothing of the app draws on the web (config/taro-icon-font-loader.cjs); a
          // pre-loader so that it sees Taro's CSS as published.
          chain.module
            .rule('taroIconFont')
            .test(/@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/)
            .enforce('pre')
            .use('icon-font')
            .loader(path.resolve(__dirname, 'taro-icon-font-loader.cjs'))
        }
        // Taro's lazy Image without its throw when an image unmounts before its observer's callback
        // (config/taro-image-lazy-loader.cjs); a pre-loader so that it sees Taro's code as published.
        chain.module
          .rule('taroImageLazy')
          .test(/@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]image[\\/]index\.js$/)
          .enforce('pre')
          .use('image-lazy')
          .loader(path.resolve(__dirname, 'taro-image-lazy-loader.cjs'))
        // The start in three tasks instead of one (src/services/platform/start-up.ts): Taro's generated entry
        // awaits a yield after its modules evaluated, before it creates the app, and the routes import their
        // page a task later. The await is a top-level await in the entry module, hence asyncFunction output.
        // Each page is mounted inside the app's error boundary (src/components/error-boundary): Taro's own page
        // wrapper catches a render error first and draws nothing.
        const startUp = path.resolve(__dirname, '..', 'src', 'services', 'platform', 'start-up.ts')
        const polyfills = path.resolve(__dirname, '..', 'src', 'polyfills.ts')
        chain.plugin('mainPlugin').tap(args => {
          const meta = (args[0].loaderMeta ||= {})
          // src/polyfills.ts first: the modules imported here and after it may call what it adds.
          meta.extraImportForWeb =
            `import ${JSON.stringify(polyfills)}\n${meta.extraImportForWeb || ''}import { yieldBeforeStart as __yieldBeforeStart } from ${JSON.stringify(startUp)}\n` +
            `import { withPageBoundary as __withPageBoundary } from ${JSON.stringify(ERROR_BOUNDARY)}\n`
          meta.execBeforeCreateWebApp = `${meta.execBeforeCreateWebApp || ''}await __yieldBeforeStart(config.routes, __withPageBoundary)\n`
          return args
        })
        chain.output.set('environment', { ...(chain.output.get('environment') || {}), asyncFunction: true })
        chain.performance.hints(false)
        // spec §9: script chunk load timeout 120 s (slow mobile networks).
        chain.output.chunkLoadTimeout(120000)
        chain.plugin('route-manifest').use(RouteManifestPlugin, [readRoutes(path.resolve(__dirname, '..', 'src'))])
        // Chrome compiles the app's code while it downloads instead of on first call (config/compile-hints-plugin.ts).
        chain.plugin('compile-hints').use(CompileHintsPlugin)
        // The offline-ticket service worker (extension offlineTicket), built on its own beside the app.
        chain.plugin('service-worker').use(ServiceWorkerPlugin, [path.resolve(__dirname, '..', 'src', 'service-worker', 'offline-ticket-sw.ts')])
        // BUNDLE_STATS=/tmp/stats.json writes webpack's module/chunk stats for bundle analysis (never committed).
        if (process.env.BUNDLE_STATS) {
          chain.plugin('bundle-stats').use(StatsFilePlugin, [process.env.BUNDLE_STATS])
          chain.devtool('hidden-source-map')
        }
      }
    }
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})

import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import path from 'node:path'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import { readRoutes, RouteManifestPlugin } from './route-manifest-plugin'
import devConfig from './dev'
import prodConfig from './prod'

/** Build-time settings (README "Configuration"): same-origin /api unless TARO_APP_API_BASE says otherwise. */
const API_BASE = process.env.TARO_APP_API_BASE || '/api'
const PRODUCT_NAME = process.env.TARO_APP_PRODUCT_NAME || 'Marketing'
/** Origins allowed to drive editor mode, besides localhost (comma-separated). */
const EDITOR_ORIGINS = process.env.TARO_APP_EDITOR_ORIGINS || 'https://editor.example.com,https://www.example.com'

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'marketing-site',
    date: '2026-11-22',
    // 375 and 414 design drafts (SPEC §9); files named *.414.scss are drawn at 414.
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
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: !process.env.CI, name: `${process.env.TARO_ENV || 'h5'}-${(process.env.TARO_OUTPUT_DIR || 'default').replace(/[^a-z0-9]/gi, '_')}` },
    mini: {
      // The API contract lives outside src/ (shared with server/) and must be compiled too.
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      postcss: {
        pxtransform: { enable: true, config: { baseFontSize: 20, minRootSize: 0 } },
        cssModules: { enable: false }
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      }
    },
    h5: {
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      publicPath: '/web/h/',
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
        // Taro's default 'initial' copies shared component code into every page chunk.
        chain.optimization.splitChunks({ ...(chain.optimization.get('splitChunks') || {}), chunks: 'all' })
        chain.performance.hints(false)
        // SPEC §9: script chunk load timeout 120 s (slow mobile networks).
        chain.output.chunkLoadTimeout(120000)
        chain.plugin('route-manifest').use(RouteManifestPlugin, [readRoutes(path.resolve(__dirname, '..', 'src'))])
      }
    }
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})

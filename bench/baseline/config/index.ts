import { defineConfig } from '@tarojs/cli'

// Same H5 settings as the main app (router, public path, chunking, hashing, pxtransform).
export default defineConfig<'webpack5'>(async () => ({
  projectName: 'baseline',
  designWidth: 375,
  deviceRatio: { 375: 2, 414: 750 / 414, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: process.env.TARO_OUTPUT_DIR || 'dist',
  framework: 'react',
  compiler: 'webpack5',
  cache: { enable: false },
  mini: {},
  h5: {
    publicPath: '/web/h/',
    staticDirectory: 'static',
    router: { mode: 'browser', basename: '/web/h' },
    output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
    miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
    postcss: { autoprefixer: { enable: true, config: {} }, pxtransform: { enable: true, config: { baseFontSize: 20, minRootSize: 0 } } },
    webpackChain(chain) {
      chain.optimization.splitChunks({ ...(chain.optimization.get('splitChunks') || {}), chunks: 'all' })
      chain.performance.hints(false)
    }
  }
}))

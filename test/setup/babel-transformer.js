// Jest's transform: @tarojs/test-utils-react's (its two rewrites are kept below), with one Babel pass. Taro's
// transformer put @babel/preset-env (targeting package.json's "defaults": ES5, so every class, async function and
// spread rewritten) after babel-preset-taro and the project's babel.config.js (babel-preset-taro again): three
// preset-env passes per file. babel-preset-taro alone, under NODE_ENV=test, targets the running Node and emits
// CommonJS.
const path = require('node:path')
const { createTransformer } = require('babel-jest')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')

const transformer = createTransformer({
  configFile: false,
  babelrc: false,
  presets: [['taro', { framework: 'react', ts: true }]]
})
const process_ = transformer.process
const SRC = path.join(process.cwd(), 'src')

transformer.process = (sourceText, sourcePath, options) => {
  // @tarojs/taro is the H5 runtime with React's APIs added, as in the H5 build.
  if (sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js')) sourceText = apiLoader(sourceText)
  // The app's platform checks read TARO_ENV_JEST first, so a test can play another platform.
  if (sourcePath.startsWith(SRC)) sourceText = sourceText.replace(/process\.env\.TARO_ENV/g, 'process.env.TARO_ENV_JEST || process.env.TARO_ENV')
  return process_(sourceText, sourcePath, options)
}

module.exports = transformer

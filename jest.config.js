// Jest for unit and page tests (test/**, except the server and browser suites, which run on node:test).
// @tarojs/test-utils-react ships a config factory whose defaults need overriding on Taro 4 (see TARO-NOTES).
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const esmPackages = [
  '@tarojs',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'universal-router',
  'path-to-regexp',
  'swiper',
  'ssr-window',
  'dom7',
  '@stencil',
  'dompurify'
].join('|')

module.exports = defineJestConfig({
  bail: 0,
  // One worker per core (jest's default leaves one core idle): on 2 cores ~60 s against ~95 s with one worker; a third
  // worker was no faster and took ~450 MB more.
  maxWorkers: '100%',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['<rootDir>/test/server/', '<rootDir>/test/e2e/', '<rootDir>/node_modules/'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/test/setup/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/query-cache.ts'],
  // Taro's transformer with one Babel pass instead of three (test/setup/babel-transformer.js).
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs|cjs)$': '<rootDir>/test/setup/babel-transformer.js'
  },
  transformIgnorePatterns: [`^<rootDir>/node_modules/(?!(${esmPackages})/)`],
  // Platform files: ./scan resolves to scan.h5.ts like the H5 build does.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // Styles first: '@/components/x/index.scss' is a style too, not a module of src.
    // (a query picks a part of a sheet: taro-components.css?icon-font, config/taro-icon-font-loader.cjs)
    '\\.(css|scss|sass|less)(\\?.*)?$': '<rootDir>/test/setup/style-mock.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^react-dom/test-utils$': '<rootDir>/test/setup/react-dom-test-utils.js'
  },
  globals: {
    API_BASE: '/api',
    PRODUCT_NAME: 'Marketing',
    EDITOR_ORIGINS: 'https://editor.example.com,https://www.example.com'
  },
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: 15000
})

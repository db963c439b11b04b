// `npm run lint` (scripts/lint.mjs) runs ESLint with this config and `prettier --check` (.prettierrc).
// Formatting is Prettier's alone: eslint-config-prettier switches off every rule that would disagree with it.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import local from './eslint-rules/index.mjs'

const NO_TARO = { group: ['@tarojs/*'], message: 'src/shared and the server run without Taro: keep @tarojs/* out (docs/conventions.md "Shared rules").' }

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'dist*/', '.data/', '.cache/', '.swc/', '.temp/', 'coverage/', 'reports/', 'screenshots/']
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }]
    }
  },
  {
    // A function a newcomer reads in one sitting: the app and the server split anything longer into named parts.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] }
  },
  {
    // The app (browser and mini-program runtimes), its React hooks and its layering.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/layers': 'error',
      'local/alias-imports': 'error',
      'local/side-effect-imports': 'error'
    }
  },
  {
    // The rules the app and the server's painter share (issue #28 §1): plain TypeScript the server can load, so
    // nothing of Taro (local/layers keeps the rest of src, which may import Taro, out as well).
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TARO] }] }
  },
  {
    // The server imports the app's code only from src/shared; test/server/import-graph.test.ts follows every import
    // from here and from src/shared, so a Taro import further down is caught too.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_TARO,
            {
              group: ['**/src/**', '!**/src/shared', '!**/src/shared/**'],
              message: 'The server imports only src/shared of the app: move the rule there (docs/conventions.md "Shared rules").'
            }
          ]
        }
      ],
      // App addresses come from the route table (appPageUrl, BASE_PATH in src/shared/routes.ts), so a renamed
      // route or base cannot silently break the links of notices, posters and QR codes.
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/\\/web\\/h\\b/]', 'TemplateElement[value.raw=/\\/web\\/h\\b/]'].map(selector => ({
          selector,
          message: 'Build app addresses with appPageUrl/BASE_PATH from src/shared/routes.ts, not by hand.'
        }))
      ]
    }
  },
  {
    // Jest page and unit tests render React with hooks too.
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error'
    }
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // Fastify's validator-compiler hooks (strict body validators, the raw client-error socket) are typed for
    // Ajv schemas, not for the route definitions Fastify really passes: the casts stay until Fastify types them.
    files: ['server/app.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  prettier
)

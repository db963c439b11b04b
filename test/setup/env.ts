// Runs before every jest file: H5 platform, Taro loaded first (its router/components import cycle),
// classic-JSX React global, build constants, and a fetch that refuses instead of hitting port 80.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
/* eslint-disable @typescript-eslint/no-require-imports -- in this order: imports would be hoisted above the settings */
require('@tarojs/taro')
const g = globalThis as Record<string, unknown>
g.React = require('react')
g.defineAppConfig = (c: unknown) => c
g.definePageConfig = (c: unknown) => c
g.API_BASE = '/api'
g.PRODUCT_NAME = 'Marketing'
g.EDITOR_ORIGINS = 'https://editor.example.com,https://www.example.com'
g.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'))
// jsdom has no clipboard: the web's copy (src/services/platform/clipboard.h5.ts) writes to this one; tests spy on it.
Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } })
// A browser with a web session (its readable hint, src/shared/session-hint.ts): start-up asks wxh5/login as the
// pages' tests expect; test/services/platform/adapters.test.ts clears it.
document.cookie = 'ca_signed_in=1; path=/'
// findBy*/waitFor wait for a condition, never a time: a loaded 2-core CI machine renders slower than the 1 s
// default, and a wait that gives up early fails a test for the machine, not the code.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 })

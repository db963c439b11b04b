/**
 * Several node:test files in one process (scripts/node-tests.mjs starts it with --require ./ts-require.cjs and the
 * files in TEST_BATCH_FILES, separated by newlines): each file runs as a suite of its own, named by its path, so its
 * top-level tests and hooks (`before` starting its server, `after` stopping it) belong to it and run in its turn.
 * What a file loads from the server, the app's source and node_modules is loaded once per batch, not once per file
 * (about 2 s of a 2.5 s server file); the test folder's own modules are loaded afresh for each file, so a file's
 * settings (test/server/helpers.ts `testSecurity`) never reach the next one.
 * Each file closes with a line "batch-file-time: <seconds> <file>".
 */
const path = require('node:path')
const { after, before, describe } = require('node:test')

const ROOT = path.resolve(__dirname, '..')
const TEST_DIR = `${path.join(ROOT, 'test')}${path.sep}`
const files = (process.env.TEST_BATCH_FILES || '').split('\n').filter(Boolean)

for (const file of files) {
  describe(file, () => {
    let began = 0
    before(() => {
      began = performance.now()
    })
    after(() => {
      process.stdout.write(`batch-file-time: ${((performance.now() - began) / 1000).toFixed(1)} ${file}\n`)
    })
    for (const loaded of Object.keys(require.cache)) if (loaded.startsWith(TEST_DIR)) delete require.cache[loaded]
    require(path.resolve(ROOT, file))
  })
}

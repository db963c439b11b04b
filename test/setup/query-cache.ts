// Runs in every jest file after the framework: the query cache is module-level, so each test starts with an
// empty one (an answer cached by one test must not show in the next; tests pass under --randomize).
// Cleared before each test, not after: a file's own afterEach that goes back through its pages re-renders
// them, and a page shown again caches its answer anew.
// Required when it runs, not imported: a test file's jest.mock of @tarojs/taro must still apply to use-query.
beforeEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  ;(require('../../src/hooks/use-query') as typeof import('../../src/hooks/use-query')).clearQueryCache()
})

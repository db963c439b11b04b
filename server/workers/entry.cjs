// The pool's worker entry. The server runs from TypeScript sources through tsx, but a worker thread does not get
// tsx's hooks from the parent's execArgv in a way that loads them (`import type` fails with "Unknown file
// extension .ts" under both `tsx server/cli/start.ts` and `node --import tsx --test`), so each worker registers
// tsx's require hook itself and loads the tasks.
require('tsx/cjs')
module.exports = require('./heavy.ts')

// Prints the closing line CI reads: "N passed, N failed" (jest's own summary goes to stderr), after one
// "file-time: <s> <file>" line per test file (scripts/test.mjs lists the slowest files of the whole run).
const path = require('node:path')

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir
  }

  onRunComplete(_contexts, results) {
    for (const file of results.testResults) {
      const seconds = (file.perfStats.end - file.perfStats.start) / 1000
      process.stdout.write(`file-time: ${seconds.toFixed(1)} ${path.relative(this.rootDir, file.testFilePath)}\n`)
    }
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    process.stdout.write(`jest: ${results.numPassedTests} passed, ${failed} failed\n`)
  }
}
module.exports = SummaryReporter

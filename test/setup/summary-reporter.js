// Prints the closing line CI reads: "N passed, N failed" (jest's own summary goes to stderr).
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    process.stdout.write(`jest: ${results.numPassedTests} passed, ${failed} failed\n`)
  }
}
module.exports = SummaryReporter

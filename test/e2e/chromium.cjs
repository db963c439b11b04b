// Debian's Chromium for the browser tests, found (or installed) once and started with the flags that work offline
// here: shared by the harness (a browser of its own) and scripts/node-tests.mjs (one browser per worker).
const { execFileSync, spawnSync } = require('node:child_process')
const fs = require('node:fs')

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

/**
 * Debian's Chromium (CHROME_PATH overrides). When missing and we are root with apt-get, install it;
 * otherwise stop with a message naming the package. Never skips silently.
 */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  for (const c of candidates) if (fs.existsSync(c)) return c
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0
  if (isRoot && hasApt) {
    process.stderr.write('[e2e] Chromium not found: installing Debian package "chromium"…\n')
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' })
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error('Chromium is required for the browser tests: install the Debian package "chromium" (apt-get install chromium) or set CHROME_PATH.')
}

/** playwright-core launch options: headless Debian Chromium; playwright gives each launch a fresh temporary profile. */
function chromiumLaunchOptions() {
  return { executablePath: findChromium(), headless: true, args: ARGS }
}

/** chrome-launcher options (Lighthouse's Chromium in the benchmarks): the same binary and flags, headless. */
function chromeLauncherOptions() {
  return { chromePath: findChromium(), chromeFlags: ['--headless=new', ...ARGS] }
}

module.exports = { chromiumLaunchOptions, chromeLauncherOptions }

#!/usr/bin/env node
// `npm run dev`: Taro's H5 watch build, the painted views' bundle rebuilt on every change of its sources
// (scripts/build.cjs), and the server from its TypeScript sources, restarted by tsx watch when server/ or the
// bundle changes. The one place the views are built while the server runs; `npm start` serves what the build made.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const { watchSsr, SSR_BUNDLE } = createRequire(import.meta.url)('./build.cjs')

const children = []
const run = (cmd, args, env = {}) => {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', code => {
    if (code && code !== 0) console.error(`[dev] ${cmd} ${args.join(' ')} exited with ${code}`)
  })
  return child
}

const views = await watchSsr()
run('npx', ['taro', 'build', '--type', 'h5', '--watch'], { NODE_ENV: 'development' })
run('npx', ['tsx', 'watch', '--clear-screen=false', '--include', path.relative(ROOT, SSR_BUNDLE), path.join('server', 'cli', 'start.ts')])

const stop = async () => {
  for (const c of children) if (c.pid && !c.killed) c.kill('SIGTERM')
  await views.dispose()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from '../config'

/** Taro's H5 watch build plus the server (restarted by tsx watch when server/ changes). */
const children: ChildProcess[] = []
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', code => {
    if (code && code !== 0) console.error(`[dev] ${cmd} ${args.join(' ')} exited with ${code}`)
  })
  return child
}

run('npx', ['taro', 'build', '--type', 'h5', '--watch'], { NODE_ENV: 'development' })
run('npx', ['tsx', 'watch', '--clear-screen=false', path.join('server', 'cli', 'start.ts')], { SKIP_BUILD: '1' })

const stop = () => {
  for (const c of children) if (c.pid && !c.killed) c.kill('SIGTERM')
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { buildServer } from '../../server/app'
import { readConfig, withDefaults } from '../../server/config'
import { dataFolders } from './helpers'
import { copySeededDatabase } from './support/seeded-db'

const ROOT = path.resolve(__dirname, '../..')

/** Every TypeScript file under server/ (relative to the repository). */
function serverFiles(dir = 'server'): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap(entry => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serverFiles(rel)
    return rel.endsWith('.ts') ? [rel] : []
  })
}

describe('the server configuration is read once, in one place', () => {
  const folder = dataFolders('config-')

  it('a server built without settings runs with the defaults of readConfig({})', async () => {
    const dir = folder()
    copySeededDatabase(dir)
    const app = await buildServer({ dataDir: dir })
    try {
      // The folders are the caller's (no build is served unless named); every other setting is the default.
      assert.deepEqual({ ...app.config, dataDir: null, staticDir: null }, { ...readConfig({}), dataDir: null, staticDir: null })
    } finally {
      await app.close()
    }
  })

  it('a setting given to the server goes over the defaults, part of the security settings included', async () => {
    const config = withDefaults({ doorPerMinute: 3, extensions: undefined, security: { visitorsPerIpPerHour: 7 } })
    const defaults = readConfig({})
    assert.equal(config.doorPerMinute, 3)
    assert.deepEqual(config.extensions, defaults.extensions)
    assert.deepEqual(config.security, { ...defaults.security, visitorsPerIpPerHour: 7 })
    assert.deepEqual(withDefaults({ subscribeTemplates: { tt: { eventReminder: 'abc' } } }).subscribeTemplates, {
      ...defaults.subscribeTemplates,
      tt: { ...defaults.subscribeTemplates.tt, eventReminder: 'abc' }
    })
  })

  it('reads PAINT, LOG, PUBLIC_ORIGIN and the cache sizes from the environment', () => {
    const config = readConfig({ PAINT: '0', LOG: '1', PUBLIC_ORIGIN: 'https://m.example.com', PAGE_CACHE_MB: '2', ANALYTICS_MAX_MB: '3' })
    assert.deepEqual(
      [config.paint, config.logger, config.publicOrigin, config.pageCacheBytes, config.analyticsMaxBytes],
      [false, true, 'https://m.example.com', 2 * 1024 * 1024, 3 * 1024 * 1024]
    )
    const defaults = readConfig({})
    assert.deepEqual([defaults.paint, defaults.logger, defaults.publicOrigin], [true, false, null])
  })

  it('nothing in server/ but the command-line entries reads process.env (they hand it to readConfig)', () => {
    const readers = serverFiles().filter(file => !file.startsWith('server/cli/') && /process\.env\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    assert.deepEqual(readers, [])
  })
})

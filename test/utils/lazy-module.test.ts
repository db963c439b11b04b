import { lazyModule } from '@/utils/lazy-module'

describe('lazyModule', () => {
  it('loads once, however many ask at the same time, and is ready afterwards', async () => {
    const importer = jest.fn(() => Promise.resolve({ name: 'chunk' }))
    const mod = lazyModule(importer)
    expect(mod.ready()).toBeNull()
    const [a, b] = await Promise.all([mod.load(), mod.load()])
    expect(a).toBe(b)
    expect(await mod.load()).toBe(a)
    expect(mod.ready()).toBe(a)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call (offline, then back)', async () => {
    const importer = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ name: 'chunk' })
    const mod = lazyModule(importer)
    await expect(mod.load()).rejects.toThrow('ChunkLoadError')
    expect(mod.ready()).toBeNull()
    await expect(mod.load()).resolves.toEqual({ name: 'chunk' })
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('starts loaded when given the module, and forgets it on demand (tests)', async () => {
    const importer = jest.fn(() => Promise.resolve('late'))
    const mod = lazyModule(importer, 'now')
    expect(mod.ready()).toBe('now')
    expect(await mod.load()).toBe('now')
    mod.forget()
    expect(mod.ready()).toBeNull()
    expect(await mod.load()).toBe('late')
    expect(importer).toHaveBeenCalledTimes(1)
  })
})

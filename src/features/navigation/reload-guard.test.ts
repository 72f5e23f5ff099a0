import { describe, expect, it } from 'vitest'
import { PAGE_RELOAD_GUARD_MS } from '@/lib/constants'
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './reload-guard'

function memoryStore() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

describe('page-reload guard (requirements §9: 10 s)', () => {
  it('allows one reload, then none until 10 s have passed', () => {
    expect(PAGE_RELOAD_GUARD_MS).toBe(10_000)
    const store = memoryStore()
    expect(claimReload(store, 1_000_000)).toBe(true)
    expect(store.map.get(RELOAD_GUARD_KEY)).toBe('1000000')
    expect(claimReload(store, 1_000_001)).toBe(false)
    expect(claimReload(store, 1_009_999)).toBe(false)
    expect(claimReload(store, 1_010_000)).toBe(true)
  })

  it('refuses when storage is unusable, so a reload can never loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {},
    }
    expect(claimReload(broken, 1)).toBe(false)
  })

  it('recognises chunk-loading errors of the bundlers and the platform', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { routesLoaded } from './routes-loaded'

// the real load is covered end to end (tests/e2e/server-faults.spec.ts); these are the shapes a Next
// upgrade could leave, where the server must still start
describe('routesLoaded', () => {
  it('waits for Next to load every route', async () => {
    let done = false
    const server = {
      unstable_preloadEntries: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        done = true
      },
    }
    const result = await routesLoaded({ server: { getServer: async () => server } })
    expect(done).toBe(true)
    expect(result.loaded).toBe(true)
  })

  it('reports, without failing, a Next that cannot preload', async () => {
    expect(await routesLoaded({})).toEqual({ loaded: false, reason: 'no Next server to ask' })
    expect(await routesLoaded({ server: { getServer: async () => ({}) } })).toEqual({
      loaded: false,
      reason: 'Next has no preloadEntries',
    })
    const unprepared = {
      get server(): unknown {
        throw new Error('prepare() must be called before performing this operation')
      },
    }
    expect(await routesLoaded(unprepared)).toEqual({
      loaded: false,
      reason: 'prepare() must be called before performing this operation',
    })
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { internalToken, isInternalToken } from './internal-token'
import { loopbackOrigin, startScheduleRunner } from './schedule-runner.server'

/** A real local server in place of the site's route, answering every call with `status`. */
async function routeAnswering(status: number) {
  let calls = 0
  const server = createServer((_req, res) => {
    calls++
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The runner's error reports after it has called a route answering `status` three times. */
async function reportsAfterThreeCalls(status: number): Promise<string[]> {
  const route = await routeAnswering(status)
  const reports: string[] = []
  const stop = startScheduleRunner('s3cret', (msg, err) => reports.push(`${msg}: ${String(err)}`), 5, route.origin)
  await vi.waitFor(() => expect(route.calls()).toBeGreaterThanOrEqual(3))
  await stop()
  await route.close()
  return reports
}

describe('scheduled publish runner', () => {
  it('reaches the server on loopback unless it listens on one named address', () => {
    expect(loopbackOrigin({ PORT: '3700' })).toBe('http://127.0.0.1:3700')
    expect(loopbackOrigin({ PORT: '80', HOSTNAME: '0.0.0.0' })).toBe('http://127.0.0.1:80')
    expect(loopbackOrigin({ HOSTNAME: '10.0.0.5' })).toBe('http://10.0.0.5:3000')
    expect(loopbackOrigin({ PORT: '4000', HOSTNAME: '::1' })).toBe('http://[::1]:4000')
  })

  it('accepts only the token derived from the secret', () => {
    expect(isInternalToken('s3cret', internalToken('s3cret'))).toBe(true)
    expect(isInternalToken('s3cret', internalToken('other'))).toBe(false)
    expect(isInternalToken('s3cret', null)).toBe(false)
    expect(isInternalToken('s3cret', 'short')).toBe(false)
  })

  it('waits quietly for the next run when the route says the database is busy (503)', async () => {
    expect(await reportsAfterThreeCalls(503)).toEqual([])
  })

  it('reports any other failure', async () => {
    const reports = await reportsAfterThreeCalls(500)
    expect(reports.length).toBeGreaterThanOrEqual(3)
    expect(reports[0]).toBe('Scheduled publish run failed: Error: /api/v1/scheduled-publish answered 500')
  })
})

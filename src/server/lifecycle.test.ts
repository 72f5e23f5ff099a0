import { describe, expect, it } from 'vitest'
import { onShutdown, runShutdownHooks } from './lifecycle'

describe('shutdown hooks', () => {
  it('run last-registered first, survive a failing hook and give up on one that hangs', async () => {
    const ran: string[] = []
    const log: string[] = []
    onShutdown('database', () => void ran.push('database'))
    onShutdown('hangs', () => new Promise(() => undefined))
    onShutdown('fails', () => {
      throw new Error('boom')
    })
    onShutdown('job runner', async () => void ran.push('job runner'))
    await runShutdownHooks(200, (m) => log.push(m))
    expect(ran).toEqual(['job runner', 'database'])
    expect(log).toEqual([
      'shutdown: job runner done',
      'shutdown: fails failed: boom',
      'shutdown: hangs timeout',
      'shutdown: database done',
    ])
  })
})

import type { SanitizedConfig } from 'payload'
import { describe, expect, it, vi } from 'vitest'

const getPayload = vi.fn(async (options: { config: unknown; key?: string }) => ({ options }))
vi.mock('payload', () => ({ getPayload }))

const { payloadClient, providePayloadConfig } = await import('./payload.server')

describe('payloadClient', () => {
  it('fails with the way to fix it while no entry point has provided the config', async () => {
    await expect(payloadClient()).rejects.toThrow(/import @\/cms\/provide-config/)
  })

  it('gets the instance of the config provided last, under its key', async () => {
    const first = { secret: 'a' } as unknown as SanitizedConfig
    const second = { secret: 'b' } as unknown as SanitizedConfig
    providePayloadConfig(first)
    providePayloadConfig(second, 'sqlite-test')
    await payloadClient()
    expect(getPayload).toHaveBeenLastCalledWith({ config: second, key: 'sqlite-test' })
  })
})

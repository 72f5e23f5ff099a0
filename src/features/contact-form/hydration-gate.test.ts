import { describe, expect, it } from 'vitest'
import { hydrationGate } from './hydration-gate'

describe('hydrationGate', () => {
  it('stays shut until opened, then settles its promise once', async () => {
    const gate = hydrationGate()
    let settled = 0
    void gate.opened.then(() => settled++)
    await Promise.resolve()
    expect(gate.isOpen()).toBe(false)
    expect(settled).toBe(0)
    gate.open()
    gate.open()
    expect(gate.isOpen()).toBe(true)
    await gate.opened
    expect(settled).toBe(1)
  })
})

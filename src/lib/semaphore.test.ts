import { describe, expect, it } from 'vitest'
import { PerKeyLimit, Semaphore } from './semaphore'

describe('semaphore', () => {
  it('lets `max` through, queues the next and hands over on release', async () => {
    const s = new Semaphore(2)
    const a = await s.acquire(100)
    const b = await s.acquire(100)
    expect(a && b).toBeTruthy()
    const pending = s.acquire(1000)
    a!()
    a!() // releasing twice frees one slot only
    expect(await pending).toBeTruthy()
    expect(await s.acquire(20)).toBeNull()
  })
})

describe('per-key limit', () => {
  it('lets `max` through per key, others unaffected, and frees a slot once per release', () => {
    const limit = new PerKeyLimit(2)
    const a1 = limit.tryAcquire('a')
    const a2 = limit.tryAcquire('a')
    expect(a1 && a2).toBeTruthy()
    expect(limit.tryAcquire('a')).toBeNull()
    expect(limit.tryAcquire('b')).toBeTruthy()
    a1!()
    a1!()
    expect(limit.tryAcquire('a')).toBeTruthy()
    expect(limit.tryAcquire('a')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { Semaphore } from './semaphore'

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

import { describe, expect, it } from 'vitest'
import { createLoadShedder } from './load-shedder'

describe('createLoadShedder', () => {
  it('refuses past the cap and admits again once a request is released', () => {
    const shedder = createLoadShedder(2)
    const a = shedder.tryAcquire()
    const b = shedder.tryAcquire()
    expect(a && b).toBeTruthy()
    expect(shedder.tryAcquire()).toBeUndefined()
    a!()
    a!() // releasing twice frees one slot only
    expect(shedder.inFlight).toBe(1)
    expect(shedder.tryAcquire()).toBeDefined()
    expect(shedder.tryAcquire()).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { ClientGone, createSerialQueue, LeadQueueFull } from './lead-queue'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('the SQLite lead queue', () => {
  it('runs work one at a time, in order', async () => {
    const queue = createSerialQueue(10)
    const log: string[] = []
    const job = (name: string) => async () => {
      log.push(`${name} start`)
      await tick()
      log.push(`${name} end`)
      return name
    }
    expect(await Promise.all([queue.run(job('a')), queue.run(job('b'))])).toEqual(['a', 'b'])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end'])
  })

  it('refuses at once past the limit of waiting work, and takes work again once it drains', async () => {
    const queue = createSerialQueue(2)
    let release!: () => void
    const blocker = queue.run(() => new Promise<void>((r) => (release = r)))
    await tick()
    const waiting = [queue.run(async () => 1), queue.run(async () => 2)]
    await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(LeadQueueFull)
    release()
    await blocker
    expect(await Promise.all(waiting)).toEqual([1, 2])
    expect(await queue.run(async () => 4)).toBe(4)
  })

  it('skips work whose request ended while it waited, and a failure does not stop the queue', async () => {
    const queue = createSerialQueue(10)
    const gone = new AbortController()
    let ran = false
    const failing = queue.run(async () => {
      gone.abort()
      throw new Error('boom')
    })
    const skipped = queue.run(async () => {
      ran = true
    }, gone.signal)
    await expect(failing).rejects.toThrow('boom')
    await expect(skipped).rejects.toBeInstanceOf(ClientGone)
    expect(ran).toBe(false)
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})

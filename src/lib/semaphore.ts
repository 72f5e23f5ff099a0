/** Caps how many large uploads are processed at once; the rest wait their turn or time out. */
export class Semaphore {
  private active = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly max: number) {}

  async acquire(timeoutMs: number): Promise<(() => void) | null> {
    if (this.active < this.max) {
      this.active += 1
      return this.releaser()
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer)
        this.active += 1
        resolve(this.releaser())
      }
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(grant)
        if (i >= 0) this.waiting.splice(i, 1)
        resolve(null)
      }, timeoutMs)
      this.waiting.push(grant)
    })
  }

  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      this.active -= 1
      this.waiting.shift()?.()
    }
  }
}

/** At most `max` at once per key (a client address): one client cannot take every slot of a Semaphore. */
export class PerKeyLimit {
  private readonly counts = new Map<string, number>()

  constructor(private readonly max: number) {}

  tryAcquire(key: string): (() => void) | null {
    const count = this.counts.get(key) ?? 0
    if (count >= this.max) return null
    this.counts.set(key, count + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      const left = (this.counts.get(key) ?? 1) - 1
      if (left > 0) this.counts.set(key, left)
      else this.counts.delete(key)
    }
  }
}

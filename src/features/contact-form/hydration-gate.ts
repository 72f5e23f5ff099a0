export type HydrationGate = {
  /** Settles when the gate opens. */
  opened: Promise<void>
  open: () => void
  isOpen: () => boolean
}

/** A promise that something else settles later, once: what a suspended island waits on. */
export function hydrationGate(): HydrationGate {
  let isOpen = false
  let resolve: () => void = () => undefined
  const opened = new Promise<void>((r) => {
    resolve = r
  })
  return {
    opened,
    open: () => {
      if (isOpen) return
      isOpen = true
      resolve()
    },
    isOpen: () => isOpen,
  }
}

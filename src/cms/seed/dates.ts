/** Every seeded date is derived from this fixed instant, never from the clock. */
export const SEED_EPOCH = Date.UTC(2026, 5, 1, 9, 0, 0) // 2026-06-01T09:00:00Z

const DAY_MS = 24 * 60 * 60 * 1000

/** ISO date `days` before the epoch (negative for after), at the given UTC hour. */
export function daysBeforeEpoch(days: number, hourUtc = 9): string {
  const base = SEED_EPOCH - days * DAY_MS
  const d = new Date(base)
  d.setUTCHours(hourUtc, 0, 0, 0)
  return d.toISOString()
}

export function daysAfterEpoch(days: number, hourUtc = 15): string {
  return daysBeforeEpoch(-days, hourUtc)
}

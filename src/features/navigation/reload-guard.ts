/**
 * The page-reload guard (requirements §4, §9): a chunk that failed to load during a navigation reloads
 * the target path, but at most once per 10 s, so a broken deployment cannot loop reloads.
 * The last reload time lives in sessionStorage (survives the reload, per tab).
 */
import { PAGE_RELOAD_GUARD_MS } from '@/lib/constants'

export const RELOAD_GUARD_KEY = 'page-reload-guard'

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** True (and the time recorded) when a reload is allowed now. */
export function claimReload(store: Store, now: number, guardMs = PAGE_RELOAD_GUARD_MS): boolean {
  let last = Number.NaN
  try {
    last = Number(store.getItem(RELOAD_GUARD_KEY))
  } catch {
    // storage blocked: allow, but the guard below cannot record, so say no to be safe
    return false
  }
  if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false
  try {
    store.setItem(RELOAD_GUARD_KEY, String(now))
  } catch {
    return false
  }
  return true
}

/** Errors that mean a code chunk could not be fetched (webpack, Turbopack, native import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  const text = typeof message === 'string' ? message : ''
  return /Loading (CSS )?chunk [^\s]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  )
}

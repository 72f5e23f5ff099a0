/**
 * Once started, Next loads the code of every route in the background (its `preloadEntriesOnStart`),
 * and a request that arrives meanwhile waits for all of it: 2 to 3 s on two cores, even for a 405 or
 * a 503. Readiness waits for the same load (src/server/main.ts), so a load balancer sends the first
 * visitors after a deploy to a server that answers them at once.
 *
 * `unstable_preloadEntries` is the method Next runs for that load; called again it joins the modules
 * already loading and resolves when every route is loaded. It is internal to Next, so its absence
 * (a Next upgrade) is reported, not fatal: the server is then ready as soon as it listens.
 */
const hasMethod = <K extends string>(value: unknown, key: K): value is Record<K, (...args: never[]) => unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'function'

/** The readiness probe's reason while the load runs. */
export const ROUTES_LOADING = 'starting: loading the routes'

export type RoutesLoad = { loaded: true; ms: number } | { loaded: false; reason: string }

/** Resolves when every route's code is loaded; `app` is what `next({...})` returned, after prepare(). */
export async function routesLoaded(app: unknown): Promise<RoutesLoad> {
  const started = Date.now()
  let wrapper: unknown
  try {
    wrapper = (app as { server?: unknown }).server
  } catch (error) {
    return { loaded: false, reason: error instanceof Error ? error.message : String(error) }
  }
  if (!hasMethod(wrapper, 'getServer')) return { loaded: false, reason: 'no Next server to ask' }
  const server = await wrapper.getServer()
  if (!hasMethod(server, 'unstable_preloadEntries')) return { loaded: false, reason: 'Next has no preloadEntries' }
  await server.unstable_preloadEntries()
  return { loaded: true, ms: Date.now() - started }
}

/**
 * Route middleware by name (requirements §6, §8). Pages name their guards with the `GuardName` union, so a
 * misspelt name fails the build; a name that still arrives at run time (from data, or a cast)
 * raises the "unknown route middleware" error.
 */

/** What a guard needs to decide; filled by the page from the request. */
export type GuardContext = { signedIn: boolean }
/** A guard's verdict: go elsewhere, or null to render the page. */
export type GuardResult = { redirectTo: string } | null

/** Where a signed-in editor belongs (docs/architecture.md#decisions). */
export const EDITOR_HOME = '/admin'

const GUARDS = {
  /** The single layout's guard: a signed-in editor has nothing to do on /login. */
  'auth-single': (ctx: GuardContext): GuardResult => (ctx.signedIn ? { redirectTo: EDITOR_HOME } : null),
} as const satisfies Record<string, (ctx: GuardContext) => GuardResult>

export type GuardName = keyof typeof GUARDS

export class UnknownRouteMiddlewareError extends Error {
  constructor(name: string) {
    super(`Unknown route middleware: ${name}`)
    this.name = 'UnknownRouteMiddlewareError'
  }
}

export function runGuards(names: readonly GuardName[], ctx: GuardContext): GuardResult {
  for (const name of names) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined
    if (!guard) throw new UnknownRouteMiddlewareError(name)
    const result = guard(ctx)
    if (result) return result
  }
  return null
}

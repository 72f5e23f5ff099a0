import { describe, expect, it } from 'vitest'
import { EDITOR_HOME, runGuards, UnknownRouteMiddlewareError, type GuardName } from './route-guards'

describe('route middleware (requirements §6, §8)', () => {
  it('auth-single sends a signed-in editor on to the admin', () => {
    expect(runGuards(['auth-single'], { signedIn: true })).toEqual({ redirectTo: EDITOR_HOME })
    expect(EDITOR_HOME).toBe('/admin')
  })

  it('auth-single lets a visitor who is not signed in see the page', () => {
    expect(runGuards(['auth-single'], { signedIn: false })).toBeNull()
  })

  it('an unknown middleware name raises an error', () => {
    // @ts-expect-error -- the union refuses unknown names at build time; this checks run time
    const unknown: GuardName = 'auth-double'
    expect(() => runGuards([unknown], { signedIn: false })).toThrow(UnknownRouteMiddlewareError)
    expect(() => runGuards(['toString' as GuardName], { signedIn: false })).toThrow(
      'Unknown route middleware: toString',
    )
  })
})

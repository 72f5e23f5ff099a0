/**
 * The site's changes to what Next.js produces that a Next upgrade could silently undo, each with a
 * switch so that `npm run audit -- --ab <patch>` can measure the site with and without it (ADRs
 * 0009, 0010 and 0012 in docs/decisions). The switch is the environment variable
 * FRAMEWORK_PATCHES_OFF, a comma-separated list of patch names; production leaves it unset. The
 * server reads it once through src/lib/env.ts; `next build` reads it for the build-time ones.
 */
export const FRAMEWORK_PATCHES = {
  /** The framework's chunk tags added after the first paint (src/server/html-pipeline/defer-scripts.ts). */
  'defer-scripts': 'server',
  /** V8's compile hint on the start-up chunks (src/build/compile-hints.ts), added by `next build`. */
  'compile-hints': 'build',
  /** Plain anchors with one navigation runtime instead of next/link (src/components/link.tsx). */
  'plain-links': 'build',
} as const

export type FrameworkPatch = keyof typeof FRAMEWORK_PATCHES

const isPatch = (name: string): name is FrameworkPatch => Object.hasOwn(FRAMEWORK_PATCHES, name)

/** The patches a FRAMEWORK_PATCHES_OFF value turns off; an unknown name is an error, not a silent no-op. */
export function parsePatchesOff(value: string | undefined): ReadonlySet<FrameworkPatch> {
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const unknown = names.filter((n) => !isPatch(n))
  if (unknown.length > 0) {
    throw new Error(
      `FRAMEWORK_PATCHES_OFF: unknown patch ${unknown.join(', ')} (known: ${Object.keys(FRAMEWORK_PATCHES).join(', ')})`,
    )
  }
  return new Set(names.filter(isPatch))
}

/** For `next build` (next.config.ts): whether this build applies `patch` (every patch, unless turned off). */
export function buildWith(patch: FrameworkPatch): boolean {
  return !parsePatchesOff(process.env.FRAMEWORK_PATCHES_OFF).has(patch)
}

/**
 * The site's changes to what Next.js and React produce, each with a switch so that `npm run audit --
 * --ab <patch>` can measure the site with and without it (docs/decisions/0009…). The switch is the
 * environment variable FRAMEWORK_PATCHES_OFF, a comma-separated list of patch names; production
 * leaves it unset. The server-side ones are read when the server starts, the render-side ones when a
 * page renders (a prerendered page therefore needs a build made with the same setting).
 */
export const FRAMEWORK_PATCHES = {
  /** The framework's chunk tags added after the first paint (src/server/html-pipeline/defer-scripts.ts). */
  'defer-scripts': 'server',
  /** The RSC payload's copy of the inlined stylesheet emptied (src/server/html-pipeline/drop-css-copy.ts). */
  'drop-css-copy': 'server',
  /** V8's compile hint on the start-up chunks (src/build/compile-hints.ts), added by `next build`. */
  'compile-hints': 'build',
  /** Script-free parts written as HTML outside React's payload (src/components/static-html.tsx). */
  'static-html': 'render',
  /** Plain anchors with one navigation runtime instead of next/link (src/components/link.tsx). */
  'plain-links': 'render',
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

let fromEnv: ReadonlySet<FrameworkPatch> | undefined

/** Whether this process runs with `patch` on (every patch is, unless FRAMEWORK_PATCHES_OFF names it). */
export function patchOn(patch: FrameworkPatch): boolean {
  fromEnv ??= parsePatchesOff(process.env.FRAMEWORK_PATCHES_OFF)
  return !fromEnv.has(patch)
}

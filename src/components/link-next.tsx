// eslint-disable-next-line no-restricted-imports -- the framework's link, measured against ours (npm run audit -- --ab plain-links)
import NextLink from 'next/link'
import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * The framework's way, for measuring src/components/link.tsx against it: a build made with
 * FRAMEWORK_PATCHES_OFF=plain-links resolves `@/components/link` to this file (next.config.ts), so
 * every link of the site is a next/link, without prefetch on sight (our NavigationRuntime
 * prefetches on intent, and the comparison is of the link alone). Same props as the plain link.
 */
export default function Link(props: Props) {
  return <NextLink prefetch={false} {...props} />
}

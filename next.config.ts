import path from 'node:path'
import { availableParallelism } from 'node:os'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { addCompileHints } from './src/build/compile-hints'
import { buildWith } from './src/lib/framework-patches'
import { STATIC_HEADER_RULES } from './src/lib/static-security-headers'

const nextConfig: NextConfig = {
  output: 'standalone',
  // tests build into their own folder so they never overwrite the build `npm start` serves
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // one copy of graphql at run time: Payload's schema and our queries must share its realm
  serverExternalPackages: ['graphql'],
  trailingSlash: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // the optimizer takes only the editors' media files: a page's address (which may redirect, and the
    // optimizer answers a redirect with a 500) is refused with a 400 before it is fetched
    localPatterns: [{ pathname: '/api/media/file/*' }, { pathname: '/_next/static/media/*' }],
  },
  typedRoutes: false,
  // every visitor gets the page's metadata in <head>, as crawlers do: streamed metadata could land in
  // <body> when a dynamic page's generateMetadata resolved after the shell (SPEC §1's head rules), and
  // the production server holds each page until it is complete anyway (docs/decisions/0004)
  htmlLimitedBots: /.*/,
  compiler: {
    // the public pages' start-up chunks compile on a background thread (src/build/compile-hints.ts)
    runAfterProductionCompile: async ({ distDir }) => {
      if (buildWith('compile-hints')) console.log(`compile hints: ${addCompileHints(distDir).length} start-up chunks`)
    },
  },
  // `npm start` compiles without the type check (`npm test` runs tsc) and without writing Turbopack's
  // build cache, which only a second build would read (docs/performance.md#npm-start-on-a-fresh-clone)
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === '0' },
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== '0',
    // the stylesheet (11 KB gzip, Tailwind) stays a file the browser caches, not inlined: inlined, Next writes it
    // twice into every page (a <style> and the RSC payload's copy), which the first visit's phone parses on
    // its main thread (docs/decisions/0015)
    inlineCss: false,
    // the 404 page of unknown addresses is Next's not-found route, rendered on the server
    // (src/app/global-not-found.tsx, docs/decisions/0007)
    globalNotFound: true,
    // one page-rendering worker per core (Next's default leaves one core idle): on 2 cores the pages'
    // generation, the last step of `npm start` on a fresh clone, takes 55 s instead of 74 s (docs/performance.md)
    cpus: availableParallelism(),
  },
  // measuring the plain anchors against next/link (src/lib/framework-patches.ts): every link a next/link
  ...(buildWith('plain-links')
    ? {}
    : { turbopack: { resolveAlias: { '@/components/link': './src/components/link-next.tsx' } } }),
  // several instances share rendered pages, cached data and tag invalidations through Redis
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve(process.cwd(), 'src/server/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint (its admin picks a theme on the server).
 * `Critical-CH` makes a browser that did not send the hint fetch the page a second time, so on the
 * public site a first visit paid a whole extra request. The hint stays, for the admin only.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])
async function headers() {
  const rules = (await withCms.headers?.()) ?? []
  const cms = rules.flatMap((rule) => {
    if (rule.source !== '/:path*') return [rule]
    const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
    const rest = rule.headers.filter((h) => !CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
    return [
      ...(rest.length > 0 ? [{ ...rule, headers: rest }] : []),
      ...(hints.length > 0 ? [{ ...rule, source: '/admin/:path*', headers: hints }] : []),
    ]
  })
  // the static security headers on every answer of Next's (src/lib/static-security-headers.ts)
  return [...cms, ...STATIC_HEADER_RULES]
}

export default { ...withCms, headers } satisfies NextConfig

import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  output: 'standalone',
  // tests build into their own folder so they never overwrite the build `npm start` serves
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // one copy of graphql at run time: Payload's schema and our queries must share its realm
  serverExternalPackages: ['graphql'],
  trailingSlash: false,
  images: { formats: ['image/avif', 'image/webp'] },
  typedRoutes: false,
  // several instances share rendered pages, cached data and tag invalidations through Redis
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve(process.cwd(), 'src/server/cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

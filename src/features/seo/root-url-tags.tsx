import { canonicalUrl } from '@/lib/site-config'

/**
 * The root's canonical and og:url keep their slash (requirements §1), which Next's metadata would strip;
 * React hoists these tags into the head.
 */
export function RootUrlTags({ origin }: { origin: string }) {
  const url = canonicalUrl(origin, '/')
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  )
}
